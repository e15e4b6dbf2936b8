import { z } from 'zod';
import { IsoDateTime } from '../api/envelopes.ts';

/** Spec: Connector platform values (neutral stand-ins for six store platforms and a custom one). */
export const CONNECTOR_PLATFORMS = [
  'platform_a',
  'platform_b',
  'platform_c',
  'platform_d',
  'platform_e',
  'platform_f',
  'custom',
] as const;
export type ConnectorPlatform = (typeof CONNECTOR_PLATFORMS)[number];

/** Spec: platforms with a hosted store app (the `{platform}` path value). */
export const HOSTED_PLATFORMS = ['platform_a', 'platform_b', 'platform_c'] as const;
export type HostedPlatform = (typeof HOSTED_PLATFORMS)[number];

export const CONNECTOR_STATUSES = ['pending', 'active', 'error', 'disabled', 'uninstalled'] as const;
export type ConnectorStatus = (typeof CONNECTOR_STATUSES)[number];

/** Largest `settings` object, as JSON. */
export const SETTINGS_MAX_BYTES = 16_384;

const Settings = z
  .record(z.string().max(100), z.unknown())
  .refine((s) => JSON.stringify(s).length <= SETTINGS_MAX_BYTES, {
    message: `settings must be at most ${SETTINGS_MAX_BYTES} bytes as JSON`,
  });

const StoreUrl = z
  .string()
  .min(1)
  .max(500)
  .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), {
    message: 'must be an http or https URL',
  });

/** Spec: ConnectorOut. */
export const ConnectorOut = z.object({
  id: z.string(),
  platform: z.enum(CONNECTOR_PLATFORMS),
  store_url: z.string(),
  platform_version: z.string().nullable(),
  module_version: z.string().nullable(),
  status: z.enum(CONNECTOR_STATUSES),
  enabled: z.boolean(),
  last_sync_at: IsoDateTime.nullable(),
  last_error: z.string().nullable(),
  fallback_count_24h: z.number().int(),
  created_at: IsoDateTime,
});
export type ConnectorOutT = z.infer<typeof ConnectorOut>;

/** Spec: ConnectorRegister (sent by a connector's test-connection button with its secret key). */
export const ConnectorRegister = z.object({
  platform: z.enum(CONNECTOR_PLATFORMS),
  store_url: StoreUrl,
  platform_version: z.string().max(32).nullable().optional(),
  module_version: z.string().max(32).nullable().optional(),
  settings: Settings.optional(),
});
export type ConnectorRegisterT = z.infer<typeof ConnectorRegister>;

/** Spec: PATCH /v1/connectors/{connector_id}. */
export const ConnectorPatch = z.object({
  enabled: z.boolean().nullable().optional(),
  settings: Settings.nullable().optional(),
});

/** Spec: StorefrontConfig. */
export const StorefrontConfig = z.object({
  enabled: z.boolean(),
  key: z.string().nullable(),
  locale: z.string(),
  suggest: z.boolean(),
  search: z.boolean(),
  assistant: z.boolean(),
});
export type StorefrontConfigT = z.infer<typeof StorefrontConfig>;

/** Spec: WebhookAck. */
export const WebhookAck = z.object({ ok: z.boolean() });

/** Spec: StoreAppSessionRequest. */
export const StoreAppSessionRequest = z.object({ token: z.string().min(20).max(4000) });
