/** Three rows of the distance table, grown on demand and reused from call to call. */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * Edit distance with adjacent transpositions (optimal string alignment), the distance of
 * Lucene's Levenshtein automata with `transpositions` on (Elasticsearch's
 * `fuzzy_transpositions: true`). Gives up early: answers `max + 1` once the distance exceeds `max`.
 */
export function boundedEditDistance(a: readonly string[], b: readonly string[], max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  if (rows[0].length < cols)
    rows = [new Int32Array(cols * 2), new Int32Array(cols * 2), new Int32Array(cols * 2)];
  let [prev2, prev, row] = rows;
  for (let j = 0; j < cols; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    // The smallest value of a row never decreases from one row to the next.
    if (best > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return Math.min(prev[b.length] ?? max + 1, max + 1);
}

/** Elasticsearch's `fuzziness: AUTO` (AUTO:3,6): edits allowed for a term of this many characters. */
export const autoFuzziness = (length: number): number => (length < 3 ? 0 : length < 6 ? 1 : 2);
