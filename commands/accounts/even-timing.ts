/**
 * Makes two paths of one endpoint take alike long: the slow path's durations are followed
 * (a moving average), and the fast path waits until as long has passed. Used where an
 * existing account answers faster than a new one (sign-up), so timing does not tell them apart.
 */
export class EvenTiming {
  private average: number;

  constructor(initialMs: number) {
    this.average = initialMs;
  }

  recordSlow(elapsedMs: number): void {
    this.average = this.average * 0.8 + elapsedMs * 0.2;
  }

  async padFast(elapsedMs: number): Promise<void> {
    const wait = this.average * (0.9 + Math.random() * 0.2) - elapsedMs;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
