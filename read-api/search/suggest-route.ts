import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../domain/access/principal.ts';
import { normalizeText } from '../../domain/language/normalize.ts';
import { SuggestQueryIn, SuggestResponseOut } from '../../domain/search/contract.ts';
import { DEFAULT_TYPO_SETTINGS } from '../../domain/search/search-query.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { resolveLanguage } from './pipeline/understand/language.ts';
import { withPopularQueries } from './popular-queries.ts';
import type { SearchRouteDeps } from './search-routes.ts';

/**
 * Completions while typing: never billed. Queries the store's shoppers searched that found
 * something come first, most popular first; a query whose latest search found nothing is never
 * offered. A shopper's own recent searches are never part of it.
 */
export const suggestRoute =
  (deps: SearchRouteDeps): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/v1/suggest',
      {
        config: { auth: { level: 'public', scope: 'search' } },
        schema: {
          tags: ['search'],
          summary: 'Suggestions while typing (never billed)',
          querystring: SuggestQueryIn,
          response: { 200: SuggestResponseOut },
        },
      },
      async (request) => {
        const started = performance.now();
        const { tenantId } = principalOf(request);
        const store = await deps.storeOf(tenantId);
        if (!store) throw new DomainError('not_found', 'store was not found');
        const q = request.query;
        const { lang } = resolveLanguage(q.lang, q.q, store);
        // Suggestions never wait on a failing database: without the popular queries, the engine's alone.
        const popular = deps.popularQueries?.(tenantId).catch(() => []);
        const result = await deps.engine.suggest({
          tenantId,
          text: q.q,
          lang,
          limit: q.limit,
          products: q.products,
          typo: { ...DEFAULT_TYPO_SETTINGS, enabled: store.search.typo_tolerance },
        });
        const cards = await deps.cards.cards(tenantId, result.productIds);
        const now = deps.now();
        deps.meter.recordSuggest(tenantId, now);
        const answer = {
          query: q.q,
          suggestions: popular
            ? withPopularQueries(q.q, result.suggestions, await popular, q.limit)
            : result.suggestions.map((s) => ({ ...s })),
          products: result.productIds.flatMap((id) => {
            const card = cards.get(id);
            return card ? [card] : [];
          }),
          categories: result.categories.map((c) => ({ ...c })),
          took_ms: Math.round((performance.now() - started) * 100) / 100,
        };
        deps.observeTook?.('suggest', answer.took_ms);
        deps.telemetry?.append([
          {
            kind: 'suggest',
            id: deps.newId(),
            tenantId,
            at: now.toISOString(),
            session: q.session ?? null,
            query: normalizeText(q.q),
            lang,
            offered: answer.suggestions.map((s) => s.text),
            products: answer.products.map((p) => p.id),
          },
        ]);
        return answer;
      },
    );
  };
