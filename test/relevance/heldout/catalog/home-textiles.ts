import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { HC } from './categories.ts';

/** Blankets, bedding, pillows, towels, curtains, rugs, floor seating and table linen. */
export const HOME_TEXTILES: readonly ProductInput[] = [
  row(
    'blanket-mink-winter-double-burgundy',
    null,
    '189.00',
    HC.blankets,
    {
      en: 'Winter mink blanket, double 220 x 240, burgundy',
      ar: 'بطانية شتوية فرو مينك مزدوجة 220×240 عنابي',
      fr: 'Couverture vison hiver double 220 x 240 bordeaux',
    },
    { sale: '159.00', attrs: { size: '220x240', color: 'Burgundy' } },
  ),
  row(
    'blanket-fleece-single-grey',
    null,
    '59.00',
    HC.blankets,
    {
      en: 'Fleece blanket, single 150 x 200, grey',
      ar: 'بطانية فليس مفرد 150×200 رمادي',
      fr: 'Plaid polaire 150 x 200 gris',
    },
    { attrs: { size: '150x200', color: 'Grey' } },
  ),
  row(
    'blanket-kids-cartoon-110x140',
    null,
    '49.00',
    HC.blankets,
    {
      en: 'Kids cartoon blanket 110 x 140',
      ar: 'بطانية أطفال رسوم كرتون 110×140',
    },
    { attrs: { size: '110x140' } },
  ),
  row(
    'duvet-microfiber-king-white',
    null,
    '199.00',
    HC.blankets,
    {
      en: 'Microfiber duvet insert, king 240 x 260, white',
      ar: 'لحاف مايكروفايبر كينج 240×260 أبيض',
      fr: 'Couette microfibre 240 x 260 blanche',
    },
    { attrs: { size: '240x260', color: 'White' } },
  ),
  row(
    'quilt-cotton-filled-200x220',
    null,
    '249.00',
    HC.blankets,
    {
      en: 'Natural cotton-filled quilt 200 x 220',
      ar: 'لحاف قطن طبيعي محشو 200×220',
    },
    { attrs: { size: '200x220' } },
  ),
  row(
    'comforterset-queen-6pcs-beige',
    null,
    '299.00',
    HC.bedding,
    {
      en: 'Comforter set queen, 6 pieces, beige',
      ar: 'طقم مفرش سرير كوين 6 قطع بيج',
      fr: 'Parure de couette queen 6 pièces beige',
    },
    { attrs: { size: 'Queen', color: 'Beige' } },
  ),
  row(
    'bedspread-quilted-240x260',
    null,
    '179.00',
    HC.bedding,
    {
      en: 'Quilted bedspread 240 x 260, grey',
      ar: 'مفرش سرير مبطن 240×260 رمادي',
      fr: 'Couvre-lit matelassé 240 x 260 gris',
    },
    { attrs: { size: '240x260', color: 'Grey' } },
  ),
  row(
    'sheets-cotton-king-white',
    null,
    '159.00',
    HC.bedding,
    {
      en: 'Cotton bed sheet set king, white, with 2 pillowcases',
      ar: 'طقم شرشف قطن كينج أبيض مع كيسين مخدة',
      fr: 'Parure de draps coton king blanc avec 2 taies',
    },
    { attrs: { size: 'King', color: 'White' } },
  ),
  row(
    'sheet-fitted-single-blue',
    null,
    '45.00',
    HC.bedding,
    {
      en: 'Fitted sheet, single 100 x 200, blue',
      ar: 'شرشف مطاط لسرير مفرد 100×200 أزرق',
      fr: 'Drap housse 1 place 100 x 200 bleu',
    },
    { attrs: { size: '100x200', color: 'Blue' } },
  ),
  row(
    'pillowcases-cotton-2-grey',
    null,
    '29.00',
    HC.bedding,
    {
      en: 'Cotton pillowcases 50 x 75, 2 pack, grey',
      ar: 'كيس مخدة قطن 50×75 عدد 2 رمادي',
      fr: "Taies d'oreiller coton 50 x 75, lot de 2, gris",
    },
    { attrs: { color: 'Grey' } },
  ),
  row(
    'mattressprotector-waterproof-160x200',
    null,
    '89.00',
    HC.bedding,
    {
      en: 'Waterproof mattress protector 160 x 200',
      ar: 'واقي مرتبة مقاوم للماء 160×200',
      fr: 'Protège-matelas imperméable 160 x 200',
    },
    { attrs: { size: '160x200' } },
  ),
  row('mosquitonet-double-bed', null, '59.00', HC.bedding, {
    en: 'Mosquito net for double bed',
    ar: 'ناموسية لسرير مزدوج',
    fr: 'Moustiquaire pour lit double',
  }),

  row('pillow-fiber-50x70-2', null, '59.00', HC.pillows, {
    en: 'Fiber pillows 50 x 70, 2 pack',
    ar: 'مخدة فايبر 50×70 عدد 2',
    fr: 'Oreillers fibre 50 x 70, lot de 2',
  }),
  row('pillow-memoryfoam-medical', null, '99.00', HC.pillows, {
    en: 'Medical memory foam pillow',
    ar: 'مخدة طبية ميموري فوم',
    fr: 'Oreiller médical à mémoire de forme',
  }),
  row(
    'cushions-filled-45-2-mustard',
    null,
    '69.00',
    HC.pillows,
    {
      en: 'Filled decorative cushions 45 x 45, 2 pack, mustard',
      ar: 'كوشن ديكور محشي 45×45 عدد 2 خردلي',
      fr: 'Coussins décoratifs garnis 45 x 45, lot de 2, moutarde',
    },
    { attrs: { color: 'Mustard' } },
  ),
  row('floorseating-majlis-8pcs', null, '1299.00', HC.pillows, {
    en: 'Arabic majlis floor seating set, 8 pieces',
    ar: 'جلسة عربية أرضية 8 قطع مساند ومراتب',
  }),
  row(
    'floormattress-foldable-90x190',
    null,
    '149.00',
    HC.pillows,
    {
      en: 'Foldable floor mattress 90 x 190',
      ar: 'مرتبة أرضية قابلة للطي 90×190',
      fr: 'Matelas de sol pliable 90 x 190',
    },
    { attrs: { size: '90x190' } },
  ),

  row(
    'towel-bath-cotton-70x140-white',
    null,
    '39.00',
    HC.bath,
    {
      en: 'Cotton bath towel 70 x 140, white',
      ar: 'منشفة حمام قطن 70×140 أبيض',
      fr: 'Serviette de bain coton 70 x 140 blanche',
    },
    { attrs: { size: '70x140', color: 'White' } },
  ),
  row(
    'towels-set-6pcs-grey',
    null,
    '119.00',
    HC.bath,
    {
      en: 'Towel set, 6 pieces, grey',
      ar: 'طقم مناشف 6 قطع رمادي',
      fr: 'Lot de 6 serviettes gris',
    },
    { attrs: { color: 'Grey' } },
  ),
  row('towel-beach-striped-90x180', null, '49.00', HC.bath, {
    en: 'Striped beach towel 90 x 180',
    ar: 'منشفة بحر مخططة 90×180',
    fr: 'Serviette de plage rayée 90 x 180',
  }),
  row(
    'bathrobe-cotton-l-white',
    null,
    '129.00',
    HC.bath,
    {
      en: 'Cotton bathrobe, size L, white',
      ar: 'روب حمام قطن مقاس L أبيض',
      fr: 'Peignoir de bain coton taille L blanc',
    },
    { attrs: { size: 'L', color: 'White' } },
  ),
  row(
    'burnous-men-wool-white',
    null,
    '890.00',
    HC.traditional,
    {
      ar: 'برنوس رجالي صوف أبيض تقليدي',
      fr: 'Burnous homme en laine blanc',
    },
    { attrs: { color: 'Blanc', gender: 'Homme' } },
  ),
  row('bathmat-antislip-50x80', null, '35.00', HC.bath, {
    en: 'Anti-slip bath mat 50 x 80',
    ar: 'دواسة حمام مانعة للانزلاق 50×80',
    fr: 'Tapis de bain antidérapant 50 x 80',
  }),

  row(
    'curtains-blackout-140x240-beige',
    null,
    '149.00',
    HC.curtains,
    {
      en: 'Blackout curtains 140 x 240, 2 panels, beige',
      ar: 'ستائر بلاك اوت 140×240 قطعتين بيج',
      fr: 'Rideaux occultants 140 x 240, 2 pans, beige',
    },
    { attrs: { color: 'Beige' } },
  ),
  row(
    'curtain-sheer-voile-white',
    null,
    '69.00',
    HC.curtains,
    {
      en: 'Sheer voile curtain 140 x 260, white',
      ar: 'ستارة شيفون فوال بيضاء 140×260',
      fr: 'Voilage blanc 140 x 260',
    },
    { attrs: { color: 'White' } },
  ),
  row('curtainrod-extendable-160-300', null, '59.00', HC.curtains, {
    en: 'Extendable curtain rod 160-300 cm',
    ar: 'عمود ستارة قابل للتمديد 160-300 سم',
    fr: 'Tringle à rideau extensible 160-300 cm',
  }),

  row(
    'rug-living-160x230-grey',
    null,
    '299.00',
    HC.rugs,
    {
      en: 'Living room rug 160 x 230, grey',
      ar: 'سجادة صالة 160×230 رمادي',
      fr: 'Tapis de salon 160 x 230 gris',
    },
    { attrs: { size: '160x230', color: 'Grey' } },
  ),
  row(
    'rug-shaggy-120x170-cream',
    null,
    '199.00',
    HC.rugs,
    {
      en: 'Shaggy rug 120 x 170, cream',
      ar: 'سجادة شاجي فرو 120×170 كريمي',
      fr: 'Tapis shaggy 120 x 170 crème',
    },
    { attrs: { size: '120x170', color: 'Cream' } },
  ),
  row(
    'rug-berber-wool-200x300',
    null,
    '1490.00',
    HC.rugs,
    {
      en: 'Moroccan Berber wool rug 200 x 300',
      ar: 'زربية أمازيغية مغربية صوف 200×300',
      fr: 'Tapis berbère marocain en laine 200 x 300',
    },
    { attrs: { size: '200x300' } },
  ),
  row(
    'kilim-handwoven-150x200',
    null,
    '249.00',
    HC.rugs,
    {
      en: 'Handwoven kilim 150 x 200',
      ar: 'كليم يدوي 150×200',
    },
    { attrs: { size: '150x200' } },
  ),
  row(
    'runner-kitchen-60x180',
    null,
    '79.00',
    HC.rugs,
    {
      en: 'Kitchen runner rug 60 x 180',
      ar: 'سجادة مطبخ طويلة 60×180',
      fr: 'Tapis de cuisine 60 x 180',
    },
    { attrs: { size: '60x180' } },
  ),
  row(
    'prayerrug-velvet-green',
    null,
    '59.00',
    HC.rugs,
    {
      en: 'Velvet prayer rug, green',
      ar: 'سجادة صلاة مخمل أخضر',
      fr: 'Tapis de prière en velours vert',
    },
    { attrs: { color: 'Green' } },
  ),

  row(
    'tablecloth-rectangle-150x220-white',
    null,
    '59.00',
    HC.tableLinen,
    {
      en: 'Rectangular tablecloth 150 x 220, white',
      ar: 'مفرش طاولة مستطيل 150×220 أبيض',
      fr: 'Nappe rectangulaire 150 x 220 blanche',
    },
    { attrs: { color: 'White' } },
  ),
  row('sufra-plastic-floor-roll', null, '19.00', HC.tableLinen, {
    en: 'Disposable plastic floor dining sheet (sufra), roll',
    ar: 'سفرة بلاستيك أرضية رول',
  }),
  row('kitchentowels-cotton-3', null, '19.00', HC.tableLinen, {
    en: 'Cotton kitchen tea towels, 3 pack',
    ar: 'فوط مطبخ قطن 3 قطع',
    fr: 'Torchons de cuisine coton, lot de 3',
  }),
  row(
    'apron-kitchen-black',
    null,
    '29.00',
    HC.tableLinen,
    {
      en: 'Kitchen apron with pocket, black',
      ar: 'مريلة مطبخ بجيب أسود',
      fr: 'Tablier de cuisine avec poche, noir',
    },
    { attrs: { color: 'Black' } },
  ),
  row('ovenmitts-2', null, '25.00', HC.tableLinen, {
    en: 'Oven mitts, 2 pack',
    ar: 'قفازات فرن عدد 2',
    fr: 'Gants de cuisine, lot de 2',
  }),
];
