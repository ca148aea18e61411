#!/usr/bin/env node
import { DeployError } from './errors.js';
import { layoutFromEnv } from './paths.js';
import { prepare } from './prepare.js';
import { pointRemote, releaseRemote, rollbackRemote, type Change } from './release.js';
import { formatStatus, statusOf } from './status.js';

const USAGE = `usage: node dist/cli.js <command>
  release <name> [--no-build]   build if needed, copy dist to releases/<name>/<version>/, point the registry at it
  rollback <name> [version]     point the registry at that version, or at the one before the current
  point <name> <url>            point a remote at any manifest URL (e.g. a dev server), version "dev"
  status                        each remote's current version and URL, and what it can roll back to
  prepare                       build what is stale and release new builds (npm start runs this)

environment: RELEASES_DIR (default deploy/releases), RELEASES_URL (default /remotes)`;

const print = (text: string) => process.stdout.write(`${text}\n`);

function describe(change: Change, verb: string): string {
  if (!change.changed) return `${change.name} already runs ${change.version}: nothing to do`;
  const from = change.from ? ` (was ${change.from})` : '';
  return `${change.name} ${verb} ${change.version}${from}\n  registry -> ${change.url}`;
}

async function main(argv: string[]): Promise<void> {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const [command, ...args] = argv.filter((arg) => !arg.startsWith('--'));
  const layout = layoutFromEnv();
  const arity = (min: number, max: number) => {
    if (args.length < min || args.length > max) throw new DeployError(`wrong arguments\n${USAGE}`);
  };
  const unknownFlags = [...flags].filter(
    (flag) => !(command === 'release' && flag === '--no-build'),
  );
  if (unknownFlags.length > 0) throw new DeployError(`unknown option ${unknownFlags[0]}\n${USAGE}`);

  switch (command) {
    case 'release': {
      arity(1, 1);
      const released = await releaseRemote(layout, args[0]!, { build: !flags.has('--no-build') });
      if (!released.created) print(`${released.name} ${released.version} was released before`);
      print(describe(released, 'released'));
      return;
    }
    case 'rollback':
      arity(1, 2);
      print(describe(await rollbackRemote(layout, args[0]!, args[1]), 'rolled back to'));
      return;
    case 'point':
      arity(2, 2);
      print(describe(await pointRemote(layout, args[0]!, args[1]!), 'points at'));
      return;
    case 'status':
      arity(0, 0);
      print(formatStatus(await statusOf(layout)));
      return;
    case 'prepare':
      arity(0, 0);
      await prepare(layout, { log: print });
      return;
    case undefined:
    case 'help':
      print(USAGE);
      return;
    default:
      throw new DeployError(`unknown command "${command}"\n${USAGE}`);
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  // A refusal is one line the operator can act on; anything else is a bug and keeps its stack.
  console.error(err instanceof DeployError ? `deploy: ${err.message}` : err);
  process.exitCode = 1;
});
