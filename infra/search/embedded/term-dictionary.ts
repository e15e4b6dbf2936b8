import { boundedDamerau, toCodePoints } from './damerau.ts';
import { DeletionIndex } from './deletion-index.ts';

const PREFIX_MERGE_THRESHOLD = 256;

/**
 * Every distinct term of one store, as dense integer ids, with exact, prefix and fuzzy lookup.
 * Ids are stable for the life of the store index: a term whose documents are all gone keeps
 * its id (its postings are simply empty).
 */
export class TermDictionary {
  private readonly ids = new Map<string, number>();
  private readonly terms: string[] = [];
  /** Display form of a term as first seen in a text (for suggestions); undefined for non-surface terms. */
  private readonly displays: (string | undefined)[] = [];
  private sorted = new Int32Array(0);
  private unsorted: number[] = [];
  private readonly deletions = new DeletionIndex();
  private seen = new Int32Array(1024);
  private seenEpoch = 0;
  /** Changes whenever a term is added (invalidates cached expansions). */
  generation = 0;

  get size(): number {
    return this.terms.length;
  }

  idOf(term: string): number {
    return this.ids.get(term) ?? -1;
  }

  termOf(id: number): string {
    return this.terms[id] ?? '';
  }

  intern(term: string): number {
    const known = this.ids.get(term);
    if (known !== undefined) return known;
    const id = this.terms.length;
    this.ids.set(term, id);
    this.terms.push(term);
    this.displays.push(undefined);
    this.unsorted.push(id);
    this.deletions.add(id, toCodePoints(term));
    this.generation++;
    return id;
  }

  /** Records that `id` stood as a word's surface form, written `original` in the text. */
  markSurface(id: number, original: string): void {
    if (this.displays[id] === undefined) this.displays[id] = original.toLowerCase();
  }

  isSurface(id: number): boolean {
    return this.displays[id] !== undefined;
  }

  displayOf(id: number): string {
    return this.displays[id] ?? this.terms[id] ?? '';
  }

  /** Visits the ids of terms starting with `prefix`, in term order, until `visit` returns false. */
  forEachWithPrefix(prefix: string, visit: (id: number) => boolean): void {
    if (this.unsorted.length > PREFIX_MERGE_THRESHOLD) this.mergeSorted();
    const sorted = this.sorted;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.terms[sorted[mid] ?? 0] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < sorted.length; i++) {
      const id = sorted[i] ?? 0;
      if (!(this.terms[id] ?? '').startsWith(prefix)) break;
      if (!visit(id)) return;
    }
    for (const id of this.unsorted) {
      if ((this.terms[id] ?? '').startsWith(prefix) && !visit(id)) return;
    }
  }

  /** Visits every term within `maxEdits` edits (code points, Damerau) of `term`, itself included. */
  forEachWithinEdits(term: string, maxEdits: number, visit: (id: number, distance: number) => void): void {
    const query = toCodePoints(term);
    if (this.seen.length < this.terms.length) this.seen = new Int32Array(this.terms.length * 2);
    const epoch = ++this.seenEpoch;
    const seen = this.seen;
    this.deletions.candidates(query, maxEdits, (id) => {
      if (id >= this.terms.length || seen[id] === epoch) return;
      seen[id] = epoch;
      const distance = boundedDamerau(query, toCodePoints(this.terms[id] ?? ''), maxEdits);
      if (distance <= maxEdits) visit(id, distance);
    });
  }

  private mergeSorted(): void {
    const byTerm = (a: number, b: number): number => {
      const x = this.terms[a] ?? '';
      const y = this.terms[b] ?? '';
      return x < y ? -1 : x > y ? 1 : 0;
    };
    const tail = this.unsorted.sort(byTerm);
    const merged = new Int32Array(this.sorted.length + tail.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < this.sorted.length && j < tail.length) {
      const a = this.sorted[i] ?? 0;
      const b = tail[j] ?? 0;
      if (byTerm(a, b) <= 0) {
        merged[k++] = a;
        i++;
      } else {
        merged[k++] = b;
        j++;
      }
    }
    while (i < this.sorted.length) merged[k++] = this.sorted[i++] ?? 0;
    while (j < tail.length) merged[k++] = tail[j++] ?? 0;
    this.sorted = merged;
    this.unsorted = [];
  }
}
