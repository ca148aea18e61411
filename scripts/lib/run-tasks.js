import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * @typedef {object} Task
 * @property {string} name
 * @property {string[]} command what to run, e.g. ['npm', 'test', '-w', 'api']
 * @property {string[]} [after] the tasks that must pass before this one starts
 * @property {number} [cpus] how many cores it keeps busy (1 unless said)
 *
 * @typedef {object} Outcome
 * @property {string} name
 * @property {'passed' | 'failed' | 'stopped' | 'not run'} status
 * @property {number} [startedAt] seconds after the run began
 * @property {number} [seconds] its wall time
 * @property {number} [cpuSeconds] the processor time (user and system) of all its processes
 */

const KILL_GRACE_MS = 5_000;

const seconds = (since) => (performance.now() - since) / 1000;

/**
 * Runs a command under bash, whose `times` then writes the processor time of every process the
 * command started (children, their children: all were waited for) to descriptor 3: what a stage
 * costs the machine, beside the wall time that other stages share.
 */
const TIMED = ['bash', '-c', '"$@"; status=$?; times >&3; exit $status', 'bash'];

/** `times` writes two lines, the shell's own and its children's: `1m2.500s 0m3.250s`. */
function cpuSecondsOf(timesOutput) {
  const children = timesOutput.trim().split('\n').pop() ?? '';
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length !== 2) return undefined;
  return parts.reduce((sum, [, minutes, secs]) => sum + Number(minutes) * 60 + Number(secs), 0);
}

/** Ends a task's whole process group (its npm, its test runner, their workers, a web server). */
function stop(child) {
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  setTimeout(() => signal('SIGKILL'), KILL_GRACE_MS).unref();
}

/**
 * Runs the tasks, each as soon as those it comes after have passed and enough of the `slots`
 * cores are free, in the list's order of priority; a task that does not fit yet lets the smaller
 * ones after it use the free cores meanwhile. A task's output is kept and printed in one piece
 * when it ends (the output of tasks running side by side, interleaved, would be unreadable). The
 * first failure stops everything still running, and nothing more starts.
 *
 * @param {Task[]} tasks
 * @param {{ slots: number, cwd?: string, env?: NodeJS.ProcessEnv, print?: (text: string) => void }} options
 * @returns {Promise<Outcome[]>} one per task, in the tasks' order
 */
export function runTasks(
  tasks,
  { slots, cwd = process.cwd(), env = process.env, print = (text) => process.stdout.write(text) },
) {
  // A task may only come after tasks listed before it: no cycles, and the order stays readable.
  const listed = new Set();
  for (const task of tasks) {
    for (const name of task.after ?? []) {
      if (!listed.has(name))
        throw new Error(`"${task.name}" comes after "${name}", not listed before it`);
    }
    listed.add(task.name);
  }

  const begun = performance.now();
  /** @type {Map<string, Outcome>} */
  const outcomes = new Map();
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const running = new Map();
  let waiting = [...tasks];
  let busy = 0;
  let failed = false;

  const cpusOf = (task) => Math.min(task.cpus ?? 1, slots);
  const ready = (task) =>
    (task.after ?? []).every((name) => outcomes.get(name)?.status === 'passed');

  const stopAll = () => {
    for (const child of running.values()) stop(child);
  };
  const onSignal = (signal) => {
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  return new Promise((resolve) => {
    function finish() {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      resolve(
        tasks.map((task) => outcomes.get(task.name) ?? { name: task.name, status: 'not run' }),
      );
    }

    function start(task) {
      const startedAt = seconds(begun);
      const since = performance.now();
      busy += cpusOf(task);
      print(`▶ ${task.name}\n`);
      const [file, ...args] = [...TIMED, ...task.command];
      const child = spawn(file, args, {
        cwd,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      });
      running.set(task.name, child);
      /** @type {Buffer[]} */
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      let times = '';
      child.stdio[3].on('data', (chunk) => (times += chunk));
      child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.once('close', (code, signal) => {
        running.delete(task.name);
        busy -= cpusOf(task);
        const status = code === 0 ? 'passed' : failed ? 'stopped' : 'failed';
        const elapsed = seconds(since);
        const cpuSeconds = cpuSecondsOf(times);
        outcomes.set(task.name, {
          name: task.name,
          status,
          startedAt,
          seconds: elapsed,
          cpuSeconds,
        });
        if (status !== 'stopped') {
          const how = signal ? `${status} (${signal})` : status;
          print(`\n━━ ${task.name}: ${how} in ${elapsed.toFixed(1)} s ━━\n`);
          print(Buffer.concat(output).toString());
        }
        if (status === 'failed') {
          failed = true;
          stopAll();
        }
        schedule();
      });
    }

    function schedule() {
      if (!failed) {
        for (const task of waiting) {
          if (!ready(task)) continue;
          if (busy + cpusOf(task) > slots) continue;
          waiting = waiting.filter((other) => other !== task);
          start(task);
        }
      }
      if (running.size === 0) finish();
    }

    schedule();
  });
}
