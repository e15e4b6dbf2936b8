import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from '@elastic/elasticsearch';
import type { Analyzer } from '../../../domain/search/analyzer.ts';
import type { ProductChange } from '../../../domain/search/search-engine.ts';
import { type BulkTarget, bulkBody, bulkOperations, bulkOutcome } from './bulk-operations.ts';

/** Changes per bulk request. */
export const BULK_CHANGES = 500;
/** Tries of operations the cluster pushed back (429). */
const BULK_ATTEMPTS = 4;

export type Refresh = boolean | 'wait_for';

/** The answer of a write: done, or a target was missing (the store must be ensured again). */
export type WriteOutcome = 'written' | 'target_missing';

/**
 * Writes changes in bulk requests of at most BULK_CHANGES, in order. Stale revisions refused by
 * Elasticsearch are expected and ignored; operations pushed back (429) are sent again after a
 * pause (safe: one that did land is refused as stale); any other refusal fails the write.
 */
export class BulkWriter {
  constructor(
    private readonly client: Client,
    private readonly analyzer: Analyzer,
  ) {}

  async write(
    tenantId: string,
    changes: readonly ProductChange[],
    targets: readonly BulkTarget[],
    refresh: Refresh,
  ): Promise<WriteOutcome> {
    for (let start = 0; start < changes.length; start += BULK_CHANGES) {
      const batch = changes.slice(start, start + BULK_CHANGES);
      if ((await this.writeBatch(tenantId, batch, targets, refresh)) === 'target_missing')
        return 'target_missing';
    }
    return 'written';
  }

  private async writeBatch(
    tenantId: string,
    changes: readonly ProductChange[],
    targets: readonly BulkTarget[],
    refresh: Refresh,
  ): Promise<WriteOutcome> {
    let operations = bulkOperations(changes, this.analyzer, targets, tenantId);
    for (let attempt = 1; operations.length > 0; attempt++) {
      const response = await this.client.bulk({ operations: bulkBody(operations), refresh });
      const outcome = bulkOutcome(response, operations);
      if (outcome.targetMissing) return 'target_missing';
      if (outcome.failures.length > 0) {
        throw new Error(`Elasticsearch refused ${outcome.failures.length} change(s): ${outcome.failures[0]}`);
      }
      if (outcome.retry.length > 0 && attempt >= BULK_ATTEMPTS) {
        throw new Error(`Elasticsearch kept refusing ${outcome.retry.length} change(s) (429)`);
      }
      operations = [...outcome.retry];
      if (operations.length > 0) await sleep(100 * 2 ** attempt);
    }
    return 'written';
  }
}
