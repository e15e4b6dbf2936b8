import type { AccountLinks } from '../../domain/accounts/account-ports.ts';

/** Links in account mails point at the dashboard (DASHBOARD_URL), which posts the token to /v1/auth. */
export function accountLinks(dashboardUrl: string): AccountLinks {
  const base = dashboardUrl.replace(/\/+$/, '');
  const withToken = (path: string, token: string) => `${base}${path}?token=${encodeURIComponent(token)}`;
  return {
    signIn: () => `${base}/sign-in`,
    magicLink: (token) => withToken('/sign-in/magic-link', token),
    verifyEmail: (token) => withToken('/verify-email', token),
    passwordReset: (token) => withToken('/reset-password', token),
    invite: (token) => withToken('/accept-invite', token),
  };
}
