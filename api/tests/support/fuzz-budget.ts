/**
 * How hard the fuzz suite tries. `npm test` sends 50 bodies a route (the same every run: a fixed
 * seed), which cost the PostgreSQL leg 29 CPU-s where 100 cost 40; scripts/fuzz.js (npm run bench)
 * raises FUZZ_RUNS to thousands and asks for the tally: the long search is the bench's.
 */
export interface FuzzBudget {
  runs: number;
  seed: number;
  timeoutMs: number;
  report: boolean;
}

const positive = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export function fuzzBudget(env = process.env): FuzzBudget {
  const runs = positive(env.FUZZ_RUNS, 50);
  return {
    runs,
    // Fixed, so a failure in CI is the same failure on a laptop; fast-check prints it with the case.
    seed: positive(env.FUZZ_SEED, 20_261_123),
    // Login and sign-up bodies that pass validation cost a password hash each.
    timeoutMs: Math.max(60_000, runs * 150),
    report: env.FUZZ_REPORT === '1',
  };
}

const tally = new Map<string, { runs: number; ok: number; client: number; server: number }>();
const started = Date.now();

export function recordAnswer(route: string, status: number) {
  const row = tally.get(route) ?? { runs: 0, ok: 0, client: 0, server: 0 };
  row.runs += 1;
  if (status >= 500) row.server += 1;
  else if (status >= 400) row.client += 1;
  else row.ok += 1;
  tally.set(route, row);
}

/** Runs per route and how they were answered, for the bench's figures. */
export function reportTally(budget: FuzzBudget) {
  if (!budget.report) return;
  const lines = [...tally].map(
    ([route, row]) =>
      `${route.padEnd(52)} ${String(row.runs).padStart(6)} runs  ${String(row.ok).padStart(5)} 2xx  ` +
      `${String(row.client).padStart(6)} 4xx  ${String(row.server).padStart(3)} 5xx`,
  );
  const total = [...tally.values()].reduce((sum, row) => sum + row.runs, 0);
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(
    `${[
      `fuzz: seed ${budget.seed}, ${budget.runs} runs a route`,
      ...lines,
      `${total} requests in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)}/s)`,
    ].join('\n')}\n`,
  );
}
