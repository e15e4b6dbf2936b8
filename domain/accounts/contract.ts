import { z } from 'zod';
import { IsoDateTime } from '../api/envelopes.ts';
import { AcceptedOut } from '../jobs/contract.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules.ts';

/** Shapes of the /v1/auth endpoints (spec: Users, sessions, team, tenant; Authentication and account). */
export const RoleSchema = z.enum(['owner', 'admin', 'editor', 'viewer']);
export const AccountLocaleSchema = z.enum(['en', 'ar']);
export const EmailSchema = z.string().trim().max(254).email('must be an email address');
export const TokenSchema = z.string().min(20).max(200);
export const PasswordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** A 6-digit TOTP code or a 10-character recovery code. */
export const MfaCodeSchema = z
  .string()
  .regex(/^([0-9]{6}|[a-z0-9]{10})$/, 'a 6-digit code or a 10-character recovery code');

export const SignupIn = z
  .object({
    email: EmailSchema,
    name: z.string().trim().min(1).max(200),
    password: PasswordSchema.nullable().optional(),
    store_name: z.string().trim().min(1).max(200).nullable().optional(),
    locale: AccountLocaleSchema.default('en'),
    invite_token: TokenSchema.nullable().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.invite_token && !body.store_name) {
      ctx.addIssue({
        code: 'custom',
        path: ['store_name'],
        message: 'required unless invite_token is given',
      });
    }
  });
export const LoginIn = z
  .object({ email: EmailSchema, password: z.string().min(1).max(PASSWORD_MAX) })
  .strict();
export const EmailLocaleIn = z
  .object({ email: EmailSchema, locale: AccountLocaleSchema.default('en') })
  .strict();
export const TokenIn = z.object({ token: TokenSchema }).strict();
export const MfaCodeIn = z.object({ code: MfaCodeSchema }).strict();
export const TotpCodeIn = z.object({ code: z.string().regex(/^[0-9]{6}$/, 'a 6-digit code') }).strict();
export const PasswordResetIn = z.object({ token: TokenSchema, password: PasswordSchema }).strict();
export const PasswordChangeIn = z
  .object({ current_password: z.string().max(PASSWORD_MAX), new_password: PasswordSchema })
  .strict();

export const MembershipOut = z.object({
  id: z.string(),
  tenant_id: z.string(),
  tenant_name: z.string(),
  tenant_slug: z.string(),
  role: RoleSchema,
});
export const UserOut = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  locale: AccountLocaleSchema,
  email_verified: z.boolean(),
  totp_enabled: z.boolean(),
  is_superadmin: z.boolean(),
  memberships: z.array(MembershipOut),
});
export const LoginResult = z.object({
  status: z.enum(['ok', 'mfa_required', 'email_sent']),
  user: UserOut.nullable(),
  csrf_token: z.string().nullable(),
  weak_password: z.boolean(),
});
export const SessionOut = z.object({
  id: z.string(),
  created_at: IsoDateTime,
  last_seen_at: IsoDateTime,
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export const TotpSetupOut = z.object({ secret: z.string(), otpauth_url: z.string() });
export const RecoveryCodesOut = z.object({ codes: z.array(z.string()) });
export { AcceptedOut };
