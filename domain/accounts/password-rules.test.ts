import { describe, expect, it } from 'vitest';
import { builtFromIdentity, passwordProblems } from './password-rules.ts';

const common = new Set(['qwertyqwerty', '1qaz2wsx3edc']);
const isCommon = (p: string) => common.has(p) || common.has(p.toLowerCase());
const sara = { email: 'sara.ahmed@example.com', name: 'Sara Ahmed' };

describe('password rules', () => {
  it('takes 12 to 200 characters (counted as characters, not bytes)', () => {
    expect(passwordProblems('a7#kLm2$pQ9', sara, isCommon)).toEqual(['too_short']);
    expect(passwordProblems('a7#kLm2$pQ9x', sara, isCommon)).toEqual([]);
    expect(passwordProblems('كلمةسرطويلةجدا', sara, isCommon)).toEqual([]);
    expect(passwordProblems('x'.repeat(199) + 'y', sara, isCommon)).toEqual([]);
    expect(passwordProblems('x'.repeat(201), sara, isCommon)).toEqual(['too_long']);
  });

  it('refuses passwords on the common list, in any letter case', () => {
    expect(passwordProblems('qwertyqwerty', sara, isCommon)).toEqual(['common_password']);
    expect(passwordProblems('QwertyQwerty', sara, isCommon)).toEqual(['common_password']);
  });

  it('refuses passwords built from the email or name', () => {
    expect(builtFromIdentity('Sara.Ahmed.2024!', sara.email, sara.name)).toBe(true);
    expect(builtFromIdentity('sara.ahmed@example.com', sara.email, sara.name)).toBe(true);
    expect(builtFromIdentity('saraSARAsara1234', sara.email, sara.name)).toBe(true);
    expect(builtFromIdentity('ahmedsara99999', sara.email, sara.name)).toBe(true);
    expect(builtFromIdentity('example-example', sara.email, sara.name)).toBe(true);
    expect(builtFromIdentity('محمدعلي123456', 'm@x.io', 'محمد علي')).toBe(true);
    expect(passwordProblems('Sara.Ahmed.2024!', sara, isCommon)).toEqual(['built_from_identity']);
  });

  it('allows a password that contains a name beside enough other letters', () => {
    expect(builtFromIdentity('sara-loves-black-coffee', sara.email, sara.name)).toBe(false);
    expect(builtFromIdentity('ahmed drinks tea', sara.email, sara.name)).toBe(false);
    expect(builtFromIdentity('purple-otter-41-river', sara.email, sara.name)).toBe(false);
  });
});
