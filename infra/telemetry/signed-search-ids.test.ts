import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignedSearchIds } from './signed-search-ids.ts';

describe('SignedSearchIds', () => {
  it('issues ids that differ from one another and belong to their store only, across refills of its random bytes', () => {
    const ids = new SignedSearchIds([randomBytes(32)]);
    const issued = Array.from({ length: 1_000 }, (_, i) => ids.issue(`t${i % 3}`));
    expect(new Set(issued).size).toBe(issued.length);
    issued.forEach((id, i) => {
      expect(id).toMatch(/^s_[A-Za-z0-9_-]{34}$/);
      expect(ids.belongsTo(id, `t${i % 3}`)).toBe(true);
      expect(ids.belongsTo(id, `t${(i + 1) % 3}`)).toBe(false);
    });
  });

  it('checks ids against every key (the first signs), and refuses a forged or malformed one', () => {
    const old = randomBytes(32);
    const before = new SignedSearchIds([old]).issue('t1');
    const rotated = new SignedSearchIds([randomBytes(32), old]);
    expect(rotated.belongsTo(before, 't1')).toBe(true);
    expect(new SignedSearchIds([randomBytes(32)]).belongsTo(before, 't1')).toBe(false);
    const id = rotated.issue('t1');
    const forged = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    expect(rotated.belongsTo(forged, 't1')).toBe(false);
    expect(rotated.belongsTo('s_short', 't1')).toBe(false);
  });

  it('starts each id with its time of issue, so that ids issued close in time share their first characters', () => {
    const ids = new SignedSearchIds([randomBytes(32)]);
    const before = Date.now();
    const id = ids.issue('t1');
    const after = Date.now();
    const issuedAt = Buffer.from(id.slice(2, 10), 'base64url').readUIntBE(0, 6);
    expect(issuedAt).toBeGreaterThanOrEqual(before);
    expect(issuedAt).toBeLessThanOrEqual(after);
    // Two ids of the same moment differ in their random part only.
    const [a, b] = [ids.issue('t1'), ids.issue('t1')];
    expect(a).not.toBe(b);
    expect(Math.abs(Buffer.from(a.slice(2, 10), 'base64url').readUIntBE(0, 6) - after)).toBeLessThan(1_000);
  });

  it("names the answer's shape when given one: 46 characters, the shape at 23 to 34, signed with the nonce", () => {
    const ids = new SignedSearchIds([randomBytes(32)]);
    const shape = 'AbCdEf_-1234';
    const before = Date.now();
    const issued = Array.from({ length: 600 }, () => ids.issue('t1', shape));
    expect(new Set(issued).size).toBe(issued.length);
    for (const id of issued) {
      expect(id).toMatch(/^s_[A-Za-z0-9_-]{44}$/);
      expect(id.slice(22, 34)).toBe(shape);
      expect(Buffer.from(id.slice(2, 10), 'base64url').readUIntBE(0, 6)).toBeGreaterThanOrEqual(before);
      expect(ids.belongsTo(id, 't1')).toBe(true);
      expect(ids.belongsTo(id, 't2')).toBe(false);
    }
    // Another shape in the same id is a forgery.
    const id = issued[0] ?? '';
    expect(ids.belongsTo(`${id.slice(0, 22)}ZZZZZZZZZZZZ${id.slice(34)}`, 't1')).toBe(false);
    // Anything but 12 base64url characters is no shape: the id is issued without one.
    expect(ids.issue('t1', 'short')).toMatch(/^s_[A-Za-z0-9_-]{34}$/);
  });
});
