import type { CatalogWriter } from '../../commands/catalog/catalog-writer.ts';
import { loadStoreProfile } from '../../commands/tenancy/load-store.ts';
import type { BlobStore } from '../../domain/blobs/blob-store.ts';
import { canonicalJson } from '../../domain/catalog/content-hash.ts';
import type { BatchItem } from '../../domain/catalog/upsert-batch.ts';
import { decideUpsertBatch, emptyBatchReport } from '../../domain/catalog/upsert-batch.ts';
import { foldEvents } from '../../domain/command-handling/handle-command.ts';
import type { EventStore } from '../../domain/event-store/event-store.ts';
import type { ImportItemErrorT } from '../../domain/imports/contract.ts';
import { importDecider } from '../../domain/imports/import.ts';
import {
  type ImportOutcome,
  type ImportRequested,
  importStream,
} from '../../domain/imports/import-events.ts';
import { resolveColumns } from '../../domain/imports/resolve-columns.ts';
import { rowToProduct } from '../../domain/imports/row-to-product.ts';
import { OutboundError, type OutboundHttp } from '../../domain/outbound/outbound-http.ts';
import { CURRENCIES } from '../../domain/tenancy/store-settings.ts';
import type { JobContext, JobHandler } from '../jobs/job-runner.ts';
import { runImportCommand } from './import-command.ts';
import { openSource, type SourceLimits } from './open-source.ts';
import { type RememberedRow, RowMemo } from './row-memo.ts';

export interface RunImportDeps {
  readonly eventStore: EventStore;
  readonly writer: CatalogWriter;
  readonly blobs: BlobStore;
  readonly outbound: OutboundHttp;
  readonly newId: () => string;
  readonly now: () => Date;
  readonly hash: (text: string) => string;
  readonly limits: SourceLimits;
}

/** Products sent per catalog command: the batch API's own limit. */
const BATCH = 1_000;
const KNOWN_CURRENCIES: ReadonlySet<string> = new Set(CURRENCIES);

interface Tally {
  rows: number;
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
  failed: number;
}

/** Why an import failed, for the merchant: a refused or failed download names its cause's code. */
const outcomeError = (error: unknown): string =>
  (error instanceof OutboundError
    ? `${error.code}: ${error.message}`
    : error instanceof Error
      ? error.message
      : String(error)
  ).slice(0, 1000);

/**
 * Reads an import's source row by row and writes it through the catalog's own batch command
 * (the same decider as `POST /v1/products/batch`), 1,000 products at a time, as one full sync:
 * products the source no longer lists are removed only when the whole source was read without
 * a fatal error and at least one row was good. A dry run decides on the catalog as it is and
 * appends nothing.
 */
async function importRows(
  deps: RunImportDeps,
  request: ImportRequested['data'],
  ctx: JobContext,
  acc: { readonly tally: Tally; readonly errors: ImportItemErrorT[] },
) {
  const store = await loadStoreProfile(deps.eventStore, request.tenantId);
  const source = await openSource(request, {
    blobs: deps.blobs,
    outbound: deps.outbound,
    limits: deps.limits,
    signal: ctx.signal,
  });
  const { tally, errors } = acc;
  const seen = new Set<string>();
  const metadata = { source: request.source, importId: request.importId };
  // The catalog as the import found it: a dry run decides on it; removals spare what changed since.
  const startState = await deps.writer.state(request.tenantId);
  const dryState = request.dryRun ? startState : null;
  let items: BatchItem[] = [];
  let refusedIds: string[] = [];
  // Rows the memo knows: decided against the catalog at the batch's turn (see `send`).
  let recalled: { index: number; cells: readonly string[]; rowKey: string; row: RememberedRow }[] = [];
  let memo: RowMemo | null = null;
  let good = 0;
  /** Rows the memo recalled and the catalog confirmed: not read at all. */
  let recalledUnchanged = 0;
  const note = (e: ImportItemErrorT) => {
    if (errors.length < 1_000) errors.push(e);
  };

  const send = async (deletes: readonly string[] = []) => {
    if (recalled.length > 0) {
      // A recalled row whose product the catalog holds with the hash it gave last time gives
      // that same product again: unchanged, without reading it. Any other is read in full now.
      const catalog = dryState ?? (await deps.writer.state(request.tenantId));
      for (const r of recalled) {
        if (catalog.products.get(r.row.id)?.hash === r.row.hash) {
          tally.unchanged++;
          recalledUnchanged++;
          memo?.remember(r.rowKey, r.row);
          continue;
        }
        const result = readRow(r.cells);
        if (result.ok && result.product.id === r.row.id) {
          const hash = deps.hash(canonicalJson(result.product));
          items.push({ index: r.index, product: result.product, hash });
          memo?.remember(r.rowKey, { id: r.row.id, hash });
        } else {
          // Not what the row gave before (the memo was not of this row): refused as read.
          tally.failed++;
          good--;
          if (!result.ok) {
            if (result.id) refusedIds.push(result.id);
            for (const e of result.errors)
              note({ id: result.id, index: r.index, code: e.code, message: e.message });
          } else
            note({
              id: r.row.id,
              index: r.index,
              code: 'invalid_value',
              message: 'the row changed while read',
            });
        }
      }
      recalled = [];
    }
    const batch = {
      tenantId: request.tenantId,
      items,
      deletes: deletes.map((id, index) => ({ index, id })),
      refusedIds,
      syncId: null,
      syncComplete: false,
      replaceAll: false,
      storeLocales: store.locales,
      productsLimit: store.productsLimit,
      now: deps.now().toISOString(),
    };
    const empty = items.length === 0 && deletes.length === 0 && refusedIds.length === 0;
    const report = empty
      ? emptyBatchReport() // nothing to send: every row of the batch was recalled unchanged
      : dryState
        ? decideUpsertBatch(batch, dryState).report
        : (await deps.writer.upsertBatch(batch, metadata)).report;
    tally.added += report.added;
    tally.changed += report.updated;
    tally.unchanged += report.unchanged;
    tally.removed += report.deleted;
    const rowErrors = report.errors.filter((e) => !e.field.startsWith('delete'));
    const failedRows = new Set(rowErrors.map((e) => e.index));
    tally.failed += failedRows.size;
    good -= failedRows.size;
    for (const e of rowErrors) note({ id: e.id, index: e.index, code: e.code, message: e.message });
    items = [];
    refusedIds = [];
    const total = source.totalBytes;
    if (total) await ctx.progress(Math.min(0.99, source.bytesRead() / total));
  };

  let header: string[] | null = null;
  let columns = null as ReturnType<typeof resolveColumns> | null;
  let canceled = false;
  const locale = request.locale ?? store.defaultLocale;
  const readRow = (cells: readonly string[]) =>
    rowToProduct(cells, columns?.ok ? columns.value.columns : [], {
      locale,
      currency: store.currency,
      knownCurrencies: KNOWN_CURRENCIES,
    });
  for await (const row of source.rows) {
    if (header === null) {
      header = row;
      columns = resolveColumns(header, request.mapping, store.locales);
      if (!columns.ok) throw new Error(columns.message);
      memo = await RowMemo.load(
        deps.blobs,
        { tenantId: request.tenantId, columns: columns.value.columns, locale, currency: store.currency },
        deps.hash,
      );
      continue;
    }
    if (!columns?.ok) break;
    const index = tally.rows++;
    const rowKey = memo?.rowKey(row) ?? null;
    const known = rowKey === null ? undefined : memo?.recall(rowKey);
    if (rowKey !== null && known && !seen.has(known.id)) {
      seen.add(known.id);
      good++;
      recalled.push({ index, cells: row, rowKey, row: known });
      if (items.length + recalled.length >= BATCH) {
        if (ctx.signal.aborted) {
          canceled = true;
          break;
        }
        await send();
      }
      continue;
    }
    const result = readRow(row);
    if (!result.ok) {
      tally.failed++;
      if (result.id) refusedIds.push(result.id);
      for (const e of result.errors) note({ id: result.id, index, code: e.code, message: e.message });
    } else if (seen.has(result.product.id)) {
      tally.failed++;
      note({
        id: result.product.id,
        index,
        code: 'duplicate_id',
        message: `${result.product.id} appears on an earlier row`,
      });
    } else {
      seen.add(result.product.id);
      good++;
      const hash = deps.hash(canonicalJson(result.product));
      items.push({ index, product: result.product, hash });
      if (rowKey !== null) memo?.remember(rowKey, { id: result.product.id, hash });
    }
    if (result.ok === false && result.id) seen.add(result.id);
    if (items.length + recalled.length >= BATCH) {
      if (ctx.signal.aborted) {
        canceled = true;
        break;
      }
      await send();
    }
  }
  if (header === null) throw new Error('the source is empty');
  // Only a source read to its end, with good rows, may remove what it does not list.
  const complete = !canceled && good > 0;
  if (!canceled && items.length + recalled.length > 0) await send();
  if (complete) {
    // Products the source no longer lists, except those changed by another writer since the import began.
    const current = dryState ?? (await deps.writer.state(request.tenantId));
    const gone: string[] = [];
    for (const [id, entry] of current.products)
      if (!seen.has(id) && entry.changedAt < startState.eventCount) gone.push(id);
    if (dryState) tally.removed += gone.length;
    else for (let i = 0; i < gone.length; i += BATCH) await send(gone.slice(i, i + BATCH));
  }
  // What each row gave, for the next import of this feed: only after a complete, real import.
  if (complete && !dryState) await memo?.save(deps.blobs);
  const stats: Record<string, number> = { ...tally };
  if (columns?.ok) {
    stats.unmapped_columns = columns.value.unmapped.length;
    stats.rows_recalled = recalledUnchanged;
  }
  const status: ImportOutcome = canceled ? 'canceled' : good > 0 || tally.rows === 0 ? 'succeeded' : 'failed';
  let error: string | null = null;
  if (tally.rows === 0) error = 'the source has no product rows: nothing was imported or removed';
  else if (good <= 0 && !canceled) error = 'no row could be imported: nothing was removed';
  return {
    status: error && !canceled ? ('failed' as const) : status,
    stats,
    errors,
    error,
    unmapped: columns?.ok ? columns.value.unmapped : [],
  };
}

/** The `import` job: runs one import to its end and records the outcome on the import (and its repeating parent). */
export const runImportJob =
  (deps: RunImportDeps): JobHandler =>
  async (ctx) => {
    const importId = String(ctx.params.importId ?? '');
    const state = foldEvents(
      importDecider,
      await deps.eventStore.readStream(importStream(ctx.tenantId, importId)),
    );
    if (state.status === 'absent') throw new Error(`import ${importId} was not found`);
    const request = state.request;
    const at = () => deps.now().toISOString();
    await runImportCommand(deps, ctx.tenantId, importId, { type: 'StartImport', now: at() });
    const acc = { tally: { rows: 0, added: 0, changed: 0, unchanged: 0, removed: 0, failed: 0 }, errors: [] };
    let outcome: Awaited<ReturnType<typeof importRows>>;
    try {
      outcome = await importRows(deps, request, ctx, acc);
    } catch (e) {
      // What was read before the failure is imported; nothing is removed.
      outcome = {
        status: ctx.signal.aborted ? 'canceled' : 'failed',
        stats: { ...acc.tally },
        errors: acc.errors,
        error: outcomeError(e),
        unmapped: [],
      };
    }
    await runImportCommand(deps, ctx.tenantId, importId, {
      type: 'FinishImport',
      status: outcome.status,
      stats: outcome.stats,
      errors: outcome.errors,
      error: outcome.error,
      now: at(),
    });
    if (request.parentId)
      await runImportCommand(deps, ctx.tenantId, request.parentId, {
        type: 'EndRun',
        runId: importId,
        status: outcome.status,
        now: at(),
      });
    if (outcome.status === 'failed') throw new Error(outcome.error ?? 'the import failed');
    if (outcome.status === 'canceled') throw new Error('canceled');
    return { import_id: importId, ...outcome.stats, unmapped_columns: outcome.unmapped };
  };
