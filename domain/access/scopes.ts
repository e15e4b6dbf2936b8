import { z } from 'zod';

/** What a key may do. Public keys hold `search` (and `assistant` when allowed); secret keys any. */
export const ScopeSchema = z.enum([
  'search',
  'assistant',
  'catalog:read',
  'catalog:write',
  'rules',
  'synonyms',
  'settings',
  'stats',
  'webhooks',
  'keys',
  'jobs',
  'billing',
  'team',
  'data',
  'connectors',
]);
export type Scope = z.infer<typeof ScopeSchema>;
export const ALL_SCOPES: readonly Scope[] = ScopeSchema.options;

export const PUBLIC_KEY_SCOPES: readonly Scope[] = ['search', 'assistant'];
/** The store's first secret key holds every scope, so it can hand any of them out (see grants.ts). */
export const SECRET_KEY_DEFAULT_SCOPES: readonly Scope[] = ALL_SCOPES;
