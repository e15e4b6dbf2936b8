import { describe, expect, it } from 'vitest';
import { loadCommonPasswords } from './common-passwords.ts';

describe('the common breached password list', () => {
  const isCommon = loadCommonPasswords();

  it('holds the top of SecLists’ list, including its long entries, in any case', () => {
    for (const p of ['123456', 'password', 'qwertyqwerty', '1qaz2wsx3edc', 'leavemealone', 'QwertyQwerty']) {
      expect(isCommon(p), p).toBe(true);
    }
  });

  it('stops at the 100,000th entry', () => {
    // Lines 100,000 and 100,001 of the top-1M file.
    expect(isCommon('070162')).toBe(true);
    expect(isCommon('07012006')).toBe(false);
    expect(isCommon('purple-otter-41-river')).toBe(false);
  });
});
