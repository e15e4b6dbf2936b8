import { describe, it } from 'vitest';
import { deciderSpec } from '../../test/support/decider-spec.ts';
import type { RuleInput } from './rule.ts';
import { ruleDecider } from './rule-decider.ts';
import type { RuleEvent } from './rule-events.ts';

const given = deciderSpec(ruleDecider);
const now = '2026-11-22T10:00:00.000Z';
const ids = { tenantId: 't1', ruleId: 'r1' };
const rule = (factor: number): RuleInput => ({
  name: 'boost phones',
  type: 'boost',
  conditions: { match: 'contains', terms: ['phone'], locales: [], categories: [] },
  actions: { product_ids: ['p1'], positions: [], filter: null, factor, url: null, banner: null },
  priority: 0,
  enabled: true,
  starts_at: null,
  ends_at: null,
});
const created: RuleEvent = { type: 'RuleCreated', data: { ...ids, rule: rule(2), at: now } };

describe('rule decider', () => {
  it('creates a rule once', () => {
    given([])
      .when({ type: 'CreateRule', ...ids, rule: rule(2), now })
      .then([created]);
    given([created])
      .when({ type: 'CreateRule', ...ids, rule: rule(2), now })
      .thenThrows({ code: 'conflict' });
  });

  it('updates a rule that changed, records nothing for the same rule', () => {
    given([created])
      .when({ type: 'UpdateRule', ...ids, rule: rule(3), now })
      .then([{ type: 'RuleUpdated', data: { ...ids, rule: rule(3), at: now } }]);
    given([created])
      .when({ type: 'UpdateRule', ...ids, rule: rule(2), now })
      .then([]);
  });

  it('deletes a rule once; a deleted or unknown rule is not found', () => {
    const deleted: RuleEvent = { type: 'RuleDeleted', data: { ...ids, at: now } };
    given([created])
      .when({ type: 'DeleteRule', ...ids, now })
      .then([deleted]);
    given([created, deleted])
      .when({ type: 'DeleteRule', ...ids, now })
      .thenThrows({ code: 'not_found' });
    given([])
      .when({ type: 'UpdateRule', ...ids, rule: rule(2), now })
      .thenThrows({ code: 'not_found' });
    given([created, deleted])
      .when({ type: 'CreateRule', ...ids, rule: rule(2), now })
      .thenThrows({ code: 'conflict' });
  });
});
