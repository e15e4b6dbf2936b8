import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPACT, Postings, STRIDE } from './postings.ts';

type Entry = readonly [doc: number, packed: number, mask: number, impact: number];

const read = (postings: Postings, term: number): Entry[] => {
  const data = postings.data(term);
  const impacts = postings.impacts(term);
  const start = postings.start(term);
  const out: Entry[] = [];
  for (let i = 0; i < postings.count(term); i++) {
    const at = start + i * STRIDE;
    out.push([data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0, impacts[at + IMPACT] ?? 0]);
  }
  return out;
};

/** Documents in increasing order, each holding a few of `terms` terms. */
const documents = (terms: number) =>
  fc.array(fc.uniqueArray(fc.integer({ min: 0, max: terms - 1 }), { minLength: 1, maxLength: 6 }), {
    maxLength: 400,
  });

describe('Postings', () => {
  it('keeps each term list in document order through growth, trims and compaction', () => {
    fc.assert(
      fc.property(documents(30), fc.array(fc.boolean(), { maxLength: 400 }), (docs, removed) => {
        const postings = new Postings();
        const reference = new Map<number, Entry[]>();
        docs.forEach((terms, doc) => {
          for (const term of terms) {
            const entry: Entry = [doc, (doc * 7 + term) | (1 << 31), 1 << (term % 32), doc + term / 4];
            postings.add(term, ...entry);
            reference.set(term, [...(reference.get(term) ?? []), entry]);
          }
          if (doc % 50 === 49) postings.trimIfWasteful(0.1, 0.125);
        });
        for (const [term, entries] of reference) expect(read(postings, term)).toEqual(entries);
        postings.refreshImpacts((packed, doc) => doc + (packed & 0xff) / 4);
        for (const [term, entries] of reference) {
          const refreshed = entries.map(([doc, p, m]): Entry => [doc, p, m, doc + (p & 0xff) / 4]);
          expect(read(postings, term)).toEqual(refreshed);
          reference.set(term, refreshed);
        }

        const remap = new Int32Array(docs.length).fill(-1);
        let next = 0;
        docs.forEach((_, doc) => {
          if (!removed[doc]) remap[doc] = next++;
        });
        postings.compact(remap);
        for (const [term, entries] of reference) {
          const kept = entries
            .filter(([doc]) => !removed[doc])
            .map(([doc, p, m, impact]): Entry => [remap[doc] ?? -1, p, m, impact]);
          expect(read(postings, term)).toEqual(kept);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('gives a very long list a chunk of its own', () => {
    const postings = new Postings();
    for (let doc = 0; doc < 200_000; doc++) postings.add(0, doc, 1, 0, 0.5);
    expect(postings.count(0)).toBe(200_000);
    expect(postings.data(0)[postings.start(0) + 199_999 * STRIDE]).toBe(199_999);
  });

  it('writes staged entries (a bulk load) as adding them one by one would, batch after batch', () => {
    fc.assert(
      fc.property(
        documents(40),
        fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 20 }),
        (docs, cuts) => {
          const added = new Postings();
          const staged = new Postings();
          let batchEnd = 0;
          let cut = 0;
          docs.forEach((terms, doc) => {
            if (doc === batchEnd) {
              staged.flush();
              batchEnd += cuts[cut++] ?? 25;
            }
            for (const term of terms) {
              const packed = (doc % 7) + 1;
              added.add(term, doc, packed, doc & 3, 0);
              staged.stage(term, doc, packed, doc & 3);
            }
          });
          staged.flush();
          for (let term = 0; term < 40; term++) {
            expect(read(staged, term)).toEqual(read(added, term));
            expect(staged.nameCount(term)).toBe(added.nameCount(term));
          }
        },
      ),
    );
  });
});
