import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WidgetAsset } from '../../widget/widget-asset.ts';
import { HttpProblem } from '../http-error.ts';

/** The stable name is revalidated daily (fixes reach stores); the content-named file never changes. */
const STABLE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

function sendScript(request: FastifyRequest, reply: FastifyReply, asset: WidgetAsset, cache: string) {
  reply
    .header('Content-Type', 'text/javascript; charset=utf-8')
    .header('Cache-Control', cache)
    .header('ETag', asset.etag)
    .header('Vary', 'Accept-Encoding')
    // Any store's page may load it, with `integrity` and `crossorigin="anonymous"`.
    .header('Access-Control-Allow-Origin', '*')
    .header('Cross-Origin-Resource-Policy', 'cross-origin');
  if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const [body, encoding] = /\bbr\b/.test(accepts)
    ? [asset.brotli, 'br']
    : /\bgzip\b/.test(accepts)
      ? [asset.gzip, 'gzip']
      : [asset.code, null];
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.header('Content-Length', String(body.length)).send(body);
}

/** `/widget/1/…`: the browser widget (major version 1), its content-named copy and its manifest. */
export const widgetRoutes =
  (asset: WidgetAsset, publicBaseUrl: string): FastifyPluginAsync =>
  async (app) => {
    const base = `${publicBaseUrl.replace(/\/+$/, '')}/widget/1`;
    app.withTypeProvider<ZodTypeProvider>().get(
      '/widget/1/:file',
      {
        config: { auth: { level: 'none' } },
        schema: { hide: true, params: z.object({ file: z.string().max(100) }) },
      },
      async (request, reply) => {
        const { file } = request.params;
        if (file === 'search.js') return sendScript(request, reply, asset, STABLE_CACHE);
        if (file === asset.versionedName) return sendScript(request, reply, asset, IMMUTABLE_CACHE);
        if (file === 'manifest.json')
          return reply
            .header('Cache-Control', 'public, max-age=300')
            .header('Access-Control-Allow-Origin', '*')
            .send({
              major: 1,
              script: `${base}/search.js`,
              versioned_script: `${base}/${asset.versionedName}`,
              integrity: asset.integrity,
              bytes: asset.code.length,
              gzip_bytes: asset.gzip.length,
            });
        throw new HttpProblem('not_found', `There is no widget file ${file}.`);
      },
    );
  };
