/**
 * What shoppers do, as the telemetry log carries it. Not domain events: high volume, written
 * without the shopper waiting, read by the analytics, usage and signal projections. Every
 * record has an `id` unique in the store's log, so a consumer that sees it twice counts it once.
 * Nothing personal: `session` is an opaque string the widget makes.
 */
export type Device = 'desktop' | 'mobile' | 'tablet' | 'unknown';
export const DEVICES: readonly Device[] = ['desktop', 'mobile', 'tablet', 'unknown'];

interface RecordBase {
  readonly id: string;
  readonly tenantId: string;
  /** ISO 8601, when the service received it. */
  readonly at: string;
  readonly session: string | null;
}

/** One search answer: the search log's row. */
export interface SearchRecord extends RecordBase {
  readonly kind: 'search';
  /** The query after the Arabic layer (the analytics key). */
  readonly query: string;
  readonly lang: string;
  readonly device: Device;
  readonly page: number;
  /** Ids shown, in order; the first is at position `(page - 1) * perPage + 1`. */
  readonly ids: readonly string[];
  readonly firstPosition: number;
  readonly total: number;
  readonly zeroResults: boolean;
  readonly didYouMean: string | null;
}

/** One suggest answer: what was offered. */
export interface SuggestRecord extends RecordBase {
  readonly kind: 'suggest';
  readonly query: string;
  readonly lang: string;
  readonly offered: readonly string[];
  readonly products: readonly string[];
}

export interface ClickRecord extends RecordBase {
  readonly kind: 'click';
  readonly searchId: string;
  readonly productId: string;
  readonly position: number;
}

export type ShopperEventType = 'add_to_cart' | 'order' | 'view';
export const SHOPPER_EVENT_TYPES: readonly ShopperEventType[] = ['add_to_cart', 'order', 'view'];

export interface ShopperEventRecord extends RecordBase {
  readonly kind: ShopperEventType;
  readonly productIds: readonly string[];
  readonly searchId: string | null;
  /** Orders: a decimal string. */
  readonly revenue: string | null;
  readonly currency: string | null;
  readonly device: Device;
}

export interface RecommendRecord extends RecordBase {
  readonly kind: 'recommend';
  readonly type: string;
  readonly source: string;
  readonly productId: string | null;
  readonly ids: readonly string[];
}

export type TelemetryRecord =
  | SearchRecord
  | SuggestRecord
  | ClickRecord
  | ShopperEventRecord
  | RecommendRecord;
export type TelemetryKind = TelemetryRecord['kind'];
