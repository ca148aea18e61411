/** Polls `check` until it returns a value (not undefined) or the deadline passes. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  {
    deadlineMs = 10_000,
    everyMs = 50,
    what = 'the condition',
    onTimeout = () => '',
  }: { deadlineMs?: number; everyMs?: number; what?: string; onTimeout?: () => string } = {},
): Promise<T> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) {
      throw new Error(`${what} did not happen within ${deadlineMs} ms\n${onTimeout()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
