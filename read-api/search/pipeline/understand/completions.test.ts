import { beforeAll, describe, expect, it } from 'vitest';
import { type PipelineSearch, pipelineSearch, row } from '../../../../test/support/pipeline-search.ts';

describe('the word being typed is completed, not the words read for it', () => {
  let search: PipelineSearch;
  beforeAll(async () => {
    search = await pipelineSearch([
      row(
        'cataflam',
        { ar: 'كتافلام 50 مجم 20 قرص', en: 'Cataflam 50mg, 20 tablets' },
        { category: ['Pharmacy'] },
      ),
      row('litter', { ar: 'رمل قطط كريستال 5 لتر', en: 'Crystal cat litter 5L' }, { category: ['Pets'] }),
      row('scratcher', { ar: 'خدّاشة للقطط', en: 'Cat scratcher' }, { category: ['Pets'] }),
    ]);
  });

  it('reads a dialect word for a cat as cat, which does not begin Cataflam', async () => {
    for (const q of ['قطة', 'بسة', 'بزونة']) {
      const answer = await search.answer(q);
      expect(['litter', 'scratcher'], q).toContain(answer.ids[0]);
      expect(answer.ids, q).not.toContain('cataflam');
    }
  });

  it('still completes what is typed', async () => {
    expect((await search.answer('كتاف')).ids).toEqual(['cataflam']);
    expect((await search.answer('catafl')).ids).toEqual(['cataflam']);
  });
});
