/** 41.3 s, or 2m 05s from a minute on. */
export function duration(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

/**
 * The table printed at the end of a run, passed or not: each stage's status, when it started
 * after the run began, how long it took and the processor time it used (more than its wall time
 * when it kept several cores busy); then the run's own wall time and the processor time of all.
 *
 * @param {import('./run-tasks.js').Outcome[]} outcomes
 * @param {number} totalSeconds
 */
export function timingTable(outcomes, totalSeconds) {
  const rows = outcomes.map(({ name, status, startedAt, seconds, cpuSeconds }) => [
    name,
    status,
    startedAt === undefined ? '' : `+${duration(startedAt)}`,
    seconds === undefined ? '' : duration(seconds),
    cpuSeconds === undefined ? '' : duration(cpuSeconds),
  ]);
  const cpuTotal = outcomes.reduce((sum, { cpuSeconds = 0 }) => sum + cpuSeconds, 0);
  rows.push(['total', '', '', duration(totalSeconds), duration(cpuTotal)]);
  const header = ['stage', 'status', 'started', 'took', 'cpu'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
