import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SearchClient } from '../../clients/node/src/index.ts';
import { HttpProblem } from '../http/http-error.ts';
import type { WidgetAsset } from '../widget/widget-asset.ts';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-catalog.ts';
import { card, h, page, productImage, type WidgetTag } from './demo-html.ts';
import type { DemoState } from './demo-store.ts';

const byId = new Map(DEMO_PRODUCTS.map((p) => [p.id, p]));
const Lang = z.object({ lang: z.enum(['ar', 'en']).default('ar'), q: z.string().max(256).default('') });
const html = (reply: FastifyReply, body: string) =>
  reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);

/** The store's own search, as a store without the service would have it (way B's fallback). */
const ownSearch = (q: string): DemoProduct[] => {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return DEMO_PRODUCTS.filter((p) => {
    const text = `${p.name.en} ${p.name.ar}`.toLowerCase();
    return words.every((w) => text.includes(w));
  }).slice(0, 24);
};

const SAMPLES = [
  'ايفون',
  'ayfon 15',
  'ارز ٢ كيلو',
  'سماعات لاسلكية',
  'قلايه هوائيه',
  'running shoes',
  'عطر عود',
];

/** `/demo`: a sample store showing both ways to show results (the widget, and a server-rendered page). */
export const demoRoutes =
  (state: DemoState, asset: WidgetAsset): FastifyPluginAsync =>
  async (app) => {
    let client: SearchClient | null = null;
    const ready = (): { widget: WidgetTag; client: SearchClient } => {
      if (!state.store || !state.apiBase)
        throw new HttpProblem('not_found', 'The demo store is not loaded yet.');
      client ??= new SearchClient({ baseUrl: state.apiBase, key: state.store.publicKey });
      return {
        widget: {
          src: `/widget/1/${asset.versionedName}`,
          integrity: asset.integrity,
          key: state.store.publicKey,
        },
        client,
      };
    };
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { auth: { level: 'none' as const } };

    r.get('/demo', { config, schema: { hide: true, querystring: Lang } }, async (request, reply) => {
      const { widget } = ready();
      const { lang } = request.query;
      const ar = lang === 'ar';
      const samples = SAMPLES.map(
        (s) =>
          `<a href="/demo/search?q=${encodeURIComponent(s)}">${h(s)}</a> (<a href="/demo/server?q=${encodeURIComponent(s)}&lang=${lang}">${ar ? 'من الخادم' : 'server'}</a>)`,
      ).join(' · ');
      const body = ar
        ? `<h1>متجر تجريبي</h1><p>${DEMO_PRODUCTS.length} منتجًا بالعربية والإنجليزية. اكتب في خانة البحث: الاقتراحات تظهر أثناء الكتابة.</p>
<p>طريقتان لعرض النتائج: <b>في المتصفح</b> (الأداة تعرض النتائج) و<b>من الخادم</b> (الخادم يأخذ <code>ids</code> بالترتيب ويعرض بطاقاته).</p><p>${samples}</p>`
        : `<h1>Demo store</h1><p>${DEMO_PRODUCTS.length} products in Arabic and English. Type in the search box: suggestions appear as you type.</p>
<p>Two ways to show results: <b>in the browser</b> (the widget renders the hits) and <b>on the server</b> (the server takes <code>ids</code> in order and renders its own cards).</p><p>${samples}</p>`;
      return html(reply, page({ title: 'Demo store', lang, widget, body }));
    });

    r.get('/demo/search', { config, schema: { hide: true, querystring: Lang } }, async (request, reply) => {
      const { widget } = ready();
      const { lang, q } = request.query;
      return html(reply, page({ title: q || 'Search', lang, widget, body: '', results: true, q }));
    });

    r.get('/demo/server', { config, schema: { hide: true, querystring: Lang } }, async (request, reply) => {
      const { widget, client: search } = ready();
      const { lang, q } = request.query;
      const result = await search.search({ q, per_page: 24 });
      const products =
        result.source === 'service'
          ? result.ids.flatMap((id) => {
              const p = byId.get(id);
              return p ? [p] : [];
            })
          : ownSearch(q);
      const note =
        result.source === 'service'
          ? `<p>${lang === 'ar' ? 'نتائج مرتبة من خدمة البحث، معروضة من بيانات المتجر' : 'Ranked by the search service, rendered from the store’s own data'} (${result.response.total})</p>`
          : `<p class="note">${lang === 'ar' ? 'لم تجب خدمة البحث في الوقت' : 'The search service did not answer in time'} (${h(result.reason)}): ${lang === 'ar' ? 'نتائج المتجر نفسه' : 'the store’s own results'}</p>`;
      const body = `<div data-source="${result.source}">${note}<ul class="cards">${products.map((p) => card(p, lang)).join('')}</ul></div>`;
      return html(reply, page({ title: q || 'Search', lang, widget, body, q }));
    });

    r.get(
      '/demo/p/:id',
      { config, schema: { hide: true, params: z.object({ id: z.string().max(200) }), querystring: Lang } },
      async (request, reply) => {
        const { widget } = ready();
        const p = byId.get(request.params.id);
        if (!p) throw new HttpProblem('not_found', 'No such demo product.');
        const { lang } = request.query;
        const body = `<ul class="cards">${card(p, lang)}</ul><button type="button" id="add" data-id="${h(p.id)}">${lang === 'ar' ? 'أضف إلى السلة' : 'Add to cart'}</button>
<script>document.getElementById('add').addEventListener('click',function(){window.StoreSearch&&window.StoreSearch.event('add_to_cart',{product_id:this.dataset.id});this.textContent='✓'})</script>`;
        return html(reply, page({ title: p.name[lang], lang, widget, body }));
      },
    );

    r.get(
      '/demo/img/:file',
      {
        config,
        schema: { hide: true, params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,200}\.svg$/) }) },
      },
      async (request, reply) => {
        const p = byId.get(request.params.file.slice(0, -4));
        if (!p) throw new HttpProblem('not_found', 'No such demo image.');
        return reply
          .header('Content-Type', 'image/svg+xml')
          .header('Cache-Control', 'public, max-age=86400')
          .send(productImage(p));
      },
    );
  };
