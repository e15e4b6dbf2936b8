import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../domain/access/principal.ts';
import { canonicalJson } from '../../domain/catalog/content-hash.ts';
import { BatchIn, BatchOut } from '../../domain/catalog/contract.ts';
import { normalizeProduct, ProductIn } from '../../domain/catalog/product.ts';
import type { BatchItem, ItemError } from '../../domain/catalog/upsert-batch.ts';
import { isStorableText, issueCode } from '../../domain/shared/storable-text.ts';
import type { CommandDeps } from '../shared/command-deps.ts';
import { loadStoreProfile } from '../tenancy/load-store.ts';
import type { CatalogWriter } from './catalog-writer.ts';

const idOf = (raw: unknown): string | null => {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 128 && isStorableText(id) ? id : null;
};

/** Work done between two turns of the event loop while a batch is checked, at most about this long. */
const CHECK_SLICE_MS = 3;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Checks each product on its own: a bad product is reported with its field path and skipped.
 * A batch is checked in slices of about `CHECK_SLICE_MS` with a turn of the event loop between
 * them: 1,000 products take about 40 ms to check, which searches answered by the same process
 * would otherwise wait for.
 */
export async function validateItems(
  upsert: readonly unknown[],
  hash: (text: string) => string,
  clock: () => number = () => performance.now(),
) {
  const items: BatchItem[] = [];
  const errors: ItemError[] = [];
  const refusedIds: string[] = [];
  let sliceStarted = clock();
  for (let index = 0; index < upsert.length; index++) {
    if (index > 0 && clock() - sliceStarted >= CHECK_SLICE_MS) {
      await nextTurn();
      sliceStarted = clock();
    }
    const raw = upsert[index];
    const parsed = ProductIn.safeParse(raw);
    if (parsed.success) {
      const product = normalizeProduct(parsed.data);
      items.push({ index, product, hash: hash(canonicalJson(product)) });
      continue;
    }
    const id = idOf(raw);
    if (id) refusedIds.push(id);
    for (const issue of parsed.error.issues) {
      errors.push({
        index,
        id,
        field: ['upsert', index, ...issue.path].map(String).join('.'),
        code: issueCode(issue),
        message: issue.message,
      });
    }
  }
  return { items, errors, refusedIds };
}

export const catalogBatchRoute =
  (deps: CommandDeps & { writer: CatalogWriter; hash: (text: string) => string }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/v1/products/batch',
      {
        bodyLimit: 32 * 1024 * 1024,
        config: { auth: { level: 'secret', scope: 'catalog:write' } },
        schema: {
          tags: ['catalog'],
          summary: 'Upsert and delete up to 1,000 products; unchanged products cost nothing',
          description:
            'Each product is validated on its own: a bad product is listed in `errors` (with its index and a dotted field path such as upsert.17.price) and the valid ones are stored. The whole call is refused (422) only when the envelope is wrong.',
          body: BatchIn,
          response: { 200: BatchOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const body = request.body;
        const store = await loadStoreProfile(deps.eventStore, tenantId);
        const validated = await validateItems(body.upsert, deps.hash);
        const { report, position } = await deps.writer.upsertBatch({
          tenantId,
          items: validated.items,
          deletes: body.delete.map((id, index) => ({ index, id })),
          refusedIds: validated.refusedIds,
          syncId: body.sync_id ?? null,
          syncComplete: body.sync_complete,
          replaceAll: body.replace_all,
          storeLocales: store.locales,
          productsLimit: store.productsLimit,
          now: deps.now().toISOString(),
        });
        // Answered once the read models and the search index (every worker's) hold the batch:
        // a search sent after the answer finds what it wrote. An unchanged batch appends nothing.
        await deps.settle(position);
        const errors = [...validated.errors, ...report.errors].sort((a, b) =>
          a.field.startsWith('delete') === b.field.startsWith('delete')
            ? a.index - b.index
            : a.field.startsWith('delete')
              ? 1
              : -1,
        );
        return {
          added: report.added,
          updated: report.updated,
          unchanged: report.unchanged,
          deleted: report.deleted,
          removed_by_sync: report.removed_by_sync,
          errors,
          sync: body.sync_id
            ? { id: body.sync_id, status: body.sync_complete ? ('completed' as const) : ('open' as const) }
            : null,
        };
      },
    );
  };
