import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthRequirement } from '../../../domain/access/principal.ts';
import { completeOperations } from './operations.ts';
import { PROBLEM_RESPONSES, ProblemOut, problemResponseObject } from './problem-responses.ts';
import { SECURITY_SCHEMES } from './security.ts';

const TAGS: Readonly<Record<string, string>> = {
  platform: 'Health, status, error codes and downloads',
  search: 'Search and suggestions (a public key suffices)',
  catalog: 'The catalog: batch upserts, products, reindex',
  rules: 'Merchandising rules',
  synonyms: 'Synonym sets',
  settings: 'Store settings, including the saved ranking configuration',
  keys: 'API keys',
  jobs: 'Long operations',
};

/**
 * The OpenAPI document, generated from the routes' zod schemas and completed from their
 * `config.auth`: security requirements, operation ids, problem+json answers, `servers` from
 * PUBLIC_BASE_URL. `test/integration/openapi.test.ts` lints the served document.
 */
export function openApiOptions(publicBaseUrl: string): SwaggerOptions {
  const auth = new Map<string, AuthRequirement>();
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Store Search API',
        version: '1.0.0',
        description:
          'Product search for multilingual stores, Arabic first. Errors are application/problem+json (schema `Problem`).',
        license: { name: 'Proprietary', url: `${publicBaseUrl.replace(/\/+$/, '')}/v1/docs` },
      },
      servers: [{ url: publicBaseUrl.replace(/\/+$/, '') }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const requirement = input.route.config?.auth;
      const methods = Array.isArray(input.route.method) ? input.route.method : [input.route.method];
      const path = out.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      if (requirement) for (const m of methods) auth.set(`${m.toLowerCase()} ${path}`, requirement);
      return out;
    },
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const doc = documentObject.openapiObject;
      const used = completeOperations(
        (doc.paths ?? {}) as Record<string, Record<string, unknown>>,
        (method, path) => auth.get(`${method} ${path}`),
      );
      const { $schema: _, ...problemSchema } = z.toJSONSchema(ProblemOut);
      const responses = Object.values(PROBLEM_RESPONSES)
        .filter((r) => used.has(r.name))
        .map((r) => [r.name, problemResponseObject(r)]);
      return {
        ...doc,
        components: {
          ...doc.components,
          schemas: { ...doc.components?.schemas, Problem: problemSchema },
          responses: { ...doc.components?.responses, ...Object.fromEntries(responses) },
        },
      } as typeof doc;
    },
  };
}
