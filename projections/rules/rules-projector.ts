import { match } from 'ts-pattern';
import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import { RULE_EVENT_TYPES, type RuleEvent } from '../../domain/merchandising/rule-events.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { SqlProjector } from '../projector.ts';

export const rulesProjector: SqlProjector = {
  name: 'rules',
  handles: RULE_EVENT_TYPES,
  tables: ['rules'],
  async apply(events: readonly RecordedEvent[], sql: SqlExecutor) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as RuleEvent;
      await match(event)
        .with({ type: 'RuleCreated' }, ({ data }) =>
          sql.query(
            'insert into rules (tenant_id, id, doc, created_at, updated_at) values ($1, $2, $3, $4, $4) on conflict do nothing',
            [data.tenantId, data.ruleId, JSON.stringify(data.rule), data.at],
          ),
        )
        .with({ type: 'RuleUpdated' }, ({ data }) =>
          sql.query('update rules set doc = $3, updated_at = $4 where tenant_id = $1 and id = $2', [
            data.tenantId,
            data.ruleId,
            JSON.stringify(data.rule),
            data.at,
          ]),
        )
        .with({ type: 'RuleDeleted' }, ({ data }) =>
          sql.query('delete from rules where tenant_id = $1 and id = $2', [data.tenantId, data.ruleId]),
        )
        .exhaustive();
    }
  },
};
