import type { QueryWord } from './query-words.ts';

const NONE: readonly never[] = [];

export interface Phrase<T> {
  readonly words: readonly string[];
  readonly value: T;
}

/**
 * A table of phrases (normalized word sequences) with values, indexed by first word so that
 * looking for phrases at a query position costs one map read.
 */
export class PhraseTable<T> {
  private readonly byFirst = new Map<string, Phrase<T>[]>();

  constructor(phrases: Iterable<Phrase<T>>) {
    for (const p of phrases) {
      const first = p.words[0];
      if (first === undefined) continue;
      const list = this.byFirst.get(first) ?? [];
      list.push(p);
      this.byFirst.set(first, list);
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  }

  /**
   * The values of the longest phrases matching at `i`, and their length; null when none. With
   * `orBare`, a query word also matches by its form without clitics (`بالأحمر` as `احمر`).
   */
  allAt(words: readonly QueryWord[], i: number, orBare = false): { length: number; values: T[] } | null {
    const q = words[i];
    if (q === undefined) return null;
    const candidates = this.byFirst.get(q.word) ?? NONE;
    const bare = orBare && q.bare !== q.word ? (this.byFirst.get(q.bare) ?? NONE) : NONE;
    if (candidates.length === 0 && bare.length === 0) return null;
    let found: { length: number; values: T[] } | null = null;
    for (const p of [...candidates, ...bare]) {
      if (found !== null && p.words.length < found.length) continue;
      const hit = p.words.every((w, k) => {
        const word = words[i + k];
        return word !== undefined && (word.word === w || (orBare && word.bare === w));
      });
      if (!hit) continue;
      if (found === null || p.words.length > found.length)
        found = { length: p.words.length, values: [p.value] };
      else found.values.push(p.value);
    }
    return found;
  }

  /** The longest phrase matching at `i` (the first listed, when several are as long). */
  at(words: readonly QueryWord[], i: number, orBare = false): { length: number; value: T } | null {
    const found = this.allAt(words, i, orBare);
    const value = found?.values[0];
    return found === null || value === undefined ? null : { length: found.length, value };
  }

  /** How many words the longest phrase at `i` spans (0 when none). */
  lengthAt(words: readonly QueryWord[], i: number): number {
    return this.allAt(words, i)?.length ?? 0;
  }
}
