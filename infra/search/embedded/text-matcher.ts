import type { MatchScratch } from './match-scratch.ts';
import { IMPACT, STRIDE } from './postings.ts';
import { type RankingSettings, Scorer } from './scorer.ts';
import type { StoreIndex } from './store-index.ts';
import type { QueryWord } from './word-expansion.ts';

/** Name-position masks are kept for phrase scoring up to this many query words. */
const MAX_PHRASE_WORDS = 16;

/**
 * Finds the documents matching every query word (AND across words, OR across a word's
 * expansions) and scores them. Words are intersected from the rarest: the first word creates
 * candidate slots, each later word only touches live slots (scanning its postings, or binary
 * searching them when the candidates are few). A word's score in a document is the best of its
 * expansions; the document's score is the sum over words, times the phrase bonus.
 *
 * Results stay in the index's scratch: `alive[0..count)` are slots, with `slotDoc` and `slotTotal`.
 */
export function matchWords(index: StoreIndex, words: readonly QueryWord[], ranking: RankingSettings): number {
  const { scratch, postings, documents } = index;
  const epoch = scratch.begin(documents.size);
  const order = byCost(words);
  const first = words[order[0] ?? 0];
  if (first === undefined || first.cost === 0) return 0;
  const maskWords = words.length >= 2 && words.length <= MAX_PHRASE_WORDS ? words.length : 0;
  const liveDocs = Math.max(1, documents.liveCount);
  scratch.ensureSlots(Math.min(first.cost, documents.size), maskWords);
  const { docStamp, docSlot, slotDoc, slotState, slotBest, slotTotal, slotMasks, alive } = scratch;
  const live = documents.live;
  const exactBonus = ranking.exactBonus;

  let slots = 0;
  const idfFirst = Scorer.idf(first.cost, liveDocs);
  const firstMask = maskWords > 0 ? first.order : -1;
  for (const e of first.expansions) {
    const data = postings.data(e.termId);
    const impacts = postings.impacts(e.termId);
    const begin = postings.start(e.termId);
    const end = begin + postings.count(e.termId) * STRIDE;
    const factor = idfFirst * e.weight;
    const exactFactor = e.exact ? factor * exactBonus : factor;
    for (let i = begin; i < end; i += STRIDE) {
      const doc = data[i] ?? 0;
      if ((((live[doc >>> 5] ?? 0) >>> (doc & 31)) & 1) === 0) continue;
      const packed = data[i + 1] ?? 0;
      const score = (impacts[i + IMPACT] ?? 0) * (packed < 0 ? exactFactor : factor);
      let slot: number;
      if (docStamp[doc] !== epoch) {
        docStamp[doc] = epoch;
        slot = slots++;
        docSlot[doc] = slot;
        slotDoc[slot] = doc;
        slotBest[slot] = score;
        if (maskWords > 0) {
          // A loop: a fill() call per candidate costs more than the few words it clears.
          const base = slot * maskWords;
          for (let m = 0; m < maskWords; m++) slotMasks[base + m] = 0;
        }
      } else {
        slot = docSlot[doc] ?? 0;
        if (score > (slotBest[slot] ?? 0)) slotBest[slot] = score;
      }
      if (firstMask >= 0) {
        const at = slot * maskWords + firstMask;
        slotMasks[at] = (slotMasks[at] ?? 0) | (data[i + 2] ?? 0);
      }
    }
  }
  for (let s = 0; s < slots; s++) {
    slotTotal[s] = slotBest[s] ?? 0;
    slotState[s] = 1;
    alive[s] = s;
  }
  let aliveCount = slots;

  for (let w = 1; w < order.length && aliveCount > 0; w++) {
    const word = words[order[w] ?? 0];
    if (word === undefined) break;
    const idf = Scorer.idf(word.cost, liveDocs);
    const maskAt = maskWords > 0 ? word.order : -1;
    for (const e of word.expansions) {
      const data = postings.data(e.termId);
      const impacts = postings.impacts(e.termId);
      const begin = postings.start(e.termId);
      const count = postings.count(e.termId);
      const factor = idf * e.weight;
      const exactFactor = e.exact ? factor * exactBonus : factor;
      if (aliveCount * Math.log2(count + 1) * 2 < count) {
        // Few candidates, long list: look each candidate up by binary search.
        for (let a = 0; a < aliveCount; a++) {
          const slot = alive[a] ?? 0;
          const doc = slotDoc[slot] ?? 0;
          let lo = 0;
          let hi = count;
          while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if ((data[begin + mid * STRIDE] ?? 0) < doc) lo = mid + 1;
            else hi = mid;
          }
          const at = begin + lo * STRIDE;
          if (lo === count || data[at] !== doc) continue;
          const packed = data[at + 1] ?? 0;
          const score = (impacts[at + IMPACT] ?? 0) * (packed < 0 ? exactFactor : factor);
          accumulate(scratch, slot, w, score, maskAt < 0 ? -1 : slot * maskWords + maskAt, data[at + 2] ?? 0);
        }
      } else {
        const end = begin + count * STRIDE;
        for (let i = begin; i < end; i += STRIDE) {
          const doc = data[i] ?? 0;
          if (docStamp[doc] !== epoch) continue;
          const slot = docSlot[doc] ?? 0;
          const state = slotState[slot] ?? 0;
          if (state !== w && state !== w + 1) continue;
          const packed = data[i + 1] ?? 0;
          const score = (impacts[i + IMPACT] ?? 0) * (packed < 0 ? exactFactor : factor);
          accumulate(scratch, slot, w, score, maskAt < 0 ? -1 : slot * maskWords + maskAt, data[i + 2] ?? 0);
        }
      }
    }
    let kept = 0;
    for (let a = 0; a < aliveCount; a++) {
      const slot = alive[a] ?? 0;
      if (slotState[slot] !== w + 1) continue;
      slotTotal[slot] = (slotTotal[slot] ?? 0) + (slotBest[slot] ?? 0);
      alive[kept++] = slot;
    }
    aliveCount = kept;
  }

  if (maskWords >= 2) applyPhraseBonus(scratch, aliveCount, maskWords, ranking.phraseBonus);
  return aliveCount;
}

/** Word indexes, cheapest word first (insertion sort: queries have few words). */
function byCost(words: readonly QueryWord[]): Int32Array {
  const order = new Int32Array(words.length);
  for (let i = 0; i < words.length; i++) {
    const cost = words[i]?.cost ?? 0;
    let j = i;
    while (j > 0 && (words[order[j - 1] ?? 0]?.cost ?? 0) > cost) {
      order[j] = order[j - 1] ?? 0;
      j--;
    }
    order[j] = i;
  }
  return order;
}

/** Records that candidate `slot` matched word number `w` (processing order) with `score`. */
function accumulate(
  scratch: MatchScratch,
  slot: number,
  w: number,
  score: number,
  maskAt: number,
  mask: number,
): void {
  const state = scratch.slotState[slot] ?? 0;
  if (state !== w && state !== w + 1) return;
  if (state === w) {
    scratch.slotState[slot] = w + 1;
    scratch.slotBest[slot] = score;
  } else if (score > (scratch.slotBest[slot] ?? 0)) {
    scratch.slotBest[slot] = score;
  }
  if (maskAt >= 0) scratch.slotMasks[maskAt] = (scratch.slotMasks[maskAt] ?? 0) | mask;
}

/** In-order adjacent pairs of query words in the name raise the score, up to `phraseBonus` for all pairs. */
function applyPhraseBonus(scratch: MatchScratch, aliveCount: number, n: number, phraseBonus: number): void {
  const { alive, slotMasks, slotTotal } = scratch;
  for (let a = 0; a < aliveCount; a++) {
    const slot = alive[a] ?? 0;
    const base = slot * n;
    let pairs = 0;
    for (let q = 0; q + 1 < n; q++) {
      if ((((slotMasks[base + q] ?? 0) << 1) & (slotMasks[base + q + 1] ?? 0)) !== 0) pairs++;
    }
    if (pairs > 0) slotTotal[slot] = (slotTotal[slot] ?? 0) * (1 + ((phraseBonus - 1) * pairs) / (n - 1));
  }
}
