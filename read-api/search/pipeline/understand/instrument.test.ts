import { beforeAll, describe, expect, it } from 'vitest';
import { type PipelineSearch, pipelineSearch, row } from '../../../../test/support/pipeline-search.ts';

describe('a tool asked for by what it is for', () => {
  const shop = [
    row('tape-measure', { ar: 'متر قياس 8 متر', en: 'Tape measure 8m' }, { category: ['Tools'] }),
    row('jigsaw', { ar: 'منشار أركت بوش', en: 'Bosch jigsaw 500W' }, { category: ['Tools'] }),
    row('thermometer', { ar: 'ميزان حرارة ديجيتال', en: 'Digital thermometer' }, { category: ['Health'] }),
    row('rug', { ar: 'سجادة غرفة نوم بيج', en: 'Bedroom rug, beige' }, { category: ['Home'] }),
    row('dollhouse', { ar: 'بيت دمى خشبي', en: 'Wooden doll house' }, { category: ['Toys'] }),
  ];
  let search: PipelineSearch;
  beforeAll(async () => {
    search = await pipelineSearch(shop);
  });

  it('requires the kinds the verb asks for; the words after its pronoun only rank', async () => {
    // Measure the room's length in metres with it: the room is what is measured, not the product.
    const measure = await search.answer('اريد شي اقيس بيه طول الغرفة بالمتر');
    expect(measure.ids[0]).toBe('tape-measure');
    // Cut wood with it: a saw, not the wooden doll house.
    expect((await search.answer('ابي شي اقطع فيه الخشب')).ids[0]).toBe('jigsaw');
  });

  it('leaves a query without the pronoun as it was', async () => {
    expect((await search.answer('سجادة غرفة')).ids[0]).toBe('rug');
  });
});
