import { z } from 'zod';
import { nameWords } from './brand-table.ts';
import data from './data/colors.json' with { type: 'json' };

const ColorLexiconSchema = z.object({
  colors: z.array(
    z.object({
      id: z.string().regex(/^[a-z-]+$/u),
      ar: z.array(z.string().min(1)),
      latin: z.array(z.string().min(1)),
      ambiguous: z.array(z.string()).optional(),
    }),
  ),
});

export interface ColorName {
  /** Canonical color name (`red`). */
  readonly id: string;
  readonly words: readonly string[];
  /** Also a product word (orange, olive, بيض): only a color when the store has the color or a color word leads. */
  readonly ambiguous: boolean;
}

const COLORS = ColorLexiconSchema.parse(data).colors;

/** Every written form of every color, normalized, with feminine -ية forms of -ي adjectives added. */
const NAMES: readonly ColorName[] = COLORS.flatMap((color) => {
  const ambiguous = new Set((color.ambiguous ?? []).map((w) => nameWords(w).join(' ')));
  const forms = [...color.ar, ...color.ar.filter((w) => w.endsWith('ي')).map((w) => `${w}ة`), ...color.latin];
  return [...new Set(forms.map((w) => nameWords(w).join(' ')))].map((form) => ({
    id: color.id,
    words: form.split(' '),
    ambiguous: ambiguous.has(form),
  }));
});

/** Color names, longest first (so `اوف وايت` wins over a one-word name). */
export const colorNames = (): readonly ColorName[] => NAMES;

/** Canonical color ids. */
export const colorIds = (): readonly string[] => COLORS.map((c) => c.id);

/** Color id by written form (the first color listing a form wins). */
const BY_FORM = new Map<string, string>();
for (const name of NAMES) {
  const form = name.words.join(' ');
  if (!BY_FORM.has(form)) BY_FORM.set(form, name.id);
}

/** Answers for values already read (store color values repeat query after query); bounded. */
const CANONICAL = new Map<string, string | null>();
const CANONICAL_LIMIT = 10_000;

/** The canonical color a store's color value (`Red`, `أحمر`, `حمراء`) stands for, if known. */
export function canonicalColor(value: string): string | undefined {
  let id = CANONICAL.get(value);
  if (id === undefined) {
    id = BY_FORM.get(nameWords(value).join(' ')) ?? null;
    if (CANONICAL.size >= CANONICAL_LIMIT) CANONICAL.clear();
    CANONICAL.set(value, id);
  }
  return id ?? undefined;
}

/** Unambiguous one-word color forms, normalized (`سودا`, `حمرا`, `black`; not `بيض` eggs). */
const COLOR_WORDS: ReadonlySet<string> = new Set(
  NAMES.filter((n) => !n.ambiguous && n.words.length === 1).map((n) => n.words[0] as string),
);

/** Whether a normalized word names a color and nothing else. */
export const isColorWord = (word: string): boolean => COLOR_WORDS.has(word);

const ARABIC_LETTERS = /^[\u0600-\u06ff]+$/u;

/** Each unambiguous one-word Arabic color form, normalized, with the other forms of its color. */
const ARABIC_FORMS: ReadonlyMap<string, readonly string[]> = (() => {
  const byColor = new Map<string, string[]>();
  for (const name of NAMES) {
    const [word] = name.words;
    if (name.ambiguous || name.words.length !== 1 || word === undefined || !ARABIC_LETTERS.test(word))
      continue;
    const list = byColor.get(name.id) ?? [];
    if (!list.includes(word)) list.push(word);
    byColor.set(name.id, list);
  }
  const out = new Map<string, readonly string[]>();
  for (const words of byColor.values())
    for (const word of words)
      if (!out.has(word))
        out.set(
          word,
          words.filter((w) => w !== word),
        );
  return out;
})();

/**
 * The other Arabic forms of the color a normalized Arabic word names (`سودا` → `اسود`, `سود`):
 * an adjective agrees with its noun, and the shopper's noun (`كنزة`, feminine) need not be the
 * store's (`هودي`, masculine). Empty for any other word, and never a form in another script.
 */
export const arabicColorForms = (word: string): readonly string[] => ARABIC_FORMS.get(word) ?? [];

/** The color each ambiguous one-word Arabic color form names (`بيض`, `بيضه` white; `بني` brown). */
const AMBIGUOUS_ARABIC: ReadonlyMap<string, string> = new Map(
  NAMES.flatMap((name) => {
    const [word] = name.words;
    return name.ambiguous && name.words.length === 1 && word !== undefined && ARABIC_LETTERS.test(word)
      ? [[word, name.id] as const]
      : [];
  }),
);

/**
 * The color an ambiguous Arabic color word may name (`بيضه`: eggs, or white); undefined for any
 * other word. A query reads it so after another word, where Arabic puts an adjective (`دشداشة بيضة`).
 */
export const ambiguousColorOf = (word: string): string | undefined => AMBIGUOUS_ARABIC.get(word);

/** The unambiguous Arabic forms of a color (`white` → `ابيض`, `بيضا`). */
export const arabicFormsOfColor = (color: string): readonly string[] =>
  [...ARABIC_FORMS.keys()].filter((form) => BY_FORM.get(form) === color);

/**
 * The English name of the color an unambiguous Arabic color word names (`ازرق` → `blue`), for a
 * store that names some products in English only (`JBL Flip 6 ..., blue`).
 */
export const englishColorOf = (word: string): string | undefined =>
  ARABIC_FORMS.has(word) ? BY_FORM.get(word) : undefined;
