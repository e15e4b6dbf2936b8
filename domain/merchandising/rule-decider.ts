import { match } from 'ts-pattern';
import type { Decider } from '../command-handling/decider.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { RuleInput } from './rule.ts';
import type { RuleEvent } from './rule-events.ts';

export type RuleState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'active';
      readonly rule: RuleInput;
      readonly createdAt: string;
      readonly updatedAt: string;
    }
  | { readonly status: 'deleted' };

export type RuleCommand =
  | {
      readonly type: 'CreateRule';
      readonly tenantId: string;
      readonly ruleId: string;
      readonly rule: RuleInput;
      readonly now: string;
    }
  | {
      readonly type: 'UpdateRule';
      readonly tenantId: string;
      readonly ruleId: string;
      readonly rule: RuleInput;
      readonly now: string;
    }
  | { readonly type: 'DeleteRule'; readonly tenantId: string; readonly ruleId: string; readonly now: string };

const same = (a: RuleInput, b: RuleInput) => JSON.stringify(a) === JSON.stringify(b);

export const ruleDecider: Decider<RuleCommand, RuleEvent, RuleState> = {
  initialState: () => ({ status: 'absent' }),
  evolve: (state, event) =>
    match(event)
      .with(
        { type: 'RuleCreated' },
        ({ data }): RuleState => ({
          status: 'active',
          rule: data.rule,
          createdAt: data.at,
          updatedAt: data.at,
        }),
      )
      .with(
        { type: 'RuleUpdated' },
        ({ data }): RuleState =>
          state.status === 'active' ? { ...state, rule: data.rule, updatedAt: data.at } : state,
      )
      .with({ type: 'RuleDeleted' }, (): RuleState => ({ status: 'deleted' }))
      .exhaustive(),
  decide: (command, state) =>
    match(command)
      .with({ type: 'CreateRule' }, (c): RuleEvent[] => {
        if (state.status !== 'absent') throw new DomainError('conflict', 'the rule exists already');
        return [
          { type: 'RuleCreated', data: { tenantId: c.tenantId, ruleId: c.ruleId, rule: c.rule, at: c.now } },
        ];
      })
      .with({ type: 'UpdateRule' }, (c): RuleEvent[] => {
        if (state.status !== 'active') throw new DomainError('not_found', 'rule was not found');
        if (same(state.rule, c.rule)) return [];
        return [
          { type: 'RuleUpdated', data: { tenantId: c.tenantId, ruleId: c.ruleId, rule: c.rule, at: c.now } },
        ];
      })
      .with({ type: 'DeleteRule' }, (c): RuleEvent[] => {
        if (state.status !== 'active') throw new DomainError('not_found', 'rule was not found');
        return [{ type: 'RuleDeleted', data: { tenantId: c.tenantId, ruleId: c.ruleId, at: c.now } }];
      })
      .exhaustive(),
};
