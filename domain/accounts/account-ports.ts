import type { z } from 'zod';
import type { MemberOut } from '../team/contract.ts';
import type { TenantOut } from '../tenancy/contract.ts';
import type { UserOut } from './contract.ts';

/** A bucket of the rate limiter (the HTTP platform's RateLimiter takes these). */
export interface ThrottleLimit {
  readonly bucket: string;
  readonly perSecond: number;
  readonly burst: number;
}

/** Port: counts attempts in rate limiter buckets. */
export interface Throttle {
  /** Takes one attempt from every bucket, or none when one is empty. */
  take(limits: readonly ThrottleLimit[]): Promise<{ allowed: boolean; retryAfter: number }>;
  /** Gives one attempt back (it succeeded, so it does not count toward a lock-out). */
  giveBack(limits: readonly ThrottleLimit[]): Promise<void>;
}

/** Port: the dashboard addresses mails link to. */
export interface AccountLinks {
  signIn(): string;
  magicLink(token: string): string;
  verifyEmail(token: string): string;
  passwordReset(token: string): string;
  invite(token: string): string;
}

/** Port: a user as clients see them (read model: memberships with store names). */
export interface AccountReads {
  userOut(userId: string): Promise<z.infer<typeof UserOut> | null>;
  tenantOut(tenantId: string): Promise<z.infer<typeof TenantOut> | null>;
  /** A member as clients see them, once the read model holds the change. */
  memberOut(tenantId: string, membershipId: string): Promise<z.infer<typeof MemberOut> | null>;
}

/** Port: the `sg_session` cookie as a `Set-Cookie` value. */
export interface SessionCookies {
  set(token: string, maxAgeSeconds: number): string;
  /** For a hosted store app's admin in the platform's frame: SameSite=None, Secure, Partitioned. */
  setEmbedded(token: string, maxAgeSeconds: number): string;
  clear(): string;
  /** The session token in a `Cookie` header, if any. */
  tokenOf(cookieHeader: string | undefined): string | null;
}
