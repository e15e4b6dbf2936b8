import type { DomainEvent } from '../command-handling/decider.ts';

export type AccountLocale = 'en' | 'ar';
/** How a session was begun. */
/** `store_app`: a hosted store app's embedded admin (its platform's session token), 1 hour at most. */
export type SignInMethod = 'password' | 'magic_link' | 'invite_signup' | 'store_app';
/** What a one-time token in a mail is for. */
export type TokenPurpose = 'magic_link' | 'verify_email' | 'password_reset';
export type SessionEndReason = 'logout' | 'revoked' | 'password_changed' | 'password_reset';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    name: string;
    locale: AccountLocale;
    /** bcrypt hash; null for an account that signs in by magic link only. */
    passwordHash: string | null;
    registeredAt: string;
  }
>;
export type EmailVerified = DomainEvent<
  'EmailVerified',
  { userId: string; email: string; verifiedAt: string }
>;
export type PasswordChanged = DomainEvent<
  'PasswordChanged',
  { userId: string; passwordHash: string; reason: 'change' | 'reset'; changedAt: string }
>;
export type SessionStarted = DomainEvent<
  'SessionStarted',
  {
    userId: string;
    sessionId: string;
    /** SHA-256 of the session token; the token itself is only in the cookie. */
    tokenHash: string;
    /** The store the session works on first; null for a user with no store. */
    tenantId: string | null;
    method: SignInMethod;
    /** The second step (TOTP or recovery code) is still owed. */
    mfaPending: boolean;
    userAgent: string | null;
    startedAt: string;
  }
>;
export type SessionMfaPassed = DomainEvent<
  'SessionMfaPassed',
  { userId: string; sessionId: string; passedAt: string }
>;
export type SessionEnded = DomainEvent<
  'SessionEnded',
  { userId: string; sessionId: string; reason: SessionEndReason; endedAt: string }
>;
export type AccountTokenIssued = DomainEvent<
  'AccountTokenIssued',
  { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: string; issuedAt: string }
>;
export type AccountTokenUsed = DomainEvent<
  'AccountTokenUsed',
  { userId: string; purpose: TokenPurpose; tokenHash: string; usedAt: string }
>;
/** A TOTP secret waiting for its first code; sealed with the secret box. */
export type TotpSetupStarted = DomainEvent<
  'TotpSetupStarted',
  { userId: string; sealedSecret: string; startedAt: string }
>;
export type TotpEnabled = DomainEvent<
  'TotpEnabled',
  { userId: string; step: number; recoveryCodeHashes: string[]; enabledAt: string }
>;
export type TotpDisabled = DomainEvent<'TotpDisabled', { userId: string; disabledAt: string }>;
/** A TOTP code was accepted: codes of this time step and earlier are never accepted again. */
export type TotpCodeAccepted = DomainEvent<
  'TotpCodeAccepted',
  { userId: string; step: number; acceptedAt: string }
>;
export type RecoveryCodeUsed = DomainEvent<
  'RecoveryCodeUsed',
  { userId: string; codeHash: string; usedAt: string }
>;

export type UserEvent =
  | UserRegistered
  | EmailVerified
  | PasswordChanged
  | SessionStarted
  | SessionMfaPassed
  | SessionEnded
  | AccountTokenIssued
  | AccountTokenUsed
  | TotpSetupStarted
  | TotpEnabled
  | TotpDisabled
  | TotpCodeAccepted
  | RecoveryCodeUsed;

export const userStream = (userId: string): string => `user-${userId}`;
/** One stream per address (its hash): the first sign-up appending to it owns the address. */
export const emailStream = (emailHash: string): string => `useremail-${emailHash}`;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** The first event of an address's stream: which user owns the address. */
export type EmailReserved = DomainEvent<
  'EmailReserved',
  { userId: string; email: string; reservedAt: string }
>;
