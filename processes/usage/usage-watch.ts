import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import type { EventStore } from '../../domain/event-store/event-store.ts';
import { usageStream } from '../../domain/usage/usage-events.ts';
import { SPIKE_RULE, usageWatchDecider } from '../../domain/usage/usage-watch.ts';

export interface UsageWatchDeps {
  readonly eventStore: EventStore;
  readonly newId: () => string;
  readonly now: () => Date;
  /**
   * Stores that searched lately, each with its billed searches so far in its own billing period
   * (`period`: the period's label) and the period's limit.
   */
  readonly billedSearches: (
    now: Date,
  ) => Promise<readonly { tenantId: string; billed: number; period: string; limit: number | null }[]>;
  readonly zeroResultWindows: (
    since: Date,
    until: Date,
  ) => Promise<
    readonly {
      tenantId: string;
      searches: number;
      zeroResults: number;
      baselineRate: number;
      topQueries: readonly string[];
    }[]
  >;
}

/**
 * One pass of the usage watch (run by the worker on a schedule): stores whose billed searches
 * reached 80% of their billing period's limit are told through `UsageThresholdReached` (once per threshold and
 * period: the decider remembers), and stores whose searches stopped finding things through
 * `ZeroResultsSpikeDetected`. Both land on `usage-<tenantId>` for webhooks to deliver.
 */
export async function watchUsage(deps: UsageWatchDeps): Promise<string | null> {
  const now = deps.now();
  const at = now.toISOString();
  let told = 0;
  for (const { tenantId, billed, period, limit } of await deps.billedSearches(now)) {
    if (limit === null || billed * 100 < 80 * limit) continue;
    const r = await handleCommand(
      deps.eventStore,
      usageStream(tenantId),
      usageWatchDecider,
      { type: 'RecordUsageLevel', tenantId, period, used: billed, limit, at },
      { newEventId: deps.newId },
    );
    told += r.events.length;
  }
  const since = new Date(now.getTime() - SPIKE_RULE.windowMs);
  for (const w of await deps.zeroResultWindows(since, now)) {
    if (w.zeroResults < SPIKE_RULE.minZeroResults) continue;
    const r = await handleCommand(
      deps.eventStore,
      usageStream(w.tenantId),
      usageWatchDecider,
      {
        type: 'CheckZeroResults',
        tenantId: w.tenantId,
        windowStart: since.toISOString(),
        at,
        searches: w.searches,
        zeroResults: w.zeroResults,
        baselineRate: w.baselineRate,
        topQueries: w.topQueries,
      },
      { newEventId: deps.newId },
    );
    told += r.events.length;
  }
  return told > 0 ? `${told} usage notices appended` : null;
}
