/**
 * After `threshold` failures within `windowMs`, skip the service for `openMs`, then let one
 * call through: its success closes the circuit, its failure opens it again.
 */
export class CircuitBreaker {
  private failures: number[] = [];
  private openUntil = 0;
  private trialInFlight = false;

  constructor(
    private readonly now: () => number,
    private readonly threshold = 5,
    private readonly windowMs = 60_000,
    private readonly openMs = 30_000,
  ) {}

  /** Whether a call may go to the service now; a granted trial must be followed by `success` or `failure`. */
  tryAcquire(): boolean {
    if (this.openUntil === 0) return true;
    if (this.now() < this.openUntil || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.failures = [];
    this.openUntil = 0;
    this.trialInFlight = false;
  }

  failure(): void {
    const now = this.now();
    if (this.trialInFlight) {
      this.trialInFlight = false;
      this.openUntil = now + this.openMs;
      return;
    }
    this.failures = [...this.failures.filter((t) => now - t < this.windowMs), now];
    if (this.failures.length >= this.threshold) {
      this.failures = [];
      this.openUntil = now + this.openMs;
    }
  }

  /** Neither a success nor a failure of the service (a request it refused as invalid). */
  release(): void {
    if (this.trialInFlight) {
      this.trialInFlight = false;
      this.openUntil = this.now();
    }
  }

  get state(): 'closed' | 'open' | 'half_open' {
    if (this.openUntil === 0) return 'closed';
    return this.now() < this.openUntil ? 'open' : 'half_open';
  }
}
