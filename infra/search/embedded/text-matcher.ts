import type { MatchScratch } from './match-scratch.ts';
import { IMPACT, STRIDE } from './postings.ts';
import { type RankingSettings, Scorer } from './scorer.ts';
import type { StoreIndex } from './store-index.ts';
import type { QueryWord } from './word-expansion.ts';

/** Name-position masks are kept for phrase scoring up to this many query words. */
const MAX_PHRASE_WORDS = 16;
/** `slotHits` of a candidate that failed the required words. */
const DEAD = 255;

/** Mask slots per candidate: one per query word when the phrase bonus applies, else none. */
const maskWordsOf = (words: readonly QueryWord[]): number =>
  words.length >= 2 && words.length <= MAX_PHRASE_WORDS ? words.length : 0;

/**
 * Finds the documents matching the query's words and scores them: every word must match (AND
 * across words, OR across a word's expansions), except optional words (`QueryWord.optional`), of
 * which at least `minimum` must (at least one when every word is optional). A word's score in a
 * document is the best of its expansions; the document's score is the sum over words, times the
 * phrase bonus.
 *
 * Results stay in the index's scratch: `alive[0..count)` are slots, with `slotDoc` and `slotTotal`.
 */
export function matchWords(
  index: StoreIndex,
  words: readonly QueryWord[],
  ranking: RankingSettings,
  minimum = 0,
): number {
  const maskWords = maskWordsOf(words);
  if (words.some((w) => w.optional === true)) return matchSome(index, words, ranking, minimum, maskWords);
  const count = intersect(index, words, ranking, maskWords);
  if (maskWords >= 2) applyPhraseBonus(index.scratch, count, maskWords, ranking.phraseBonus);
  return count;
}

/**
 * AND of `words` (all required). Words are intersected from the rarest: the first word creates
 * candidate slots, each later word only touches live slots (scanning its postings, or binary
 * searching them when the candidates are few). `maskWords` mask slots per candidate, indexed by
 * `QueryWord.order`.
 */
function intersect(
  index: StoreIndex,
  words: readonly QueryWord[],
  ranking: RankingSettings,
  maskWords: number,
  idfOf: (word: QueryWord, liveDocs: number) => number = (word, liveDocs) => Scorer.idf(word.cost, liveDocs),
): number {
  const { scratch, postings, documents } = index;
  const epoch = scratch.begin(documents.size);
  scratch.slotCount = 0;
  const order = byCost(words);
  const first = words[order[0] ?? 0];
  if (first === undefined || first.cost === 0) return 0;
  const liveDocs = Math.max(1, documents.liveCount);
  scratch.ensureSlots(Math.min(first.cost, documents.size), maskWords);
  const { docStamp, docSlot, slotDoc, slotState, slotBest, slotTotal, slotMasks, alive } = scratch;
  const live = documents.live;
  const exactBonus = ranking.exactBonus;

  let slots = 0;
  const idfFirst = idfOf(first, liveDocs);
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
  scratch.slotCount = slots;
  for (let s = 0; s < slots; s++) {
    slotTotal[s] = slotBest[s] ?? 0;
    slotState[s] = 1;
    alive[s] = s;
  }
  let aliveCount = slots;

  for (let w = 1; w < order.length && aliveCount > 0; w++) {
    const word = words[order[w] ?? 0];
    if (word === undefined) break;
    const idf = idfOf(word, liveDocs);
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
  return aliveCount;
}

/**
 * The inverse document frequency each word scores with, where some words may not match: a word
 * found only through typo corrections weighs no more than the least weighty word found as typed
 * (a look-alike of an unknown word is rare, and would otherwise outweigh the known words).
 */
function cappedIdf(words: readonly QueryWord[], liveDocs: number): (word: QueryWord) => number {
  let typedFloor = Number.POSITIVE_INFINITY;
  const corrected = (w: QueryWord): boolean => w.expansions.every((e) => e.typos > 0);
  for (const w of words)
    if (w.cost > 0 && !corrected(w)) typedFloor = Math.min(typedFloor, Scorer.idf(w.cost, liveDocs));
  return (w) => {
    const idf = Scorer.idf(w.cost, liveDocs);
    return corrected(w) ? Math.min(idf, typedFloor) : idf;
  };
}

/**
 * Every required word and at least `minimum` optional ones (at least one when none is
 * required). The required words are intersected first (or, with none, the documents of any
 * optional word are the candidates); then each optional word adds its best expansion's score to
 * the candidates it matches. A candidate that no word matched as typed (only look-alikes of
 * unknown words) ranks below every candidate some word matched as typed.
 */
function matchSome(
  index: StoreIndex,
  words: readonly QueryWord[],
  ranking: RankingSettings,
  minimum: number,
  maskWords: number,
): number {
  const { scratch, documents } = index;
  const liveDocs = Math.max(1, documents.liveCount);
  const idf = cappedIdf(words, liveDocs);
  const required = words.filter((w) => w.optional !== true);
  const optional = words.filter((w) => w.optional === true && w.cost > 0);
  const need = required.length === 0 ? Math.max(1, minimum) : Math.max(0, minimum);
  if (optional.length < need) {
    scratch.begin(documents.size);
    return 0;
  }
  const aliveCount =
    required.length > 0
      ? intersect(index, required, ranking, maskWords, (w) => idf(w))
      : anyOf(index, optional, maskWords);
  if (aliveCount === 0) return 0;
  const epoch = scratch.currentEpoch;
  const { alive, slotHits, slotState, slotTotal } = scratch;
  slotHits.fill(DEAD, 0, scratch.slotCount);
  scratch.slotSeen.fill(0, 0, scratch.slotCount);
  // slotState from here: 1 when some word matched the candidate as typed (the required words count so).
  const typedRequired = required.length > 0 ? 1 : 0;
  for (let a = 0; a < aliveCount; a++) {
    const slot = alive[a] ?? 0;
    slotHits[slot] = 0;
    slotState[slot] = typedRequired;
  }
  for (let w = 0; w < optional.length; w++) {
    const word = optional[w];
    if (word !== undefined) addOptional(index, word, idf(word), epoch, aliveCount, maskWords, ranking, w + 1);
  }
  let kept = 0;
  for (let a = 0; a < aliveCount; a++) {
    const slot = alive[a] ?? 0;
    if ((slotHits[slot] ?? 0) < need) continue;
    alive[kept++] = slot;
  }
  if (maskWords >= 2) applyPhraseBonus(scratch, kept, maskWords, ranking.phraseBonus);
  let lowestTyped = Number.POSITIVE_INFINITY;
  let highestOther = 0;
  for (let a = 0; a < kept; a++) {
    const slot = alive[a] ?? 0;
    const score = slotTotal[slot] ?? 0;
    if (slotState[slot] === 1) lowestTyped = Math.min(lowestTyped, score);
    else highestOther = Math.max(highestOther, score);
  }
  if (highestOther >= lowestTyped) {
    const scale = (LOOK_ALIKE_SHARE * lowestTyped) / highestOther;
    for (let a = 0; a < kept; a++) {
      const slot = alive[a] ?? 0;
      if (slotState[slot] !== 1) slotTotal[slot] = (slotTotal[slot] ?? 0) * scale;
    }
  }
  return kept;
}

/** Candidates only look-alikes matched stay under this share of the lowest candidate matched as typed. */
const LOOK_ALIKE_SHARE = 0.9;

/** Candidate slots for every live document of any of `words`, each with a zero score. */
function anyOf(index: StoreIndex, words: readonly QueryWord[], maskWords: number): number {
  const { scratch, postings, documents } = index;
  const epoch = scratch.begin(documents.size);
  let cost = 0;
  for (const w of words) cost += w.cost;
  scratch.ensureSlots(Math.min(cost, documents.size), maskWords);
  const { docStamp, docSlot, slotDoc, slotTotal, slotMasks, alive } = scratch;
  const live = documents.live;
  let slots = 0;
  for (const word of words)
    for (const e of word.expansions) {
      const data = postings.data(e.termId);
      const begin = postings.start(e.termId);
      const end = begin + postings.count(e.termId) * STRIDE;
      for (let i = begin; i < end; i += STRIDE) {
        const doc = data[i] ?? 0;
        if (docStamp[doc] === epoch || (((live[doc >>> 5] ?? 0) >>> (doc & 31)) & 1) === 0) continue;
        docStamp[doc] = epoch;
        const slot = slots++;
        docSlot[doc] = slot;
        slotDoc[slot] = doc;
        slotTotal[slot] = 0;
        alive[slot] = slot;
        if (maskWords > 0) {
          const base = slot * maskWords;
          for (let m = 0; m < maskWords; m++) slotMasks[base + m] = 0;
        }
      }
    }
  scratch.slotCount = slots;
  return slots;
}

/**
 * Adds one optional word's best expansion score to each live candidate it matches and counts
 * the match (`pass` stamps the candidates it touched).
 */
function addOptional(
  index: StoreIndex,
  word: QueryWord,
  idf: number,
  epoch: number,
  aliveCount: number,
  maskWords: number,
  ranking: RankingSettings,
  pass: number,
): void {
  const { scratch, postings } = index;
  const { docStamp, docSlot, slotDoc, slotBest, slotHits, slotSeen, slotState, slotTotal, slotMasks, alive } =
    scratch;
  const maskAt = maskWords > 0 ? word.order : -1;
  const seen = pass;
  let typed = false;
  const offer = (slot: number, score: number, at: number, data: Int32Array) => {
    if (typed) slotState[slot] = 1;
    if (slotSeen[slot] !== seen) {
      slotSeen[slot] = seen;
      slotBest[slot] = score;
    } else if (score > (slotBest[slot] ?? 0)) slotBest[slot] = score;
    if (maskAt >= 0) {
      const m = slot * maskWords + maskAt;
      slotMasks[m] = (slotMasks[m] ?? 0) | (data[at + 2] ?? 0);
    }
  };
  for (const e of word.expansions) {
    const data = postings.data(e.termId);
    const impacts = postings.impacts(e.termId);
    const begin = postings.start(e.termId);
    const count = postings.count(e.termId);
    const factor = idf * e.weight;
    const exactFactor = e.exact ? factor * ranking.exactBonus : factor;
    typed = e.typos === 0;
    if (aliveCount * Math.log2(count + 1) * 2 < count) {
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
        offer(slot, (impacts[at + IMPACT] ?? 0) * (packed < 0 ? exactFactor : factor), at, data);
      }
    } else {
      const end = begin + count * STRIDE;
      for (let i = begin; i < end; i += STRIDE) {
        const doc = data[i] ?? 0;
        if (docStamp[doc] !== epoch) continue;
        const slot = docSlot[doc] ?? 0;
        if (slotHits[slot] === DEAD) continue;
        const packed = data[i + 1] ?? 0;
        offer(slot, (impacts[i + IMPACT] ?? 0) * (packed < 0 ? exactFactor : factor), i, data);
      }
    }
  }
  for (let a = 0; a < aliveCount; a++) {
    const slot = alive[a] ?? 0;
    if (slotSeen[slot] !== seen) continue;
    slotTotal[slot] = (slotTotal[slot] ?? 0) + (slotBest[slot] ?? 0);
    slotHits[slot] = (slotHits[slot] ?? 0) + 1;
  }
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
