import { ADDON_CODES, type AddonCode, PLAN_FEATURES, type PlanCode } from '../tenancy/plans.ts';

/** An add-on balance's units bought this period (domain/billing/subscription.ts). */
interface Units {
  readonly units: number;
}

/**
 * What the period's assistant conversations drew on each add-on balance (spec: AddonBalance
 * `used`). The plan's included conversations are used first, then the bundles, in the order
 * of ADDON_CODES, each up to its units; a plan with no fixed number included (Enterprise,
 * `null`) never draws on them. docs/billing.md, "Add-ons".
 */
export function addonsUsed(
  planCode: PlanCode,
  balances: Readonly<Partial<Record<AddonCode, Units>>>,
  conversations: number,
): Partial<Record<AddonCode, number>> {
  const included = PLAN_FEATURES[planCode].assistant_conversations_included;
  let over = included === null ? 0 : Math.max(0, conversations - included);
  const used: Partial<Record<AddonCode, number>> = {};
  for (const code of ADDON_CODES) {
    const balance = balances[code];
    if (!balance) continue;
    used[code] = Math.min(balance.units, over);
    over -= used[code];
  }
  return used;
}

/**
 * The conversations the period allows: the plan's included ones and every bundle bought for
 * the period (null: no fixed limit).
 */
export function conversationLimit(
  planCode: PlanCode,
  balances: Readonly<Partial<Record<AddonCode, Units>>>,
): number | null {
  const included = PLAN_FEATURES[planCode].assistant_conversations_included;
  if (included === null) return null;
  return Object.values(balances).reduce((sum, b) => sum + (b?.units ?? 0), included);
}
