import type { Role } from '../access/principal.ts';
import type { DomainEvent } from '../command-handling/decider.ts';

export type InviteRole = Exclude<Role, 'owner'>;

export type MemberAdded = DomainEvent<
  'MemberAdded',
  { tenantId: string; membershipId: string; userId: string; role: Role; addedAt: string }
>;
export type MemberRoleChanged = DomainEvent<
  'MemberRoleChanged',
  { tenantId: string; membershipId: string; userId: string; role: Role; changedAt: string }
>;
export type MemberRemoved = DomainEvent<
  'MemberRemoved',
  { tenantId: string; membershipId: string; userId: string; removedAt: string }
>;
export type InviteCreated = DomainEvent<
  'InviteCreated',
  {
    tenantId: string;
    inviteId: string;
    email: string;
    role: InviteRole;
    /** SHA-256 of the token mailed to the invitee. */
    tokenHash: string;
    invitedBy: string | null;
    expiresAt: string;
    createdAt: string;
  }
>;
export type InviteRevoked = DomainEvent<
  'InviteRevoked',
  { tenantId: string; inviteId: string; revokedAt: string }
>;
export type InviteAccepted = DomainEvent<
  'InviteAccepted',
  { tenantId: string; inviteId: string; userId: string; acceptedAt: string }
>;

export type TeamEvent =
  | MemberAdded
  | MemberRoleChanged
  | MemberRemoved
  | InviteCreated
  | InviteRevoked
  | InviteAccepted;

/** The store's members and invites: one stream per store, beside the store's own. */
export const teamStream = (tenantId: string): string => `team-${tenantId}`;

/** Invites are valid this long. */
export const INVITE_LIFETIME_MS = 7 * 86_400_000;
/** Pending invites a store may have at once. */
export const MAX_PENDING_INVITES = 100;
