import type { Role } from './principal.ts';
import type { Scope } from './scopes.ts';

export const ROLES: readonly Role[] = ['owner', 'admin', 'editor', 'viewer'];

/** What a role may do with the routes of one scope: nothing, read them (GET), or also write. */
export type Permission = 'none' | 'read' | 'write';

/**
 * The permission table (docs/accounts.md shows it): for each scope, what each role of a
 * dashboard session may do. Reading routes (GET, HEAD) need `read` or `write`; other methods
 * need `write`. Searching is reading whatever the method. A scope added to `scopes.ts` must
 * get a row here (the type says so), and the route walk in
 * `test/integration/role-permissions.test.ts` checks every route against this table.
 */
export const PERMISSIONS: Readonly<Record<Scope, Readonly<Record<Role, Permission>>>> = {
  search: { owner: 'write', admin: 'write', editor: 'write', viewer: 'write' },
  assistant: { owner: 'write', admin: 'write', editor: 'write', viewer: 'write' },
  'catalog:read': { owner: 'write', admin: 'write', editor: 'write', viewer: 'read' },
  'catalog:write': { owner: 'write', admin: 'write', editor: 'write', viewer: 'none' },
  rules: { owner: 'write', admin: 'write', editor: 'write', viewer: 'read' },
  synonyms: { owner: 'write', admin: 'write', editor: 'write', viewer: 'read' },
  settings: { owner: 'write', admin: 'write', editor: 'read', viewer: 'read' },
  stats: { owner: 'write', admin: 'write', editor: 'write', viewer: 'read' },
  webhooks: { owner: 'write', admin: 'write', editor: 'read', viewer: 'none' },
  keys: { owner: 'write', admin: 'write', editor: 'none', viewer: 'none' },
  jobs: { owner: 'write', admin: 'write', editor: 'write', viewer: 'read' },
  billing: { owner: 'write', admin: 'read', editor: 'none', viewer: 'none' },
  team: { owner: 'write', admin: 'write', editor: 'read', viewer: 'read' },
  // Erasing the store, or taking all of it out, is the owner's decision.
  data: { owner: 'write', admin: 'read', editor: 'none', viewer: 'none' },
  // Connectors write the catalog from a platform and switch the storefront's search on or off.
  connectors: { owner: 'write', admin: 'write', editor: 'read', viewer: 'read' },
};

export type Access = 'read' | 'write';

/** Whether a request reads (GET, HEAD, OPTIONS) or writes (every other method). */
export const accessOf = (method: string): Access =>
  method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? 'read' : 'write';

/**
 * The scopes a role holds for a request of this kind. A session's principal carries these,
 * so the same scope check as for keys applies, and a session creating a key (a write) may
 * only grant scopes its role may write.
 */
export function scopesOfRole(role: Role, access: Access): Scope[] {
  return (Object.entries(PERMISSIONS) as [Scope, Readonly<Record<Role, Permission>>][])
    .filter(([, byRole]) => byRole[role] === 'write' || (access === 'read' && byRole[role] === 'read'))
    .map(([scope]) => scope);
}

/** Roles that may manage the team (invite, change roles, remove). */
export const mayManageTeam = (role: Role): boolean => PERMISSIONS.team[role] === 'write';
