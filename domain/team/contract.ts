import { z } from 'zod';
import { AccountLocaleSchema, EmailSchema, RoleSchema, TokenSchema } from '../accounts/contract.ts';
import { IsoDateTime } from '../api/envelopes.ts';

/** Shapes of the /v1/team endpoints (spec: MemberOut, InviteOut). */
export const MemberOut = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: RoleSchema,
  created_at: IsoDateTime,
});
export const InviteOut = z.object({
  id: z.string(),
  email: z.string(),
  role: RoleSchema,
  expires_at: IsoDateTime,
  created_at: IsoDateTime,
});
export const RoleChangeIn = z.object({ role: RoleSchema }).strict();
export const InviteIn = z
  .object({
    email: EmailSchema,
    role: z.enum(['admin', 'editor', 'viewer']),
    /** The language of the invite mail. */
    locale: AccountLocaleSchema.default('en'),
  })
  .strict();
export const InviteAcceptIn = z.object({ token: TokenSchema }).strict();
export const MembershipIdParams = z.object({ membership_id: z.string().max(64) });
export const InviteIdParams = z.object({ invite_id: z.string().max(64) });
