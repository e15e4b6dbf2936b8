import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ProblemCode, problemTitle, STATUS_OF } from '../problem.ts';

const CODES = Object.keys(STATUS_OF) as [ProblemCode, ...ProblemCode[]];

/** Problem `type` URLs resolve here: what each error code means. */
export const errorPages: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/errors/:code',
    {
      config: { auth: { level: 'none' } },
      schema: {
        tags: ['platform'],
        summary: 'What an error code means',
        params: z.object({ code: z.enum(CODES) }),
        response: { 200: z.object({ code: z.string(), status: z.number(), title: z.string() }) },
      },
    },
    async (request) => ({
      code: request.params.code,
      status: STATUS_OF[request.params.code],
      title: problemTitle(request.params.code),
    }),
  );
};
