import { beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../../../domain/language/index.ts';
import type { Vocabulary } from '../../../../domain/search/analyzer.ts';
import { pipelineSearch, row } from '../../../../test/support/pipeline-search.ts';
import { type PipelineFixture, pipelineFixture } from '../../../../test/support/search-pipeline.ts';
import { SHOP } from '../../../../test/support/shop-catalog.ts';
import { candidates } from '../candidates.ts';
import { queryWords } from '../understand/query-words.ts';
import { partialMatches } from './partial-matches.ts';
import {
  headReadsAsPhrase,
  keepingLetGo,
  phraseMatches,
  phraseReadsLetGo,
  phraseRewrites,
} from './phrases.ts';
import { relaxation } from './relaxation.ts';
import { below, stacked } from './tiers.ts';

describe('fallbacks: phrases, relaxation, partial matches', () => {
  let shop: PipelineFixture;
  beforeAll(async () => {
    shop = await pipelineFixture(SHOP);
  });
  const ids = (tiers: readonly (readonly { id: string }[])[]) => tiers.map((t) => t.map((h) => h.id));

  it('phrases: a lexicon phrase in place of the words finds a tier of its own, once per leading query', async () => {
    const found = await shop.after([candidates], { q: 'باور بانك' });
    expect(found.total).toBe(0);
    const phrased = await phraseMatches(found, shop.deps);
    expect(ids(phrased.tiers)).toEqual([[], ['powerbank']]);
    expect(phrased.total).toBe(1);
    expect(phrased.trace?.phrases).toEqual({ queries: ['بطاريه متنقله'], added: 1 });
    expect(phrased.phrased).toBe(found.effective);
    expect(await phraseMatches(phrased, shop.deps)).toBe(phrased);
  });

  it('phrases: a phrase reading a word the query let go leads, with what the query found', async () => {
    const found = await shop.after([candidates], { q: 'باور بانك 20000' });
    expect(found.effective.optional?.words).toEqual([0, 1]);
    expect(ids(found.tiers)[0]).toContain('powerbank');
    const phrased = await phraseMatches(found, shop.deps);
    expect(ids(phrased.tiers)[0]).toEqual(['powerbank']);
    expect(phrased.trace?.phrases).toMatchObject({ lead: 1 });
    expect(phrased.tiers.flat().filter((h) => h.id === 'powerbank')).toHaveLength(1);
  });

  it('phrases: when nothing is found, a phrase of words the catalog lacks leads with the other words optional', async () => {
    const found = await shop.after([candidates], { q: 'باور بانك جوالات مطبخ' });
    expect(found.total).toBe(0);
    const phrased = await phraseMatches(found, shop.deps);
    expect(ids(phrased.tiers)[0]).toEqual(['powerbank']);
    expect(phrased.trace?.phrases).toMatchObject({ lead: 1 });
  });

  it('phrases: a phrase of words the catalog lacks leads when the query found only what its other words find', async () => {
    // `باور بانك` is let go (unknown), `مطبخ` alone finds the kitchen: the power bank is what is asked for.
    const found = await shop.after([candidates], { q: 'باور بانك مطبخ' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.tiers.flat().map((h) => h.id)).not.toContain('powerbank');
    const phrased = await phraseMatches(found, shop.deps);
    expect(ids(phrased.tiers)[0]).toEqual(['powerbank']);
    expect(phrased.trace?.phrases).toMatchObject({ lead: 1 });
  });

  it('phrases: a word in Latin letters in an Arabic sentence, read by the lexicon as a phrase, leads', async () => {
    // `powerbank`, one Latin word the catalog does not hold, is `بطارية متنقلة`.
    const found = await shop.after([candidates], { q: 'بدي powerbank جوالات مطبخ' });
    expect(found.total).toBe(0);
    const phrased = await phraseMatches(found, shop.deps);
    expect(ids(phrased.tiers)[0]).toEqual(['powerbank']);
    expect(phrased.trace?.phrases).toMatchObject({ lead: 1 });
  });

  it('phrases: a phrase whose words the catalog holds does not lead on its own when nothing is found', async () => {
    const found = await shop.after([candidates], { q: 'بطارية متنقلة جوالات مطبخ' });
    expect(found.total).toBe(0);
    const phrased = await phraseMatches(found, shop.deps);
    expect(phrased.tiers.flat().map((h) => h.id)).not.toContain('powerbank');
  });

  it('phrases run on a full page when a phrase typed whole reads a word the query let go', async () => {
    const found = await shop.after([candidates], { q: 'قلاية بدون زيت', per_page: 1 });
    expect(found.total).toBeGreaterThanOrEqual(1);
    expect(found.effective.optional?.words).toContain(2);
    const phrased = await phraseMatches(found, shop.deps);
    expect(phrased).not.toBe(found);
    expect(ids(phrased.tiers)[0]?.[0]).toBe('airfryer');
    expect(phrased.trace?.phrases).toHaveProperty('lead');
  });

  it('phrases do not run when the page is full enough', async () => {
    const found = await shop.after([candidates], { q: 'جوال', per_page: 3 });
    expect(found.total).toBeGreaterThanOrEqual(3);
    expect(await phraseMatches(found, shop.deps)).toBe(found);
  });

  it('relaxation: nothing found, the common words let go first, the head kept', async () => {
    const found = await shop.after([candidates, phraseMatches], { q: 'غلاية كهربائية صغيرة' });
    expect(found.total).toBe(0);
    const relaxed = await relaxation(found, shop.deps);
    expect(relaxed.zeroResultHelp).toMatchObject({ relaxed: true, relaxed_query: 'غلاية كهربائية' });
    expect(relaxed.zeroResultHelp?.popular_categories.length).toBeGreaterThan(0);
    expect(ids(relaxed.tiers)).toEqual([['kettle']]);
    expect(relaxed.effectiveWords.text).toBe('غلاية كهربائية صغيرة');
    expect(relaxed.effective.optional).toEqual({ words: [2], minimum: 0 });
    expect(relaxed.trace?.relaxation).toMatchObject({ step: 'words', tried: ['keeping "غلاية كهربائية"'] });
    expect(await relaxation(relaxed, shop.deps)).toBe(relaxed);
  });

  it('an unknown word is optional from the start: the known words find the products', async () => {
    const found = await shop.after([candidates], { q: 'غلاية كهربائية مضيئة' });
    expect(ids(found.tiers)).toEqual([['kettle']]);
    expect(found.trace?.candidates).toMatchObject({ optional: ['مضيئة'] });
    const helped = await relaxation(found, shop.deps);
    expect(helped.zeroResultHelp).toMatchObject({ relaxed: true, relaxed_query: 'غلاية كهربائية' });
  });

  it('relaxation lets the filters read from the text go before any word', async () => {
    const found = await shop.after([candidates], { q: 'kettle samsung' });
    expect(found.query.parserFilters).toEqual([{ kind: 'terms', field: 'brand', values: ['Samsung'] }]);
    expect(found.total).toBe(0);
    const relaxed = await relaxation(found, shop.deps);
    expect(relaxed.trace?.relaxation).toMatchObject({ step: 'parser_filters' });
    expect(relaxed.effective.filters).toEqual([]);
    expect(ids(relaxed.tiers)).toEqual([['steel-kettle']]);
  });

  it('partial matches: few results, the queries keeping the head noun first', async () => {
    const found = await shop.after([candidates], { q: 'جوال سامسونج' });
    const partial = await partialMatches(found, shop.deps);
    expect(ids(found.tiers)).toEqual([[expect.any(String), expect.any(String)]]);
    expect(partial.tiers[0]).toBe(found.tiers[0]);
    expect(partial.trace?.partial_matches).toMatchObject({ queries: ['جوال', 'سامسونج'] });
    const added = partial.tiers
      .slice(1)
      .flat()
      .map((h) => h.id);
    expect(added).toEqual(expect.arrayContaining(['iphone', 'holder']));
    expect(partial.total).toBe(found.total + added.length);
  });

  it('tiers: each tier rescaled under the one before, in its own order', () => {
    const head = [
      { id: 'a', score: 10, highlights: {} },
      { id: 'b', score: 4, highlights: {} },
    ];
    const tail = [
      { id: 'c', score: 50, highlights: {} },
      { id: 'd', score: 20, highlights: {} },
    ];
    const out = stacked([head, tail]);
    expect(out.map((h) => h.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(out[2]?.score).toBeLessThan(4);
    expect(out[3]?.score).toBeLessThan(out[2]?.score ?? 0);
    expect(below([], tail)).toEqual(tail);
  });
});

describe('phrase rewrites', () => {
  const analyzer = createAnalyzer();
  const analyze = (text: string) => analyzer.analyze(text, { mode: 'query', lang: 'ar' });
  const all: Vocabulary = { documentFrequency: () => 1, termsBySkeleton: () => [] };

  it("a rewrite keeps the words its query let go optional, moved by the phrase's length", () => {
    const from = { tokens: [], text: '', optional: { words: [0, 2, 4], minimum: 0 } } as never;
    const rewritten = { tokens: [], text: '' } as never;
    // Words 1..3 (two words) become three: word 4 moves to 5; word 2, inside the phrase, is gone.
    expect(keepingLetGo(rewritten, from, 1, 3, { from: 5, to: 6 })).toMatchObject({
      optional: { words: [0, 5], minimum: 0 },
    });
    expect(keepingLetGo(rewritten, { tokens: [], text: '' } as never, 1, 3, { from: 5, to: 6 })).toBe(
      rewritten,
    );
  });

  it('a phrase typed whole reads a word let go only when that word lies inside it', () => {
    const words = queryWords(analyze('فريتوز بلا زيت'), 'ar');
    expect(phraseReadsLetGo(words, new Set([0]))).toBe(true);
    expect(phraseReadsLetGo(words, new Set())).toBe(false);
    const longer = queryWords(analyze('فريتوز بلا زيت كبير'), 'ar');
    expect(phraseReadsLetGo(longer, new Set([3]))).toBe(false);
    // Not a phrase of the lexicon in this order.
    expect(phraseReadsLetGo(queryWords(analyze('زيت بلا فريتوز'), 'ar'), new Set([2]))).toBe(false);
  });

  it('reads a head let go as the phrase the lexicon gives it, when the catalog holds the phrase', () => {
    const held = (words: readonly string[]): Vocabulary => ({
      documentFrequency: (w) => (words.includes(w) ? 1 : 0),
      termsBySkeleton: () => [],
    });
    const words = queryWords(analyze('صنبلوك للوجه'), 'ar');
    expect(headReadsAsPhrase(words, new Set([0]), held(['واقي', 'شمس', 'وجه']))).toBe(true);
    // Not let go, held as typed, or the phrase not held: no.
    expect(headReadsAsPhrase(words, new Set([1]), held(['واقي', 'شمس', 'وجه']))).toBe(false);
    expect(headReadsAsPhrase(words, new Set([0]), held(['صنبلوك', 'واقي', 'شمس']))).toBe(false);
    expect(headReadsAsPhrase(words, new Set([0]), held(['وجه']))).toBe(false);
    // A head of several meanings (`دهن`: oil, ghee, oud oil) names no one phrase.
    const oil = queryWords(analyze('دهن للشعر'), 'ar');
    expect(headReadsAsPhrase(oil, new Set([0]), held(['زيت', 'شعر', 'سمن', 'عود', 'محرك']))).toBe(false);
  });

  it('gives each typed phrase its turn: one phrase with many replacements does not take them all', () => {
    const words = queryWords(analyze('كريمة الوجه ضد الشمس'), 'ar');
    const rewrites = phraseRewrites(words, 'ar', all, 2, analyze);
    expect(rewrites.map((r) => [r.start, r.end])).toEqual([
      [0, 2],
      [2, 4],
    ]);
  });

  it('leave out a phrase that holds every typed word: it only asks for more', () => {
    const words = queryWords(analyze('تايب سي'), 'ar');
    const rewrites = phraseRewrites(words, 'ar', all, 10, analyze).map((r) => r.words.text);
    expect(rewrites).toContain('usb c');
    expect(rewrites.filter((t) => t.includes('تايب سي'))).toEqual([]);
  });
});

describe('a head the catalog does not hold, read as a phrase', () => {
  it('leads with what the phrase names, unless another word names the kind found', async () => {
    const shop = await pipelineSearch([
      row(
        'sunscreen',
        { ar: 'واقي شمس بيوديرما SPF50', fr: 'Bioderma crème solaire SPF50' },
        { category: ['Care'] },
      ),
      row('micellar', { ar: 'ماء ميسيلار منظف للوجه', en: 'Micellar water' }, { category: ['Care'] }),
      row('eggs', { ar: 'بيض أبيض 30 بيضة', en: 'White eggs, 30' }, { category: ['Grocery'] }),
      row('plates', { ar: 'طقم صحون عشاء 6 قطع', en: 'Dinner plates, 6' }, { category: ['Kitchen'] }),
      // Enough for the face that the query finds more than a few without the sunblock.
      ...Array.from({ length: 12 }, (_, i) =>
        row(`face-${i}`, { ar: `غسول للوجه رقم ${i + 1}`, en: `Face wash ${i + 1}` }, { category: ['Care'] }),
      ),
    ]);
    // The Gulf's sunblock for the face: the sunscreen, not what `للوجه` finds.
    expect((await shop.answer('صنبلوك للوجه')).ids[0]).toBe('sunscreen');
    // A tray of 30 eggs: the eggs, whatever `طبق` (a plate) reads as.
    expect((await shop.answer('طبق بيض ٣٠ حبه')).ids[0]).toBe('eggs');
  });
});

describe('a phrase that says what the head is for', () => {
  it('does not lead: the head names what is asked for', async () => {
    const shop = await pipelineSearch([
      row('fridge', { ar: 'ثلاجة صغيرة 90 لتر', en: 'Mini fridge 90L' }, { category: ['Appliances'] }),
      row('rug', { ar: 'سجادة غرفة نوم بيج', en: 'Bedroom rug, beige' }, { category: ['Rugs'] }),
      row('toothbrush', { ar: 'فرشاة أسنان ناعمة', en: 'Soft toothbrush' }, { category: ['Care'] }),
    ]);
    // A small fridge for the bedroom: the fridge, not the bedroom's rug.
    expect((await shop.answer('ابي ثلاجة صغيرة لغرفة النوم')).ids[0]).toBe('fridge');
    // A phrase that is the head itself still leads (`فرشة للاسنان`, a toothbrush).
    expect((await shop.answer('عايز فرشة للاسنان الحساسة')).ids[0]).toBe('toothbrush');
  });
});

describe('a phrase one rewrite finds with every other word', () => {
  it('is not led by another rewrite of it read around the phrase alone', async () => {
    const shop = await pipelineSearch([
      row(
        'hoodie-kids',
        { ar: 'هودي أطفال رمادي 6 سنوات', en: 'Kids hoodie, grey, 6 years' },
        { category: ['Kids'] },
      ),
      row(
        'hoodie-men',
        { ar: 'هودي رجالي أسود', en: "Men's pullover hoodie, black", fr: 'Sweat à capuche homme noir' },
        { category: ['Men'] },
      ),
      row('tshirt', { ar: 'تيشيرت قطن أبيض', en: 'Cotton T-shirt, white' }, { category: ['Men'] }),
    ]);
    // Egypt's sweatshirt (`سويت شيرت`) for a boy, grey: `هودي ولادي رصاصي` finds the kids' hoodie
    // with every word; `hoodie ولادي رصاصي` finds nothing, and read around `hoodie` alone it led
    // with the men's pullover hoodie (its names say hoodie, pullover and sweat).
    expect((await shop.answer('سويت شيرت ولادي رصاصي')).ids[0]).toBe('hoodie-kids');
  });
});

describe('a phrase typed with a word the analyzer joins', () => {
  it('reads the joined word in the phrase (ستاند لاب توب: a laptop stand)', async () => {
    const shop = await pipelineSearch([
      row('laptop-stand', { ar: 'حامل لابتوب ألمنيوم', en: 'Aluminium laptop stand' }, { category: ['PC'] }),
      row('fan', { ar: 'مروحة ستاند 16 بوصة', en: 'Stand fan 16 inch' }, { category: ['Home'] }),
      row('laptop', { ar: 'لابتوب لينوفو ثينكباد', en: 'Lenovo ThinkPad laptop' }, { category: ['PC'] }),
    ]);
    expect((await shop.answer('ستاند لاب توب')).ids[0]).toBe('laptop-stand');
  });
});
