import bidiModule from 'bidi-js';

// bidi-js is a CommonJS module whose export is the factory; its types declare it as `default`.
const bidiFactory = bidiModule as unknown as typeof bidiModule.default;
const bidi = bidiFactory();

/** Characters the Arabic font draws (the rest, Latin letters, digits, spaces, go to the Latin one). */
const ARABIC_FONT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/u;
/** Text the font engine (fontkit) lays out right to left by itself: it reverses the glyphs of such a run. */
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

export interface TextRun {
  /** The characters as the font engine must be given them (it shapes, and reverses Arabic script itself). */
  readonly text: string;
  readonly font: 'arabic' | 'latin';
}

/**
 * A line of text as runs in left-to-right drawing order, for a PDF writer that draws glyphs in
 * the order it is given: the Unicode bidirectional algorithm (bidi-js) orders the characters
 * visually (mirroring brackets in right-to-left runs), and the line is cut where the font or
 * the direction changes. An Arabic run is handed over in logical order, because the font
 * engine joins its letters (initial, medial, final forms, ligatures) and then reverses it.
 */
export function visualRuns(line: string, direction: 'ltr' | 'rtl' | 'auto' = 'auto'): TextRun[] {
  if (line.length === 0) return [];
  const levels = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const order = bidi.getReorderedIndices(line, levels);
  const groups: { font: TextRun['font']; odd: boolean; chars: string[] }[] = [];
  for (const i of order) {
    const char = mirrored.get(i) ?? line[i] ?? '';
    const font: TextRun['font'] = ARABIC_FONT.test(char) ? 'arabic' : 'latin';
    const odd = ((levels.levels[i] ?? 0) & 1) === 1;
    const last = groups.at(-1);
    if (last && last.font === font && last.odd === odd) last.chars.push(char);
    else groups.push({ font, odd, chars: [char] });
  }
  return groups.map((g) => {
    const visual = pairSurrogates(g.chars);
    // The engine reverses a run holding Arabic script: give it the reverse of what must be seen.
    const text = ARABIC_SCRIPT.test(visual) ? pairSurrogates([...g.chars].reverse()) : visual;
    return { text, font: g.font };
  });
}

/** Joins UTF-16 units, putting back in order a surrogate pair that a reversal turned around. */
function pairSurrogates(units: string[]): string {
  const out = [...units];
  for (let k = 0; k + 1 < out.length; k++) {
    const a = out[k]?.charCodeAt(0) ?? 0;
    const b = out[k + 1]?.charCodeAt(0) ?? 0;
    if (a >= 0xdc00 && a <= 0xdfff && b >= 0xd800 && b <= 0xdbff) {
      [out[k], out[k + 1]] = [out[k + 1] ?? '', out[k] ?? ''];
      k++;
    }
  }
  return out.join('');
}
