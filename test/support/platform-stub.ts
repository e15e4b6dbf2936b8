import type { IncomingMessage } from 'node:http';
import type { PlatformTopic } from '../../domain/connectors/store-platform.ts';

/** A webhook as a platform sends it: its raw body and headers. */
export interface StubWebhook {
  readonly payload: string;
  readonly headers: Record<string, string>;
}

/**
 * A local stub of a hosted store platform on 127.0.0.1, as the shared store-app suite drives
 * it (test/store-app-contract.ts): its protocol (OAuth, products, webhooks, session tokens)
 * is its own; products are seeded as `Phone <n>` with ids from `productId(n)`.
 */
export interface PlatformStub {
  readonly platform: 'platform_a' | 'platform_b' | 'platform_c';
  /** The service's configuration for this platform's app. */
  readonly env: Record<string, string>;
  /** Shops of this platform, in their one spelling. */
  readonly shops: readonly [string, string, string, string];
  /** Values install must refuse as shops. */
  readonly notShops: readonly string[];
  /** Text that every access token the stub issues contains (never to be found in plain text). */
  readonly tokenMarker: string;
  /** The catalog id of seeded product n. */
  productId(n: number): string;
  seed(shop: string, count: number): void;
  rename(shop: string, n: number, title: string): void;
  add(shop: string, n: number, title: string): void;
  remove(shop: string, n: number): void;
  /** The next `n` product API calls answer 429. */
  throttle(n: number): void;
  /** 429 answers given so far. */
  throttled(): number;
  /** Token requests the stub has answered (any outcome). */
  tokenRequests(): number;
  /** Until the returned function is called, reads of single products wait (a slow platform). */
  holdProductReads(): { release(): void; reached: Promise<void> };
  /** The consent URL's start for a shop, and where the app lives in the platform's admin. */
  consentPrefix(shop: string): string;
  adminUrl(shop: string): string;
  /** The merchant approves on the consent page: the callback query the platform sends back. */
  consent(authorizeUrl: string): URLSearchParams;
  /** Callbacks for that consent that must be refused (tampered in this platform's ways). */
  forgedCallbacks(authorizeUrl: string): URLSearchParams[];
  /** A signed webhook (`at`: when the platform says it happened). */
  webhook(
    shop: string,
    topic: PlatformTopic | 'unused',
    productN: number | null,
    deliveryId?: string,
    at?: Date,
  ): Promise<StubWebhook>;
  /** Webhooks that must be refused (a bad signature and the like). */
  forgedWebhooks(shop: string): Promise<StubWebhook[]>;
  /** The embedded admin's token for a shop. */
  sessionToken(shop: string): Promise<string>;
  /** Tokens that must be refused: another secret, another app, expired, another shop's claims tampered. */
  badSessionTokens(shop: string): Promise<string[]>;
  close(): Promise<void>;
}

export const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString()));
  });

/** A gate product reads wait at while a test holds it. */
export function productGate() {
  let gate: Promise<void> | null = null;
  let arrived: (() => void) | null = null;
  return {
    async pass() {
      arrived?.();
      if (gate) await gate;
    },
    hold() {
      let release = () => {};
      gate = new Promise<void>((r) => {
        release = () => {
          gate = null;
          r();
        };
      });
      const reached = new Promise<void>((r) => {
        arrived = r;
      });
      return { release, reached };
    },
  };
}
