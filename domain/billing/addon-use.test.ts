import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDON_CODES, type AddonCode, PLAN_CODES, PLAN_FEATURES } from '../tenancy/plans.ts';
import { addonsUsed, conversationLimit } from './addon-use.ts';

describe('add-on use (spec: AddonBalance used)', () => {
  it('draws on bundles only past the plan’s included conversations, in order, each up to its units', () => {
    const balances = { assistant_500: { units: 500 }, assistant_2000: { units: 2_000 } };
    expect(addonsUsed('growth', balances, 150)).toEqual({ assistant_500: 0, assistant_2000: 0 });
    expect(addonsUsed('growth', balances, 450)).toEqual({ assistant_500: 250, assistant_2000: 0 });
    expect(addonsUsed('growth', balances, 1_000)).toEqual({ assistant_500: 500, assistant_2000: 300 });
    expect(addonsUsed('growth', balances, 99_999)).toEqual({ assistant_500: 500, assistant_2000: 2_000 });
    expect(addonsUsed('growth', { assistant_2000: { units: 2_000 } }, 450)).toEqual({ assistant_2000: 250 });
    // Enterprise's conversations are by contract: its bundles are not drawn on.
    expect(addonsUsed('enterprise', balances, 99_999)).toEqual({ assistant_500: 0, assistant_2000: 0 });
    expect(conversationLimit('growth', balances)).toBe(2_700);
    expect(conversationLimit('pro', {})).toBe(2_000);
    expect(conversationLimit('enterprise', balances)).toBeNull();
  });

  it('property: what is used is the conversations over the included ones, up to all units; nothing is used twice', () => {
    const balance = fc.option(fc.record({ units: fc.integer({ min: 0, max: 100_000 }) }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAN_CODES),
        fc.tuple(balance, balance),
        fc.nat(1_000_000),
        (plan, [a, b], conversations) => {
          const balances: Partial<Record<AddonCode, { units: number }>> = {};
          if (a) balances.assistant_500 = a;
          if (b) balances.assistant_2000 = b;
          const used = addonsUsed(plan, balances, conversations);
          const units = Object.values(balances).reduce((s, x) => s + x.units, 0);
          const included = PLAN_FEATURES[plan].assistant_conversations_included;
          const total = ADDON_CODES.reduce((s, code) => s + (used[code] ?? 0), 0);
          expect(total).toBe(included === null ? 0 : Math.min(units, Math.max(0, conversations - included)));
          for (const code of ADDON_CODES) {
            const u = used[code];
            if (!balances[code]) expect(u).toBeUndefined();
            else expect(u).toBeGreaterThanOrEqual(0);
            if (u !== undefined) expect(u).toBeLessThanOrEqual(balances[code]?.units ?? 0);
          }
          // Used is monotone: one conversation more never lowers any balance's use.
          const next = addonsUsed(plan, balances, conversations + 1);
          for (const code of ADDON_CODES) expect(next[code] ?? 0).toBeGreaterThanOrEqual(used[code] ?? 0);
        },
      ),
    );
  });
});
