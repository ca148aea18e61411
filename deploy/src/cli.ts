#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCommandConfig } from './config.js';
import { DeployError } from './errors.js';
import { repoRoot } from './paths.js';
import { prepare } from './prepare.js';
import { closeReleaseFiles, releaseFilesOf } from './release-files/open.js';
import { openRegistryStore } from './registry/open-store.js';
import {
  pointRemote,
  promoteRemote,
  releaseRemote,
  rollbackRemote,
  type Change,
  type ChangeOptions,
} from './release.js';
import { formatHistory, formatStatus, statusOf } from './status.js';

const USAGE = `usage: node dist/cli.js <command> [--by NAME] [--note TEXT]
  release <name> [--no-build] [--canary N] [--from DIR]
                                build if needed, copy dist to releases/<name>/<version>/ and point the
                                registry at it; with --canary, for N% of visitors only (1-99); with
                                --from, release the build in DIR (made elsewhere) as it is
  promote <name>                make the canary current for every visitor
  rollback <name> [version]     end a canary; else point the registry at that version, or at the
                                one before the current
  point <name> <url>            point a remote at any manifest URL (e.g. a dev server), version "dev"
  status                        each remote's current version, canary, last change, and what it can
                                roll back to
  history <name>                every change of a remote: when, what, who and why
  prepare                       build what is stale and release new builds (npm start runs this)

--by says who (default: git's user.name, else $USER); --note says why. Both go in the history.
environment: RELEASES_DIR (default deploy/releases), RELEASES_URL (default /remotes),
  DATABASE_URL (postgres://...: the registry and its history in PostgreSQL, shared by every
  gateway), RELEASES_BUCKET and RELEASES_PUBLIC_URL (releases uploaded to that S3 bucket, with the
  S3_* settings, and the registry pointed at the CDN in front of it)`;

const print = (text: string): void => void process.stdout.write(`${text}\n`);

function describe(change: Change, verb: string): string {
  if (!change.changed) return `${change.name} already runs ${change.version}: nothing to do`;
  const from = change.from ? ` (was ${change.from})` : '';
  return `${change.name} ${verb} ${change.version}${from}\n  registry -> ${change.url}`;
}

/** Who runs the command: git's user.name in this repository, else the login name. */
function whoAmI(loginName: string | undefined): string | undefined {
  const git = spawnSync('git', ['config', 'user.name'], { cwd: repoRoot, encoding: 'utf8' });
  const name = git.status === 0 ? git.stdout.trim() : '';
  return name || loginName;
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        'no-build': { type: 'boolean' },
        canary: { type: 'string' },
        from: { type: 'string' },
        by: { type: 'string' },
        note: { type: 'string' },
      },
    });
  } catch (err) {
    throw new DeployError(`${(err as Error).message}\n${USAGE}`);
  }
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv);
  const [command, ...args] = positionals;
  const { layout, registryUrl, loginName } = loadCommandConfig();
  const arity = (min: number, max: number) => {
    if (args.length < min || args.length > max) throw new DeployError(`wrong arguments\n${USAGE}`);
  };
  const onlyFor = (flag: 'no-build' | 'canary' | 'from', allowed: string) => {
    if (values[flag] !== undefined && command !== allowed) {
      throw new DeployError(`--${flag} is an option of ${allowed} only\n${USAGE}`);
    }
  };
  onlyFor('no-build', 'release');
  onlyFor('canary', 'release');
  onlyFor('from', 'release');
  if (command === undefined || command === 'help') return print(USAGE);

  const store = await openRegistryStore(layout, registryUrl);
  const options: ChangeOptions = {
    store,
    by: values.by?.trim() || whoAmI(loginName),
    ...(values.note?.trim() && { note: values.note.trim() }),
  };
  try {
    switch (command) {
      case 'release': {
        arity(1, 1);
        const canary = values.canary === undefined ? undefined : Number(values.canary);
        const released = await releaseRemote(layout, args[0]!, {
          ...options,
          build: !values['no-build'],
          ...(canary !== undefined && { canary }),
          ...(values.from !== undefined && { from: resolve(values.from) }),
        });
        if (!released.created) print(`${released.name} ${released.version} was released before`);
        print(describe(released, canary === undefined ? 'released' : `canary to ${canary}%:`));
        return;
      }
      case 'promote':
        arity(1, 1);
        return print(describe(await promoteRemote(layout, args[0]!, options), 'promoted'));
      case 'rollback':
        arity(1, 2);
        return print(
          describe(await rollbackRemote(layout, args[0]!, args[1], options), 'rolled back to'),
        );
      case 'point':
        arity(2, 2);
        return print(describe(await pointRemote(layout, args[0]!, args[1]!, options), 'points at'));
      case 'status':
        arity(0, 0);
        return print(
          formatStatus(
            await statusOf(layout, store),
            releaseFilesOf(layout).kind === 's3' ? 'bucket' : 'disk',
          ),
        );
      case 'history':
        arity(1, 1);
        return print(formatHistory(args[0]!, await store.history(args[0]!)));
      case 'prepare':
        arity(0, 0);
        return await prepare(layout, { ...options, log: print });
      default:
        throw new DeployError(`unknown command "${command}"\n${USAGE}`);
    }
  } finally {
    await store.close();
    await closeReleaseFiles(layout);
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  // A refusal is one line the operator can act on; anything else is a bug and keeps its stack.
  console.error(err instanceof DeployError ? `deploy: ${err.message}` : err);
  process.exitCode = 1;
});
