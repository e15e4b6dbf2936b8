import type { CredentialKind } from '../../domain/access/principal.ts';
import type { RankingConfig } from '../../domain/search/contract.ts';
import type { SearchSettings } from '../../domain/tenancy/store-settings.ts';

/** What became of a request's `config_override` (shown in the debug trace). */
export type OverrideOutcome = 'none' | 'applied' | 'ignored';

/**
 * Spec (POST /v1/search): `config_override` is for dashboard sessions only and ignored for API
 * keys, whatever the key or the `debug` flag. The one place that decides who may override.
 */
export const mayOverrideRanking = (auth: CredentialKind): boolean => auth === 'session';

/** The store's saved settings, with the override's non-null fields where the caller may override. */
export function effectiveSettings(
  saved: SearchSettings,
  override: RankingConfig | null | undefined,
  auth: CredentialKind,
): { settings: SearchSettings; override: OverrideOutcome } {
  if (!override) return { settings: saved, override: 'none' };
  if (!mayOverrideRanking(auth)) return { settings: saved, override: 'ignored' };
  // null means "use the saved value", as a missing field does.
  const given = Object.fromEntries(Object.entries(override).filter(([, v]) => v !== undefined && v !== null));
  return { settings: { ...saved, ...given }, override: 'applied' };
}
