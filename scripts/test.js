// `npm test`: every check of the repository, each package built once, what need not wait run side
// by side on the machine's cores; stops at the first failure and ends with each stage's wall time.
import { accessSync, constants, statfsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { runTasks } from './lib/run-tasks.js';
import { timingTable } from './lib/timings.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `npm run <script> [-w <workspace>]`: the stages are the scripts a person runs by hand. */
const npm = (script, workspace, args = []) => [
  'npm',
  'run',
  script,
  ...(workspace ? ['-w', workspace] : []),
  ...(args.length > 0 ? ['--', ...args] : []),
];

/**
 * TypeScript 7 checks each project with four checkers side by side, each resolving the types they
 * share again. Here the other stages keep every core busy already: one checker a project did the
 * whole repository's check in 37 CPU-s instead of 59, and sooner on two cores (25 s, not 32).
 */
const ONE_CHECKER = ['--checkers', '1'];

const BUILD = 'build shared-contracts, api, deploy';
const WEB = [
  'shell',
  'remote-auth',
  'remote-portfolio',
  'remote-shop',
  'remote-orders',
  'remote-backoffice',
  'remote-teams',
];
const built = (name) => `build ${name}`;
const tested = (name) => `test ${name}`;

/**
 * In order of priority: what others wait for and the longest first, so that the short ones fill
 * the cores at the end.
 * @type {import('./lib/run-tasks.js').Task[]}
 */
const TASKS = [
  // tsc -b builds shared-contracts, the API and deploy once; every later tsc -b (the type-check,
  // each package's own scripts) finds them up to date.
  { name: BUILD, command: npm('build', 'deploy', ONE_CHECKER) },
  { name: 'lint', command: npm('lint') },
  // Once: the gateway of the journeys serves these builds, and remote-portfolio's server tests
  // render its card bundle.
  ...WEB.map((name) => ({ name: built(name), command: npm('build', name), after: [BUILD] })),
  // The journeys wait on browsers and timers as much as they compute: started first, the
  // one-worker stages below fill the machine beside them. They release changed copies of the
  // builds (`release --from`), never the builds themselves. Counted as no core, they slowed every
  // stage beside them by half and the run by a minute.
  { name: tested('e2e'), command: npm('test', 'e2e'), after: WEB.map(built) },
  {
    name: tested('remote-portfolio'),
    command: npm('test', 'remote-portfolio'),
    after: [built('remote-portfolio')],
  },
  { name: 'typecheck', command: npm('typecheck', undefined, ONE_CHECKER), after: [BUILD] },
  // The one-worker suites beside the journeys too, so that what is left when the journeys end is
  // what spreads over every core: the PostgreSQL leg, the API's and deploy's suites.
  ...[
    'remote-auth',
    'shell',
    'remote-shop',
    'web-kit',
    'remote-orders',
    'remote-backoffice',
    'remote-teams',
    'shared-contracts',
  ].map((name) => ({ name: tested(name), command: npm('test', name), after: [BUILD] })),
  // Mostly the PostgreSQL server's work. Not beside the journeys from their start: they share the
  // server, and fifty payments at once ran out of their time there.
  { name: 'test api on PostgreSQL', command: npm('test:postgres', 'api'), after: [BUILD] },
  // The API's and deploy's suites keep both cores busy with a worker each: after the journeys,
  // whose longest journey ran out of its time beside them. Deploy's suite first, so that the run
  // ends on the API's two workers: with deploy's last, its final 40 s kept only one core busy.
  { name: tested('deploy'), command: npm('test', 'deploy'), after: [BUILD, tested('e2e')] },
  { name: tested('api'), command: npm('test', 'api'), after: [BUILD, tested('e2e')] },
];

/**
 * The suites' scratch data (each test app's embedded database, data folders, the journeys' data)
 * on tmpfs where the machine has one and TMPDIR names no other place: PGlite writes and syncs its
 * files, and copies of the migrated database are 40 MB each; in memory the API's suite took a
 * fifth less CPU time and a fifth less wall time than on disk.
 */
function scratchDir() {
  if (process.env.TMPDIR) return process.env.TMPDIR;
  try {
    accessSync(TMPFS, constants.W_OK);
    // A container's /dev/shm is often 64 MB: the run needs a few GB at its busiest.
    const { bavail, bsize } = statfsSync(TMPFS);
    return bavail * bsize >= TMPFS_NEEDS_BYTES ? TMPFS : undefined;
  } catch {
    return undefined;
  }
}
const TMPFS = '/dev/shm';
const TMPFS_NEEDS_BYTES = 4 * 1024 ** 3;
const scratch = scratchDir();

const begun = performance.now();
const outcomes = await runTasks(TASKS, {
  slots: availableParallelism(),
  cwd: ROOT,
  // As `npm run` does, so that the stages find the workspace's binaries when this runs on its own.
  env: {
    ...process.env,
    ...(scratch && { TMPDIR: scratch }),
    PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
  },
});
console.log(`\n${timingTable(outcomes, (performance.now() - begun) / 1000)}`);
process.exitCode = outcomes.every((outcome) => outcome.status === 'passed') ? 0 : 1;
