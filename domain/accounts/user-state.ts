import type { AccountLocale, SignInMethod, TokenPurpose } from './user-events.ts';

export interface SessionFacts {
  readonly startedAt: string;
  readonly mfaPending: boolean;
  readonly method: SignInMethod;
}

export interface TokenFacts {
  readonly purpose: TokenPurpose;
  readonly expiresAt: string;
}

export type UserState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'active';
      readonly userId: string;
      readonly email: string;
      readonly name: string;
      readonly locale: AccountLocale;
      readonly passwordHash: string | null;
      readonly emailVerified: boolean;
      /** Sessions not ended (expired ones stay until ended; the auth layer reads expiry). */
      readonly sessions: ReadonlyMap<string, SessionFacts>;
      /** Tokens issued and not used yet, by hash. */
      readonly tokens: ReadonlyMap<string, TokenFacts>;
      readonly totp:
        | { readonly status: 'off'; readonly pendingSecret: string | null }
        | {
            readonly status: 'on';
            readonly sealedSecret: string;
            readonly lastStep: number;
            readonly recoveryCodeHashes: readonly string[];
          };
    };

export type ActiveUser = Extract<UserState, { status: 'active' }>;
