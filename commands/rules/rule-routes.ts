import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { DeletedOut, PathId } from '../../domain/api/envelopes.ts';
import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import { RuleIn, RuleOut } from '../../domain/merchandising/contract.ts';
import { ruleDecider } from '../../domain/merchandising/rule-decider.ts';
import { ruleStream } from '../../domain/merchandising/rule-events.ts';
import type { CommandDeps } from '../shared/command-deps.ts';

const RuleParams = z.object({ rule_id: PathId });

export const ruleWriteRoutes =
  (deps: CommandDeps): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const run = async (
      tenantId: string,
      ruleId: string,
      command: Parameters<typeof ruleDecider.decide>[0],
    ) => {
      const result = await handleCommand(
        deps.eventStore,
        ruleStream(tenantId, ruleId),
        ruleDecider,
        command,
        { newEventId: deps.newId },
      );
      await deps.settle(result.position);
      const s = result.state;
      if (s.status !== 'active') throw new Error(`rule ${ruleId} is ${s.status} after its command`);
      return { ...s.rule, id: ruleId, created_at: s.createdAt, updated_at: s.updatedAt };
    };
    r.post(
      '/v1/rules',
      {
        config: { auth: { level: 'secret', scope: 'rules' } },
        schema: {
          tags: ['rules'],
          summary: 'Create a merchandising rule',
          body: RuleIn,
          response: { 201: RuleOut },
        },
      },
      async (request, reply) => {
        const { tenantId } = principalOf(request);
        const ruleId = deps.newId();
        const rule = await run(tenantId, ruleId, {
          type: 'CreateRule',
          tenantId,
          ruleId,
          rule: request.body,
          now: deps.now().toISOString(),
        });
        return reply.code(201).send(rule);
      },
    );
    r.put(
      '/v1/rules/:rule_id',
      {
        config: { auth: { level: 'secret', scope: 'rules' } },
        schema: {
          tags: ['rules'],
          summary: 'Replace a rule',
          params: RuleParams,
          body: RuleIn,
          response: { 200: RuleOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const ruleId = request.params.rule_id;
        return run(tenantId, ruleId, {
          type: 'UpdateRule',
          tenantId,
          ruleId,
          rule: request.body,
          now: deps.now().toISOString(),
        });
      },
    );
    r.delete(
      '/v1/rules/:rule_id',
      {
        config: { auth: { level: 'secret', scope: 'rules' } },
        schema: {
          tags: ['rules'],
          summary: 'Delete a rule',
          params: RuleParams,
          response: { 200: DeletedOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const ruleId = request.params.rule_id;
        const result = await handleCommand(
          deps.eventStore,
          ruleStream(tenantId, ruleId),
          ruleDecider,
          { type: 'DeleteRule', tenantId, ruleId, now: deps.now().toISOString() },
          { newEventId: deps.newId },
        );
        await deps.settle(result.position);
        return { deleted: true, id: ruleId };
      },
    );
  };
