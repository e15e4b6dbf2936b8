/** A secret made here: shown once (mailed, put in a cookie), kept only as its hash. */
export interface OneTimeSecret {
  readonly plaintext: string;
  readonly hash: string;
}

/** Port: what accounts need of cryptography, so commands stay free of algorithms and keys. */
export interface AccountCrypto {
  hashPassword(password: string): Promise<string>;
  /** Compares in constant time; with a null hash, spends the same time and answers false. */
  verifyPassword(password: string, hash: string | null): Promise<boolean>;
  /** A random token (session, magic link, reset, invite): 256 bits, URL-safe, 43 characters. */
  newToken(): OneTimeSecret;
  /** The lookup hash of a presented token or recovery code (SHA-256: they are random, not chosen). */
  hashToken(token: string): string;
  /** The CSRF token that goes with a session token (derived, so nothing more is kept). */
  csrfTokenOf(sessionToken: string): string;
  /** Compares two strings in constant time. */
  same(a: string, b: string): boolean;
  /** 10 recovery codes of 10 characters [a-z0-9] and their hashes. */
  newRecoveryCodes(): { readonly codes: string[]; readonly hashes: string[] };
  readonly totp: TotpAlgorithm;
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30-second steps). */
export interface TotpAlgorithm {
  /** A new random secret, base32 (160 bits). */
  newSecret(): string;
  /** The time step the code belongs to within ±1 step of `nowMs`, or null when it matches none. */
  matchStep(secretBase32: string, code: string, nowMs: number): number | null;
  otpauthUrl(secretBase32: string, account: string, issuer: string): string;
}
