import type { ThrottleLimit } from './account-ports.ts';

/**
 * Attempts allowed on the account endpoints (docs/accounts.md). Per account buckets are keyed
 * by the address's hash whether or not an account exists, so they reveal nothing.
 */
export const ACCOUNT_THROTTLES = {
  signInPerAccount: (emailHash: string): ThrottleLimit => ({
    bucket: `signin:${emailHash}`,
    perSecond: 1 / 30,
    burst: 10,
  }),
  signInPerClient: (client: string): ThrottleLimit => ({
    bucket: `signin-ip:${client}`,
    perSecond: 1 / 3,
    burst: 30,
  }),
  mailPerAccount: (emailHash: string): ThrottleLimit => ({
    bucket: `mail:${emailHash}`,
    perSecond: 1 / 120,
    burst: 3,
  }),
  mailPerClient: (client: string): ThrottleLimit => ({
    bucket: `mail-ip:${client}`,
    perSecond: 1 / 30,
    burst: 10,
  }),
  signUpPerClient: (client: string): ThrottleLimit => ({
    bucket: `signup-ip:${client}`,
    perSecond: 1 / 60,
    burst: 10,
  }),
  mfaPerUser: (userId: string): ThrottleLimit => ({ bucket: `mfa:${userId}`, perSecond: 1 / 30, burst: 5 }),
  tokenPerClient: (client: string): ThrottleLimit => ({
    bucket: `token-ip:${client}`,
    perSecond: 1 / 3,
    burst: 30,
  }),
} as const;
