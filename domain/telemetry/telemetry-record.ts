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

/**
 * One search answer. The service tallies them (`SearchTallyRecord`) before they reach the log;
 * a record without `shape` (written before tallies) reaches it as it is.
 */
export interface SearchRecord extends RecordBase {
  readonly kind: 'search';
  /** The answer's shape (`searchShape`), which its search id names. */
  readonly shape?: string;
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

/** One answer's shape as a tally holds it, with how many searches gave it in one minute. */
export type TalliedShape = Pick<
  SearchRecord,
  'query' | 'lang' | 'device' | 'page' | 'ids' | 'firstPosition' | 'total' | 'zeroResults' | 'didYouMean'
> & {
  readonly shape: string;
  /** The minute of the searches counted (ISO 8601). */
  readonly minute: string;
  readonly n: number;
  /** When the last of them was received (ISO 8601). */
  readonly lastAt: string;
};

/**
 * A process's searches of one store over about a second: each answer's shape once, with its
 * count per minute, and every search as a line of `log`: its id (which holds its time of issue),
 * a tab, its session (a session of other characters than letters, digits, `_`, `.` and `-` is
 * written `~` + its base64; an empty field is no session).
 */
export interface SearchTallyRecord extends RecordBase {
  readonly kind: 'searches';
  readonly shapes: readonly TalliedShape[];
  readonly log: string;
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
  | SearchTallyRecord
  | SuggestRecord
  | ClickRecord
  | ShopperEventRecord
  | RecommendRecord;
export type TelemetryKind = TelemetryRecord['kind'];
