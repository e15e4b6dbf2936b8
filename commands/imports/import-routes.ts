import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import type { BlobStore } from '../../domain/blobs/blob-store.ts';
import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import {
  CreatableSource,
  ImportCreateIn,
  ImportOut,
  type ImportOutT,
  ImportPatchIn,
  Locale,
  MAPPING_MAX_CHARS,
  Mapping,
} from '../../domain/imports/contract.ts';
import { importDecider } from '../../domain/imports/import.ts';
import { importBlobKey, importStream } from '../../domain/imports/import-events.ts';
import { DomainError, type FieldError } from '../../domain/shared/domain-error.ts';
import type { CommandDeps } from '../shared/command-deps.ts';
import { importRequestErrors, requestImport } from './request-import.ts';
import { hashedAsRead, uploadDigest } from './upload-digest.ts';

export interface ImportRouteDeps extends CommandDeps {
  readonly blobs: BlobStore;
  /** Largest uploaded file. */
  readonly maxBytes: number;
  /** The import as clients see it (read model), after a write settled. */
  readonly findImport: (tenantId: string, importId: string) => Promise<ImportOutT | null>;
}

const invalid = (errors: FieldError[]) =>
  new DomainError('invalid_request', `${errors.length} field(s) are not valid`, errors);

const withStatus = (status: number, message: string) =>
  Object.assign(new Error(message), { statusCode: status });

const UploadFields = z
  .object({
    source: CreatableSource,
    dry_run: z.enum(['true', 'false', '1', '0', 'on', '']).optional(),
    mapping: z.string().max(MAPPING_MAX_CHARS).optional(),
    locale: z.union([Locale, z.literal('')]).optional(),
  })
  .strict();

function uploadErrors(fields: Record<string, string>): {
  errors: FieldError[];
  value: z.infer<typeof UploadFields> | null;
  mapping: Record<string, string>;
} {
  const parsed = UploadFields.safeParse(fields);
  if (!parsed.success)
    return {
      errors: parsed.error.issues.map((i) => ({
        field: i.path.map(String).join('.') || 'body',
        code: i.code,
        message: i.message,
      })),
      value: null,
      mapping: {},
    };
  let mapping: Record<string, string> = {};
  if (parsed.data.mapping) {
    let json: unknown;
    try {
      json = JSON.parse(parsed.data.mapping);
    } catch {
      return {
        errors: [
          { field: 'mapping', code: 'invalid_json', message: 'must be a JSON object of column to field' },
        ],
        value: null,
        mapping,
      };
    }
    const m = Mapping.safeParse(json);
    if (!m.success)
      return {
        errors: m.error.issues.map((i) => ({
          field: ['mapping', ...i.path].map(String).join('.'),
          code: i.code,
          message: i.message,
        })),
        value: null,
        mapping,
      };
    mapping = m.data;
  }
  return { errors: [], value: parsed.data, mapping };
}

export const importWriteRoutes =
  (deps: ImportRouteDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: deps.maxBytes, files: 1, fields: 10, fieldSize: MAPPING_MAX_CHARS * 4, parts: 12 },
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const answer = async (tenantId: string, importId: string): Promise<ImportOutT> => {
      const found = await deps.findImport(tenantId, importId);
      if (!found) throw new DomainError('internal_error', 'the import was recorded but cannot be read yet');
      return found;
    };

    r.post(
      '/v1/imports',
      {
        config: { auth: { level: 'secret', scope: 'catalog:write' } },
        schema: {
          tags: ['imports'],
          summary: 'Import a catalog from a URL (CSV, Google Sheet, product feed), once or hourly/daily',
          body: ImportCreateIn,
          response: { 202: ImportOut },
        },
      },
      async (request, reply) => {
        const { tenantId } = principalOf(request);
        const b = request.body;
        const req = {
          tenantId,
          source: b.source,
          sourceUrl: b.url ?? null,
          filename: null,
          mapping: b.mapping ?? {},
          locale: b.locale ?? null,
          dryRun: b.dry_run,
          repeat: b.repeat ?? null,
        };
        const errors = await importRequestErrors(deps, req);
        if (errors.length > 0) throw invalid(errors);
        const importId = deps.newId();
        await requestImport(deps, { ...req, importId, blobKey: null, parentId: null });
        return reply.code(202).send(await answer(tenantId, importId));
      },
    );

    r.post(
      '/v1/imports/upload',
      {
        config: { auth: { level: 'secret', scope: 'catalog:write' }, claimsIdempotencyKey: true },
        schema: {
          tags: ['imports'],
          summary: 'Import a catalog file (CSV, XLSX, product feed) sent as multipart/form-data',
          description:
            'Parts: `file` (the file), `source` (csv, xlsx, gsheet, feed_merchant), `dry_run` (true/false), `mapping` (a JSON object of column to field, at most 20,000 characters), `locale`.',
          consumes: ['multipart/form-data'],
          response: { 202: ImportOut },
        },
      },
      async (request, reply) => {
        const { tenantId } = principalOf(request);
        if (!request.isMultipart()) throw withStatus(415, 'send the file as multipart/form-data');
        const importId = deps.newId();
        const blobKey = importBlobKey(tenantId, importId);
        const fields: Record<string, string> = {};
        let filename: string | null = null;
        let file: Parameters<typeof uploadDigest>[1] = null;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== 'file' || filename !== null) {
                part.file.resume();
                throw invalid([
                  {
                    field: part.fieldname,
                    code: 'unrecognized_keys',
                    message: 'the one file goes in the part named file',
                  },
                ]);
              }
              filename = (part.filename || 'upload').slice(0, 255);
              const hash = createHash('sha256');
              await deps.blobs.put(
                blobKey,
                hashedAsRead(part.file, hash),
                part.mimetype || 'application/octet-stream',
              );
              if (part.file.truncated)
                throw withStatus(413, `the file is larger than ${deps.maxBytes} bytes`);
              file = { fieldname: part.fieldname, filename, sha256: hash.digest('hex') };
            } else fields[part.fieldname] = String(part.value ?? '');
          }
          const parsed = uploadErrors(fields);
          const errors = [...parsed.errors];
          if (filename === null)
            errors.push({ field: 'file', code: 'required', message: 'the file is missing' });
          if (errors.length > 0 || !parsed.value) throw invalid(errors);
          // The Idempotency-Key covers the fields and the file's bytes (a replay sends the first answer).
          if (await request.claimIdempotencyKey(uploadDigest(fields, file))) {
            await deps.blobs.delete(blobKey).catch(() => undefined);
            return reply;
          }
          const req = {
            tenantId,
            source: parsed.value.source,
            sourceUrl: null,
            filename,
            mapping: parsed.mapping,
            locale: parsed.value.locale || null,
            dryRun: ['true', '1', 'on'].includes(parsed.value.dry_run ?? ''),
            repeat: null,
          };
          const more = await importRequestErrors(deps, req);
          if (more.length > 0) throw invalid(more);
          await requestImport(deps, { ...req, importId, blobKey, parentId: null });
        } catch (error) {
          await deps.blobs.delete(blobKey).catch(() => undefined);
          throw error;
        }
        return reply.code(202).send(await answer(tenantId, importId));
      },
    );

    r.patch(
      '/v1/imports/:import_id',
      {
        config: { auth: { level: 'secret', scope: 'catalog:write' } },
        schema: {
          tags: ['imports'],
          summary: 'Set or stop the repetition of a URL import (repeat null stops it)',
          params: z.object({ import_id: z.string().min(1).max(128) }),
          body: ImportPatchIn,
          response: { 200: ImportOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const id = request.params.import_id;
        const result = await handleCommand(
          deps.eventStore,
          importStream(tenantId, id),
          importDecider,
          { type: 'SetRepeat', repeat: request.body.repeat, now: deps.now().toISOString() },
          { newEventId: deps.newId },
        );
        await deps.settle(result.position);
        return answer(tenantId, id);
      },
    );
  };
