import { beforeAll, describe, expect, it } from 'vitest';
import { type PipelineSearch, pipelineSearch, row } from '../../../../test/support/pipeline-search.ts';

describe('a tool asked for by what it is for', () => {
  const shop = [
    row('tape-measure', { ar: 'متر قياس 8 متر', en: 'Tape measure 8m' }, { category: ['Tools'] }),
    row('jigsaw', { ar: 'منشار أركت بوش', en: 'Bosch jigsaw 500W' }, { category: ['Tools'] }),
    row('thermometer', { ar: 'ميزان حرارة ديجيتال', en: 'Digital thermometer' }, { category: ['Health'] }),
    row('rug', { ar: 'سجادة غرفة نوم بيج', en: 'Bedroom rug, beige' }, { category: ['Home'] }),
    row('dollhouse', { ar: 'بيت دمى خشبي', en: 'Wooden doll house' }, { category: ['Toys'] }),
    row(
      'drill',
      { ar: 'دريل شحن بلاك اند ديكر 12 فولت', en: 'Black+Decker 12V cordless drill' },
      { category: ['Tools'] },
    ),
    row(
      'pacifier',
      { ar: 'لهاية أفنت ألترا سوفت', en: 'Philips Avent ultra soft pacifier' },
      { category: ['Baby'] },
    ),
    row('pens', { ar: 'أقلام بايلوت أزرق 3 أقلام', en: 'Pilot pens blue, 3' }, { category: ['Office'] }),
    row(
      'paper',
      { ar: 'كرتون ورق A4 دبل ايه 5 رزم', en: 'Double A A4 paper, 5 reams' },
      { category: ['Office'] },
    ),
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

  it('does not let a phrase of what the tool works on lead', async () => {
    // `الورق` reads as the lexicon's `ورق a4`, the paper box; the shopper wants something to write with.
    expect((await search.answer('ابي شي اكتب فيه على الورق')).ids[0]).toBe('pens');
  });

  it('does not correct what the tool works on into a product word', async () => {
    // Drill the wall: `الحايط` is no product, and its nearest spelling is `لهاية`, a pacifier.
    const answer = await search.answer('اريد شي اخرم بيه الحايط');
    expect(answer.ids[0]).toBe('drill');
    expect(answer.did_you_mean).toBeNull();
  });

  it('reads a use after ل or باش, and a device word before it asks for nothing', async () => {
    const heat = [
      row('kettle', { ar: 'غلاية كهربائية تيفال', en: 'Tefal electric kettle' }, { category: ['Kitchen'] }),
      row('heater', { ar: 'دفاية زيت 11 ريشة', en: 'Oil heater' }, { category: ['Home'] }),
      row('water', { ar: 'مياه شرب 330 مل', en: 'Drinking water 330ml' }, { category: ['Drinks'] }),
      row('monitor', { ar: 'جهاز ضغط اومرون', en: 'Omron blood pressure monitor' }, { category: ['Health'] }),
    ];
    const kitchen = await pipelineSearch(heat);
    // A device to heat water: the kettle, not the water, nor the one product named a device.
    expect((await kitchen.answer('ابي جهاز لتسخين الماء')).ids[0]).toBe('kettle');
    // So that I heat the house: the heater.
    expect((await kitchen.answer('بغيت حاجة باش نسخن الدار')).ids[0]).toBe('heater');
    // Boil the water with it: `اغلي` is no "most expensive" here.
    const boil = await kitchen.answer('عايز حاجة اغلي بيها المية');
    expect(boil.ids[0]).toBe('kettle');
    expect(boil.query.sort).toBeNull();
  });

  it('asks for the product named before the verb, and for what the verb is for when none is', async () => {
    const play = await pipelineSearch([
      row('mouse', { ar: 'ماوس لوجيتك جيمنج', en: 'Logitech gaming mouse' }, { category: ['Computers'] }),
      row('doll', { ar: 'دمية أزياء 30 سم', en: 'Fashion doll 30cm' }, { category: ['Toys'] }),
      row('ball', { ar: 'كرة قدم مقاس 5', en: 'Football size 5' }, { category: ['Sports'] }),
    ]);
    // A mouse my son plays games on: the mouse, not the toys playing asks for.
    expect((await play.answer('بدي ماوس لابني بيلعب عليه العاب')).ids[0]).toBe('mouse');
    // Something my little brother plays with: toys, whatever is small.
    const toys = await play.answer('ابي شي لاخوي الصغير يلعب فيه');
    expect(['doll', 'ball']).toContain(toys.ids[0]);
    expect(toys.ids).not.toContain('mouse');
  });

  it('reads what a thing is to do to the object named before it, and asks for the thing', async () => {
    const room = await pipelineSearch([
      row('rug', { ar: 'سجادة غرفة نوم بيج', en: 'Bedroom rug, beige' }, { category: ['Home'] }),
      row('ac', { ar: 'مكيف سبليت جري 18000 وحدة', en: 'Gree split AC' }, { category: ['Appliances'] }),
      row('swimsuit', { ar: 'مايوه سباحة نسائي', en: 'Swimsuit' }, { category: ['Women'] }),
    ]);
    // The room is very hot, I want a thing to cool it: the air conditioner, not the bedroom rug.
    expect((await room.answer('الغرفه حر وايد ابي شي يبردها')).ids[0]).toBe('ac');
    // Without the pronoun the room is what is asked for.
    expect((await room.answer('سجادة الغرفة')).ids[0]).toBe('rug');
  });

  it("reads a tool's verb after a word of wanting as asking for the tool", async () => {
    const office = await pipelineSearch([
      row('bayleaves', { ar: 'ورق غار مجفف 20 جم', en: 'Dried bay leaves' }, { category: ['Spices'] }),
      row('paper', { ar: 'كرتون ورق A4 5 رزم', en: 'A4 paper, 5 reams' }, { category: ['Office'] }),
      row('printer', { ar: 'طابعة كانون بيكسما', en: 'Canon Pixma printer' }, { category: ['Office'] }),
      row('rice', { ar: 'أرز بسمتي 10 كيلو', en: 'Basmati rice 10kg' }, { category: ['Grocery'] }),
      row('pot', { ar: 'قدر طبخ ستانلس 24 سم', en: 'Stainless cooking pot' }, { category: ['Kitchen'] }),
    ]);
    // I want to print study papers: the printer, not the bay leaves.
    expect((await office.answer('عايز اطبع ورق المذاكرة في البيت')).ids[0]).toBe('printer');
    // To cook rice is to want the rice: cooking is no tool's verb here.
    expect((await office.answer('ابي اطبخ رز بسمتي')).ids[0]).toBe('rice');
  });

  it('takes the thing liked, not the people the shopper buys for, as what is asked for', async () => {
    const treats = await pipelineSearch([
      row('hoodie', { ar: 'هودي أطفال رمادي', en: 'Kids hoodie, grey' }, { category: ['Kids'] }),
      row(
        'chocolate',
        { ar: 'شوكولاتة جالكسي بالحليب', en: 'Galaxy milk chocolate' },
        { category: ['Sweets'] },
      ),
    ]);
    // My kids love chocolate (Gulf; Maghreb): the chocolate, not the kids' clothes.
    expect((await treats.answer('عيالي يحبون الشوكولاته')).ids[0]).toBe('chocolate');
    expect((await treats.answer('الدراري ديالي كيبغيو الشكلاط')).ids[0]).toBe('chocolate');
  });

  it('leaves a query without the pronoun as it was', async () => {
    expect((await search.answer('سجادة غرفة')).ids[0]).toBe('rug');
  });
});
