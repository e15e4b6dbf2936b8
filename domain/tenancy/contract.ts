import { z } from 'zod';
import { scopesOutsideKind } from '../access/grants.ts';
import { ScopeSchema } from '../access/scopes.ts';
import { IsoDateTime } from '../api/envelopes.ts';
import { storable } from '../shared/storable-text.ts';
import { PLAN_CODES, type PlanCode } from './plans.ts';
import { CurrencySchema, LocaleSchema, SearchSettingsSchema } from './store-settings.ts';

/** Shapes clients see for stores, keys and settings (spec: TenantOut, WhoAmI; keys and settings as designed here). */
export const TenantOut = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  status: z.enum(['trialing', 'active', 'past_due', 'suspended', 'canceled', 'deleted']),
  plan_code: z.enum(PLAN_CODES as [PlanCode, ...PlanCode[]]),
  default_locale: z.string(),
  locales: z.array(z.string()),
  currency: z.string(),
  trial_ends_at: IsoDateTime.nullable(),
  created_at: IsoDateTime,
});

export const WhoAmIOut = z.object({
  tenant_id: z.string(),
  auth: z.enum(['public_key', 'secret_key', 'session']),
  key_id: z.string().nullable(),
  user_id: z.string().nullable(),
  role: z.enum(['owner', 'admin', 'editor', 'viewer']).nullable(),
  scopes: z.array(z.string()),
});

export const OriginSchema = z
  .string()
  .max(255)
  .regex(
    /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i,
    'must be an origin such as https://shop.example or https://*.shop.example',
  );

export const KeyIn = storable(
  z
    .object({
      kind: z.enum(['public', 'secret']),
      label: z.string().min(1).max(100).nullable().optional(),
      scopes: z.array(ScopeSchema).min(1).max(20).optional(),
      allowed_origins: z.array(OriginSchema).max(50).optional(),
      allow_assistant: z.boolean().optional(),
    })
    .strict()
    .superRefine((key, ctx) => {
      for (const index of scopesOutsideKind(key.kind, key.scopes ?? [])) {
        ctx.addIssue({
          code: 'custom',
          path: ['scopes', index],
          message: 'a public key may only hold the search and assistant scopes',
        });
      }
    }),
);

export const KeyOut = z.object({
  id: z.string(),
  kind: z.enum(['public', 'secret']),
  hint: z.string().describe('first characters and last four of the key'),
  label: z.string().nullable(),
  scopes: z.array(z.string()),
  allowed_origins: z.array(z.string()),
  allow_assistant: z.boolean(),
  created_at: IsoDateTime,
  revoked_at: IsoDateTime.nullable(),
});

export const KeyCreatedOut = KeyOut.extend({ key: z.string().describe('the key itself, shown this once') });

export const SettingsOut = z.object({
  name: z.string(),
  default_locale: z.string(),
  locales: z.array(z.string()),
  currency: z.string(),
  plan_code: z.string(),
  search: SearchSettingsSchema.nullable().describe(
    'saved ranking settings; null unless the key holds the settings scope',
  ),
});

export const SettingsPatch = storable(
  z
    .object({
      name: z.string().min(1).max(200).optional(),
      default_locale: LocaleSchema.optional(),
      locales: z.array(LocaleSchema).min(1).max(20).optional(),
      currency: CurrencySchema.optional(),
      search: SearchSettingsSchema.partial().strict().optional(),
    })
    .strict(),
);
