import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BlobStore } from '../../../domain/blobs/blob-store.ts';
import type { SignedDownloadLinks } from '../../blobs/signed-download-links.ts';
import { HttpProblem } from '../http-error.ts';

export interface DownloadDeps {
  readonly blobs: BlobStore;
  readonly links: SignedDownloadLinks;
  readonly now: () => Date;
}

/** Serves a blob to whoever holds a valid signed link (data exports); the link is the credential. */
export const downloadRoutes =
  (deps: DownloadDeps): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/v1/downloads/:blob',
      {
        config: { auth: { level: 'none' } },
        schema: {
          tags: ['platform'],
          summary: 'Download a file through a signed link',
          params: z.object({ blob: z.string().regex(/^[A-Za-z0-9_-]{1,700}$/) }),
          querystring: z.object({
            filename: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/),
            expires: z.coerce.number().int().min(0),
            signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
          }),
        },
      },
      async (request, reply) => {
        const { filename, expires, signature } = request.query;
        const grant = deps.links.verify(request.params.blob, filename, expires, signature, deps.now());
        if (grant === 'invalid') throw new HttpProblem('forbidden', 'This download link is not valid.');
        if (grant === 'expired') throw new HttpProblem('forbidden', 'This download link has expired.');
        const blob = await deps.blobs.get(grant.key).catch(() => null);
        if (!blob) throw new HttpProblem('not_found', 'The file is no longer kept.');
        return reply
          .header('Content-Type', blob.contentType)
          .header('Content-Length', String(blob.bytes))
          .header('Content-Disposition', `attachment; filename="${grant.filename}"`)
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .send(Readable.from(blob.body));
      },
    );
  };
