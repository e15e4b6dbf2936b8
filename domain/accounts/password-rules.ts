import type { FieldError } from '../shared/domain-error.ts';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

/** Port: whether a password is on the list of common breached passwords. */
export type CommonPasswords = (password: string) => boolean;

export type PasswordProblem = 'too_short' | 'too_long' | 'common_password' | 'built_from_identity';

const MESSAGES: Readonly<Record<PasswordProblem, string>> = {
  too_short: `use at least ${PASSWORD_MIN} characters`,
  too_long: `use at most ${PASSWORD_MAX} characters`,
  common_password: 'this password is on a list of commonly used breached passwords; choose another',
  built_from_identity: 'this password is built from your email address or name; choose another',
};

/** Parts of the email and name a password must not be made of: words of 3 letters or more. */
function identityParts(email: string, name: string): string[] {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const parts = [
    local,
    ...local.split(/[^\p{L}\p{N}]+/u),
    domain.split('.')[0] ?? '',
    ...name.toLowerCase().split(/[^\p{L}\p{N}]+/u),
    name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ''),
  ];
  return [...new Set(parts.filter((p) => [...p].length >= 3))].sort((a, b) => b.length - a.length);
}

/**
 * "Built from the email or name" (docs/accounts.md): take the password in lower case, remove
 * every occurrence of each part of the email (the local part whole and its pieces between dots,
 * dashes and the like, and the domain's first label) and of the name (each word and the words
 * run together), longest first; then drop digits, spaces and symbols. When fewer than 4
 * letters remain, the password is built from them: `Mohammed.Ali.2024!` for Mohammed Ali,
 * `sara@example.com`, `saraSARAsara1234` for sara@…. A password that merely contains a name
 * next to enough other letters (`mohammed-loves-black-coffee`) is not.
 */
export function builtFromIdentity(password: string, email: string, name: string): boolean {
  let rest = password.toLowerCase();
  for (const part of identityParts(email, name)) rest = rest.split(part).join(' ');
  return [...rest.replace(/[^\p{L}]+/gu, '')].length < 4;
}

/** Today's rules (spec, Authentication rule 8), each broken rule as a field error on `field`. */
export function passwordProblems(
  password: string,
  identity: { readonly email: string; readonly name: string },
  isCommon: CommonPasswords,
): PasswordProblem[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return ['too_short'];
  if (length > PASSWORD_MAX) return ['too_long'];
  const problems: PasswordProblem[] = [];
  if (isCommon(password)) problems.push('common_password');
  if (builtFromIdentity(password, identity.email, identity.name)) problems.push('built_from_identity');
  return problems;
}

export const passwordErrors = (field: string, problems: readonly PasswordProblem[]): FieldError[] =>
  problems.map((code) => ({ field, code, message: MESSAGES[code] }));
