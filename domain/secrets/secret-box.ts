/**
 * Secrets the service must be able to use again (webhook signing secrets, store-platform
 * tokens, TOTP seeds) are kept sealed at rest: never hashed, never logged. `context` binds a
 * sealed value to its owner and purpose (for example `webhook:<tenantId>:<webhookId>`), so a
 * sealed value copied onto another row does not open.
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  /** Throws when the value was not sealed by one of this box's keys for this context. */
  open(sealed: string, context: string): string;
}
