/**
 * Every path of the spec (its endpoint tables and the endpoints it names), as
 * `METHOD /v1/path/{param}`. `test/integration/spec-paths.test.ts` keeps this list equal to the
 * spec when the spec file is at hand, and checks each path is either built or listed in
 * NOT_YET_BUILT below, never both.
 */
export const SPEC_PATHS = [
  // Catalog
  'POST /v1/products/batch',
  // Search group
  'GET /v1/suggest',
  'GET /v1/search',
  'POST /v1/search',
  'GET /v1/recommend',
  'POST /v1/click',
  'POST /v1/event',
  // Authentication and account
  'POST /v1/auth/signup',
  'POST /v1/auth/login',
  'POST /v1/auth/magic-link',
  'POST /v1/auth/magic-link/verify',
  'POST /v1/auth/mfa/verify',
  'POST /v1/auth/logout',
  'GET /v1/auth/me',
  'POST /v1/auth/verify-email',
  'POST /v1/auth/password/forgot',
  'POST /v1/auth/password/reset',
  'POST /v1/auth/password/change',
  'POST /v1/auth/totp/setup',
  'POST /v1/auth/totp/enable',
  'POST /v1/auth/totp/disable',
  'GET /v1/auth/sessions',
  'DELETE /v1/auth/sessions/{session_id}',
  'GET /v1/whoami',
  // Billing
  'GET /v1/billing/plans',
  'GET /v1/billing/addons',
  'GET /v1/billing/subscription',
  'POST /v1/billing/checkout',
  'POST /v1/billing/change-plan',
  'POST /v1/billing/addons/purchase',
  'POST /v1/billing/cancel',
  'GET /v1/billing/invoices',
  'GET /v1/billing/portal',
  'POST /v1/billing/webhooks/{provider}',
  'GET /v1/usage',
  // Imports
  'GET /v1/imports',
  'POST /v1/imports',
  'POST /v1/imports/upload',
  'GET /v1/imports/{import_id}',
  'PATCH /v1/imports/{import_id}',
  // Rules
  'GET /v1/rules',
  'POST /v1/rules',
  'GET /v1/rules/{rule_id}',
  'PUT /v1/rules/{rule_id}',
  'DELETE /v1/rules/{rule_id}',
  // Connectors and hosted store apps
  'GET /v1/connectors',
  'POST /v1/connectors',
  'PATCH /v1/connectors/{connector_id}',
  'POST /v1/connectors/{connector_id}/sync',
  'GET /v1/connectors/{platform}/install',
  'GET /v1/connectors/{platform}/oauth/callback',
  'POST /v1/connectors/{platform}/webhooks',
  'POST /v1/connectors/{platform}/session',
  'GET /v1/connectors/{platform}/storefront',
  // Analytics
  'GET /v1/stats/{report}',
  // Team
  'GET /v1/team/members',
  'PATCH /v1/team/members/{membership_id}',
  'DELETE /v1/team/members/{membership_id}',
  'GET /v1/team/invites',
  'POST /v1/team/invites',
  'DELETE /v1/team/invites/{invite_id}',
  'POST /v1/team/invites/accept',
  // Data
  'GET /v1/data/requests',
  'POST /v1/data/requests',
  // Webhooks
  'GET /v1/webhooks',
  'POST /v1/webhooks',
  'GET /v1/webhooks/{webhook_id}',
  'PATCH /v1/webhooks/{webhook_id}',
  'DELETE /v1/webhooks/{webhook_id}',
  'POST /v1/webhooks/{webhook_id}/rotate-secret',
  'POST /v1/webhooks/{webhook_id}/test',
  'GET /v1/webhooks/{webhook_id}/deliveries',
  // Translation and other named endpoints
  'POST /v1/translate/backfill',
  'GET /v1/translate/approved',
  'POST /v1/translate/ack',
  'GET /v1/translate/export',
  'GET /v1/jobs/{id}',
  'GET /v1/settings',
  'GET /v1/health',
  'GET /v1/status',
  'POST /v1/assistant/chat',
  'GET /v1/assistant/widget',
] as const;

export type SpecPath = (typeof SPEC_PATHS)[number];

/**
 * The spec's paths not built yet: each answers 501 `not_implemented`, so a client can tell
 * "not yet" from "no such thing" (404). A feature that builds one deletes its line here (the
 * test fails while a path is both built and listed).
 */
export const NOT_YET_BUILT: readonly SpecPath[] = [
  'POST /v1/translate/backfill',
  'GET /v1/translate/approved',
  'POST /v1/translate/ack',
  'GET /v1/translate/export',
  'POST /v1/assistant/chat',
  'GET /v1/assistant/widget',
];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type SpecMethod = (typeof METHODS)[number];

/** A spec path as a route: its method, the spec's path and the router's (`:param`) form. */
export function specRoute(row: string): { method: SpecMethod; path: string; url: string } {
  const [verb, path = ''] = row.split(' ');
  const method = METHODS.find((m) => m === verb);
  if (!method || !path.startsWith('/v1/')) throw new Error(`not a spec path: ${row}`);
  return { method, path, url: path.replace(/\{([a-z_]+)\}/g, ':$1') };
}
