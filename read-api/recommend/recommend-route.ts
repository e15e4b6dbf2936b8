import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../domain/access/principal.ts';
import { RecommendQueryIn, RecommendResponseOut } from '../../domain/recommend/contract.ts';
import type { CardSource } from '../../domain/search/card-source.ts';
import type { TelemetryLog } from '../../domain/telemetry/telemetry-log.ts';
import { type RecommendSources, recommend } from './recommender.ts';

export interface RecommendRouteDeps {
  readonly sources: RecommendSources;
  readonly cards: CardSource;
  readonly telemetry?: Pick<TelemetryLog, 'append'>;
  readonly newId: () => string;
  readonly now: () => Date;
}

/** GET /v1/recommend: similar, also_viewed, trending, recently_viewed (docs/recommendations.md). */
export const recommendRoute =
  (deps: RecommendRouteDeps): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/v1/recommend',
      {
        config: { auth: { level: 'public', scope: 'search' } },
        schema: {
          tags: ['search'],
          summary: 'Recommendations: similar products, also viewed, trending, recently viewed',
          querystring: RecommendQueryIn,
          response: { 200: RecommendResponseOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const q = request.query;
        const { ids, source } = await recommend(deps.sources, tenantId, q);
        const cards = await deps.cards.cards(tenantId, ids);
        const products = ids.flatMap((id) => {
          const card = cards.get(id);
          return card ? [card] : [];
        });
        deps.telemetry?.append([
          {
            kind: 'recommend',
            id: deps.newId(),
            tenantId,
            at: deps.now().toISOString(),
            session: q.session ?? null,
            type: q.type,
            source,
            productId: q.product_id ?? null,
            ids: products.map((p) => p.id),
          },
        ]);
        return { type: q.type, ids: products.map((p) => p.id), products, source };
      },
    );
  };
