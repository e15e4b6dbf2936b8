import { describe, expect, it } from 'vitest';
import { RankingConfigIn } from '../../domain/search/contract.ts';
import { DEFAULT_SEARCH_SETTINGS, SearchSettingsSchema } from '../../domain/tenancy/store-settings.ts';
import { effectiveSettings } from './ranking-override.ts';

const saved = { ...DEFAULT_SEARCH_SETTINGS, merch_rules: true, cheap_rerank_top_n: 50 };

describe('config_override (spec: dashboard session only, ignored for API keys)', () => {
  it('a session applies the override; null and missing fields keep the saved value', () => {
    const override = RankingConfigIn.parse({
      merch_rules: false,
      cheap_rerank_top_n: null,
      synonym_sets: null,
    });
    const out = effectiveSettings(saved, override, 'session');
    expect(out.override).toBe('applied');
    expect(out.settings).toEqual({ ...saved, merch_rules: false });
  });

  it('public and secret keys never override, whatever they send', () => {
    for (const auth of ['public_key', 'secret_key'] as const) {
      const out = effectiveSettings(saved, { merch_rules: false }, auth);
      expect(out).toEqual({ settings: saved, override: 'ignored' });
    }
  });

  it('no override: the saved settings', () => {
    expect(effectiveSettings(saved, null, 'secret_key')).toEqual({ settings: saved, override: 'none' });
  });

  it('RankingConfig has every saved setting, each one nullable', () => {
    expect(Object.keys(RankingConfigIn.shape).sort()).toEqual(Object.keys(SearchSettingsSchema.shape).sort());
    const allNull = Object.fromEntries(Object.keys(SearchSettingsSchema.shape).map((k) => [k, null]));
    expect(RankingConfigIn.safeParse(allNull).success).toBe(true);
    expect(RankingConfigIn.safeParse({ cheap_rerank_top_n: 5 }).success).toBe(false);
  });
});
