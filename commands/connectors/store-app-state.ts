import { randomBytes } from 'node:crypto';
import type { SecretBox } from '../../domain/secrets/secret-box.ts';

/** How long a merchant has between the install redirect and the platform's callback. */
export const STATE_TTL_MS = 10 * 60_000;
export const STATE_COOKIE = 'sg_app_state';

/** A signed-in owner or admin installing into their own store (instead of a new store). */
export interface InstallLink {
  readonly tenantId: string;
  readonly userId: string;
}

interface InstallState {
  readonly platform: string;
  readonly shop: string;
  readonly nonce: string;
  readonly expiresAt: number;
  readonly link?: InstallLink | null;
}

const context = (platform: string) => `store-app-state:${platform}`;

/**
 * The OAuth `state`: sealed by the SecretBox (so it cannot be made or changed outside the
 * service) and naming the shop, a nonce also set in a cookie of the merchant's browser, and
 * its expiry. The callback must bring it back from the same browser, for the same shop.
 */
export function newInstallState(
  secrets: SecretBox,
  platform: string,
  shop: string,
  nowMs: number,
  link: InstallLink | null = null,
) {
  const nonce = randomBytes(18).toString('base64url');
  const state: InstallState = { platform, shop, nonce, expiresAt: nowMs + STATE_TTL_MS, link };
  const sealed = secrets.seal(JSON.stringify(state), context(platform));
  return { state: Buffer.from(sealed).toString('base64url'), nonce };
}

/**
 * The state checked against the platform, the shop, the browser's nonce and the clock:
 * answers the store it links to (null: none asked), or false when it is not valid.
 */
export function checkedState(
  secrets: SecretBox,
  value: string,
  expected: { platform: string; shop: string; nonce: string | null; nowMs: number },
): { readonly link: InstallLink | null } | false {
  try {
    const opened = JSON.parse(
      secrets.open(Buffer.from(value, 'base64url').toString(), context(expected.platform)),
    ) as InstallState;
    const valid =
      opened.platform === expected.platform &&
      opened.shop === expected.shop &&
      expected.nonce !== null &&
      opened.nonce === expected.nonce &&
      opened.expiresAt > expected.nowMs;
    return valid ? { link: opened.link ?? null } : false;
  } catch {
    return false;
  }
}
