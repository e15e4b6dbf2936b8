import type { DomainEvent } from '../command-handling/decider.ts';
import type { RuleInput } from './rule.ts';

export type RuleCreated = DomainEvent<
  'RuleCreated',
  { tenantId: string; ruleId: string; rule: RuleInput; at: string }
>;
export type RuleUpdated = DomainEvent<
  'RuleUpdated',
  { tenantId: string; ruleId: string; rule: RuleInput; at: string }
>;
export type RuleDeleted = DomainEvent<'RuleDeleted', { tenantId: string; ruleId: string; at: string }>;
export type RuleEvent = RuleCreated | RuleUpdated | RuleDeleted;

export const RULE_EVENT_TYPES: ReadonlySet<string> = new Set(['RuleCreated', 'RuleUpdated', 'RuleDeleted']);
export const ruleStream = (tenantId: string, ruleId: string): string => `rule-${tenantId}:${ruleId}`;
