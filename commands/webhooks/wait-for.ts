/** Polls `probe` until it gives a value or `timeoutMs` passes (then null). */
export async function waitFor<T>(probe: () => Promise<T | null>, timeoutMs: number): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 5; ; delay = Math.min(delay * 2, 100)) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) return null;
    await new Promise((r) => setTimeout(r, delay));
  }
}
