import type { AccountCrypto } from '../../domain/accounts/account-crypto.ts';
import type {
  AccountLinks,
  AccountReads,
  SessionCookies,
  Throttle,
} from '../../domain/accounts/account-ports.ts';
import type { CommonPasswords } from '../../domain/accounts/password-rules.ts';
import type { Mailer } from '../../domain/mail/mailer.ts';
import type { SecretBox } from '../../domain/secrets/secret-box.ts';
import type { KeyGenerator } from '../../domain/tenancy/key-material.ts';
import type { CommandDeps } from '../shared/command-deps.ts';

/** What the account commands are handed (wired in infra/http-app.ts). */
export interface AccountDeps extends CommandDeps {
  readonly crypto: AccountCrypto;
  readonly mailer: Mailer;
  readonly commonPasswords: CommonPasswords;
  readonly throttle: Throttle;
  /** Seals TOTP secrets at rest. */
  readonly secrets: SecretBox;
  /** For the store a sign-up creates. */
  readonly keys: KeyGenerator;
  readonly links: AccountLinks;
  readonly reads: AccountReads;
  readonly cookies: SessionCookies;
}
