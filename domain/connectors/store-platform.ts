import type { HostedPlatform } from './contract.ts';

/** What a platform's webhook is about, in the service's words (each platform names them its own way). */
export const PLATFORM_TOPICS = [
  'product_create',
  'product_update',
  'product_delete',
  'app_uninstalled',
  'customer_data_request',
  'customer_redact',
  'shop_redact',
] as const;
export type PlatformTopic = (typeof PLATFORM_TOPICS)[number];

/** A platform webhook whose signature was checked. */
export interface PlatformWebhook {
  /** null: a topic the app does not act on (answered 200 and logged). */
  readonly topic: PlatformTopic | null;
  /** The platform's own name for it, for the log. */
  readonly rawTopic: string;
  readonly shop: string;
  /** The platform's delivery id: the same delivery sent again has the same id. */
  readonly deliveryId: string;
  /** When the platform says it happened (ISO 8601), or null. */
  readonly triggeredAt: string | null;
  /** The product a product topic names. */
  readonly productId: string | null;
}

/** The access granted by an install. */
export interface PlatformGrant {
  readonly accessToken: string;
  readonly scopes: readonly string[];
}

/** A product as the catalog takes it (the Product shape of `POST /v1/products/batch`). */
export type CatalogProduct = Readonly<Record<string, unknown>>;

/** The store's language of untagged text and its currency (platform products carry neither). */
export interface StoreDefaults {
  readonly locale: string;
  readonly currency: string;
}

export class PlatformRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlatformRefusal';
  }
}

/**
 * A hosted store platform, as a hosted app sees it: its install (OAuth 2 authorization code),
 * its signed callback, webhooks and embedded-admin session tokens, and its product API. One
 * adapter per platform (infra/connectors/); the routes and jobs never ask which one they have.
 * Checks answer null (or throw PlatformRefusal) for anything not signed by the platform.
 */
export interface StorePlatform {
  readonly platform: HostedPlatform;
  /** The shop named by untrusted input, in its one spelling, or null when it is not a shop of this platform. */
  shopOf(raw: string): string | null;
  /** The store address shown on the connector. */
  storeUrlOf(shop: string): string;
  /** The platform's consent page to send the merchant to. */
  consentUrl(shop: string, state: string, redirectUri: string): string;
  /** The callback's query, checked (signature, shop, freshness): the shop, the code and the state. */
  verifyCallback(
    query: Readonly<Record<string, string>>,
    nowMs: number,
  ): {
    readonly shop: string;
    readonly code: string;
    readonly state: string;
  } | null;
  /**
   * Trades the authorization code for an access token, and makes sure the token is for that
   * shop (a platform whose callback is not signed proves the callback here: the code is bound
   * to the app's secret, the redirect address and the shop).
   */
  exchangeCode(shop: string, code: string, redirectUri: string, signal?: AbortSignal): Promise<PlatformGrant>;
  /** Where the merchant lands after the install: the app inside the platform's admin. */
  adminUrl(shop: string): string;
  /** A webhook, checked over its raw body (and its age, where the platform signs a time). */
  verifyWebhook(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
    nowMs: number,
  ): Promise<PlatformWebhook | null>;
  /** An embedded-admin session token, checked: the shop it was issued for. */
  verifySessionToken(
    token: string,
    nowMs: number,
  ): Promise<{ readonly shop: string; readonly user: string | null } | null>;
  /** Every product of the shop, page by page, as catalog products (rate limits waited out). */
  products(
    shop: string,
    accessToken: string,
    store: StoreDefaults,
    signal: AbortSignal,
  ): AsyncIterable<readonly CatalogProduct[]>;
  /** One product now, or null when the shop no longer has it. */
  product(
    shop: string,
    accessToken: string,
    productId: string,
    store: StoreDefaults,
    signal: AbortSignal,
  ): Promise<CatalogProduct | null>;
}
