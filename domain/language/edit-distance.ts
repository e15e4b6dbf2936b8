/** The code points of `s` (so that distances count characters, not UTF-16 units or bytes). */
export function codePoints(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.codePointAt(i) ?? 0;
    out.push(c);
    if (c > 0xffff) i++;
  }
  return out;
}

/**
 * Damerau-Levenshtein distance (insertions, deletions, substitutions and transpositions of
 * adjacent characters, unrestricted: a true metric) over code points. Work stops as soon as
 * every cell of a row exceeds `max`: the answer is then `max + 1`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  const s = codePoints(a);
  const t = codePoints(b);
  const n = s.length;
  const m = t.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n === 0 || m === 0) return Math.max(n, m);
  const width = m + 2;
  const big = n + m;
  const d = new Int32Array((n + 2) * width);
  d[0] = big;
  for (let i = 0; i <= n; i++) {
    d[(i + 1) * width] = big;
    d[(i + 1) * width + 1] = i;
  }
  for (let j = 0; j <= m; j++) {
    d[j + 1] = big;
    d[width + j + 1] = j;
  }
  const lastRow = new Map<number, number>();
  for (let i = 1; i <= n; i++) {
    const si = s[i - 1] ?? 0;
    let lastMatchColumn = 0;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const tj = t[j - 1] ?? 0;
      const i1 = lastRow.get(tj) ?? 0;
      const j1 = lastMatchColumn;
      const cost = si === tj ? 0 : 1;
      if (cost === 0) lastMatchColumn = j;
      const value = Math.min(
        (d[i * width + j] ?? big) + cost,
        (d[(i + 1) * width + j] ?? big) + 1,
        (d[i * width + j + 1] ?? big) + 1,
        (d[i1 * width + j1] ?? big) + (i - i1 - 1) + 1 + (j - j1 - 1),
      );
      d[(i + 1) * width + j + 1] = value;
      if (value < rowMin) rowMin = value;
    }
    lastRow.set(si, i);
    if (rowMin > max) return max + 1;
  }
  const distance = d[(n + 1) * width + m + 1] ?? big;
  return distance > max ? max + 1 : distance;
}
