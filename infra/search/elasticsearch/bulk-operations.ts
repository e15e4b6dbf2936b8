import type { estypes } from '@elastic/elasticsearch';
import type { Analyzer } from '../../../domain/search/analyzer.ts';
import type { ProductChange } from '../../../domain/search/search-engine.ts';
import { buildProductSource, removalMarker } from './document-builder.ts';

/** Where a change is written: the store's alias, and during a rebuild also the index being filled. */
export interface BulkTarget {
  readonly index: string;
  readonly isAlias: boolean;
}

/** One change written to one target: the action line and the document. */
export interface BulkOperation {
  readonly action: estypes.BulkOperationContainer;
  readonly document: object;
}

/**
 * Index actions for a batch of changes, in order. The product revision is the external
 * version: Elasticsearch keeps a write only when its revision is above the one held, so a
 * replayed or late change is refused (a version conflict) rather than applied. A removal
 * writes a marker document with the removal's revision instead of deleting, so that an older
 * upsert arriving later cannot bring the product back (deletes are only remembered for a
 * minute, `index.gc_deletes`).
 */
export function bulkOperations(
  changes: readonly ProductChange[],
  analyzer: Analyzer,
  targets: readonly BulkTarget[],
  tenantId: string,
): BulkOperation[] {
  return changes.flatMap((change) => {
    const id = change.kind === 'upsert' ? change.document.id : change.id;
    const revision = change.kind === 'upsert' ? change.document.revision : change.revision;
    const document =
      change.kind === 'upsert'
        ? buildProductSource(change.document, analyzer, tenantId)
        : removalMarker(id, tenantId);
    return targets.map((target) => ({
      action: {
        index: {
          _index: target.index,
          _id: id,
          version: revision,
          version_type: 'external' as const,
          ...(target.isAlias ? { require_alias: true } : {}),
        },
      },
      document,
    }));
  });
}

/** The bulk request body: action and document lines, alternating. */
export const bulkBody = (operations: readonly BulkOperation[]): (estypes.BulkOperationContainer | object)[] =>
  operations.flatMap((o) => [o.action, o.document]);

export interface BulkOutcome {
  /** Operations to send again (the cluster pushed back: 429). */
  readonly retry: readonly BulkOperation[];
  /** Errors other than refused stale revisions. */
  readonly failures: readonly string[];
  /** A target index or alias is gone (another process cleared the store): ensure it again and retry. */
  readonly targetMissing: boolean;
}

const describe = (item: estypes.BulkResponseItem): string =>
  `${item._id ?? '?'} in ${item._index}: ${item.error?.type ?? item.status} ${item.error?.reason ?? ''}`.trim();

/** Sorts a bulk answer's items: stale revisions (409) are expected and ignored. */
export function bulkOutcome(
  response: estypes.BulkResponse,
  operations: readonly BulkOperation[],
): BulkOutcome {
  const retry: BulkOperation[] = [];
  const failures: string[] = [];
  let targetMissing = false;
  if (!response.errors) return { retry, failures, targetMissing };
  response.items.forEach((entry, i) => {
    const item = entry.index ?? entry.create ?? entry.update ?? entry.delete;
    if (item === undefined || item.status < 300 || item.status === 409) return;
    const operation = operations[i];
    if (item.status === 429 && operation !== undefined) retry.push(operation);
    else {
      if (item.error?.type === 'index_not_found_exception') targetMissing = true;
      failures.push(describe(item));
    }
  });
  return { retry, failures, targetMissing };
}
