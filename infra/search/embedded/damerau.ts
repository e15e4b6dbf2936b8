/**
 * Edit distance counted in characters (Unicode code points), with adjacent transpositions
 * counting as one edit (optimal string alignment), and an early exit once the bound is exceeded.
 */

export function toCodePoints(text: string): Int32Array {
  const out = new Int32Array(text.length);
  let n = 0;
  for (const ch of text) out[n++] = ch.codePointAt(0) ?? 0;
  return n === text.length ? out : out.slice(0, n);
}

export function codePointLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/**
 * The optimal-string-alignment distance between `a` and `b`, or `max + 1` when it is larger
 * than `max`.
 */
export function boundedDamerau(a: Int32Array, b: Int32Array, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n === 0) return m;
  if (m === 0) return n;
  if (rowA.length <= m) {
    rowA = new Int32Array(m * 2 + 1);
    rowB = new Int32Array(m * 2 + 1);
    rowC = new Int32Array(m * 2 + 1);
  }
  let prev2 = rowA; // row i - 2
  let prev = rowB; // row i - 1
  let cur = rowC; // row i
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    const ai = a[i - 1] ?? 0;
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const bj = b[j - 1] ?? 0;
      const cost = ai === bj ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && ai === (b[j - 2] ?? -1) && (a[i - 2] ?? -1) === bj) {
        d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  const distance = prev[m] ?? max + 1;
  return distance > max ? max + 1 : distance;
}
