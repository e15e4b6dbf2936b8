import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { DC } from './categories.ts';

/** Baby, toys, school and office, pets, and home linen. */
export const DEV_FAMILY_HOME: readonly ProductInput[] = [
  row(
    'diapers-pampers-s3-68',
    'Pampers',
    '75.00',
    DC.baby,
    {
      en: 'Pampers Baby-Dry size 3 (6-10 kg), 68',
      ar: 'حفاضات بامبرز مقاس 3 من 6 إلى 10 كجم 68 حبة',
      fr: 'Couches Pampers taille 3 (6-10 kg), 68',
    },
    { attrs: { weight: '6-10 kg' } },
  ),
  row(
    'diapers-huggies-newborn-s1-64',
    'Huggies',
    '59.00',
    DC.baby,
    {
      en: 'Huggies newborn size 1 (up to 5 kg), 64',
      ar: 'حفاضات هجيز لحديثي الولادة مقاس 1 حتى 5 كجم 64 حبة',
    },
    { attrs: { weight: 'up to 5 kg' } },
  ),
  row('wipes-huggies-56', 'Huggies', '12.00', DC.baby, {
    en: 'Huggies baby wipes 56',
    ar: 'مناديل هجيز مبللة للأطفال 56',
  }),
  row(
    'formula-aptamil-2-800g',
    'Aptamil',
    '129.00',
    DC.baby,
    { en: 'Aptamil 2 follow-on milk 6-12 months 800g', ar: 'حليب أبتاميل 2 من 6 إلى 12 شهر 800 جم' },
    { attrs: { age: '6-12 months' } },
  ),
  row(
    'formula-nan-1-400g',
    'Nestlé',
    '59.00',
    DC.baby,
    {
      en: 'NAN Optipro 1 infant formula 0-6 months 400g',
      ar: 'حليب نان 1 للرضع من 0 إلى 6 شهور 400 جم',
      fr: 'Lait NAN Optipro 1er âge 400 g',
    },
    { attrs: { age: '0-6 months' } },
  ),
  row('bottle-drbrowns-250ml', "Dr. Brown's", '49.00', DC.baby, {
    en: "Dr. Brown's anti-colic bottle 250ml",
    ar: 'رضاعة دكتور براونز ضد المغص 250 مل',
  }),
  row('pacifier-avent-ultrasoft-2', 'Philips Avent', '39.00', DC.baby, {
    en: 'Philips Avent ultra soft pacifier 0-6m, 2 pack',
    ar: 'لهاية أفنت ألترا سوفت 0-6 شهور عدد 2',
    fr: 'Sucette Avent ultra soft 0-6 mois',
  }),
  row('stroller-joie-pact', 'Joie', '999.00', DC.baby, {
    en: 'Joie Pact lightweight stroller',
    ar: 'عربة أطفال خفيفة جوي باكت',
    fr: 'Poussette légère Joie Pact',
  }),
  row('bathtub-baby-foldable', null, '99.00', DC.baby, {
    en: 'Foldable baby bath tub',
    ar: 'بانيو أطفال قابل للطي',
    fr: 'Baignoire bébé pliable',
  }),
  row('shampoo-mustela-baby-200', 'Mustela', '45.00', DC.baby, {
    en: 'Mustela baby gentle shampoo 200ml',
    ar: 'شامبو موستيلا للأطفال 200 مل',
    fr: 'Shampooing doux bébé Mustela 200 ml',
  }),
  row(
    'toy-puzzle-100pcs',
    null,
    '35.00',
    DC.toys,
    { en: 'Jigsaw puzzle 100 pieces, age 5+', ar: 'لعبة بازل 100 قطعة من عمر 5 سنوات' },
    { attrs: { age: '5 years+' } },
  ),
  row(
    'toy-blocks-50pcs',
    null,
    '59.00',
    DC.toys,
    { en: 'Building blocks 50 pieces, age 2+', ar: 'مكعبات تركيب 50 قطعة من عمر سنتين' },
    { attrs: { age: '2 years+' } },
  ),
  row('toy-dollhouse-wooden', null, '249.00', DC.toys, {
    en: 'Wooden doll house with furniture',
    ar: 'بيت دمى خشبي مع أثاث',
  }),
  row('notebook-a5-ruled-5', null, '15.00', DC.school, {
    en: 'A5 ruled notebooks, 5 pack',
    ar: 'دفاتر A5 مسطرة 5 حبات',
    fr: 'Cahiers A5 lignés, lot de 5',
  }),
  row('pens-pilot-v5-blue-3', 'Pilot', '19.00', DC.school, {
    en: 'Pilot V5 liquid ink pens blue, 3',
    ar: 'أقلام بايلوت V5 أزرق 3 أقلام',
  }),
  row('pencils-staedtler-2b-12', 'Staedtler', '15.00', DC.school, {
    en: 'Staedtler 2B pencils, 12',
    ar: 'أقلام رصاص ستدلر 2B عدد 12',
    fr: 'Crayons Staedtler 2B, lot de 12',
  }),
  row('markers-sharpie-black-4', 'Sharpie', '19.00', DC.school, {
    en: 'Sharpie permanent markers black, 4',
    ar: 'أقلام شاربي ثابتة أسود 4',
  }),
  row('gluestick-pritt-22g', 'Pritt', '7.00', DC.school, {
    en: 'Pritt glue stick 22g',
    ar: 'صمغ بريت أصابع 22 جرام',
    fr: 'Bâton de colle Pritt 22 g',
  }),
  row('schoolbag-boys-blue-cars', null, '89.00', DC.school, {
    en: 'Boys school backpack with cars print, blue',
    ar: 'شنطة مدرسية أولادي رسمة سيارات أزرق',
    fr: 'Cartable garçon voitures bleu',
  }),
  row('printer-canon-pixma-ts3440', 'Canon', '199.00', DC.school, {
    en: 'Canon PIXMA TS3440 all-in-one printer',
    ar: 'طابعة كانون بيكسما TS3440',
    fr: 'Imprimante Canon PIXMA TS3440',
  }),
  row('ink-canon-445-black', 'Canon', '55.00', DC.school, {
    en: 'Canon PG-445 black ink cartridge',
    ar: 'حبر كانون 445 أسود',
    fr: "Cartouche d'encre Canon PG-445 noir",
  }),
  row('paper-a4-box-5', 'Double A', '99.00', DC.school, {
    en: 'Double A A4 paper, box of 5 reams',
    ar: 'كرتون ورق A4 دبل ايه 5 رزم',
  }),
  row(
    'catfood-whiskas-kitten-pouches-12',
    'Whiskas',
    '35.00',
    DC.pets,
    { en: 'Whiskas kitten wet food pouches 12 x 85g', ar: 'ويسكاس طعام رطب للقطط الصغيرة 12 كيس' },
    { attrs: { age: '2-12 months' } },
  ),
  row('dogfood-royalcanin-mini-2kg', 'Royal Canin', '99.00', DC.pets, {
    en: 'Royal Canin Mini Adult 2kg',
    ar: 'رويال كانين ميني للكلاب الصغيرة 2 كيلو',
  }),
  row('catlitter-silica-5l', null, '45.00', DC.pets, {
    en: 'Silica crystal cat litter 5L',
    ar: 'رمل قطط كريستال سيليكا 5 لتر',
    fr: 'Litière silice 5 L',
  }),
  row('birdcage-small', null, '59.00', DC.pets, { en: 'Small bird cage', ar: 'قفص طيور صغير' }),
  row('aquarium-30l-starter', null, '199.00', DC.pets, {
    en: 'Aquarium starter kit 30L',
    ar: 'حوض أسماك 30 لتر كامل',
  }),
  row('cattoy-mouse-3', null, '9.00', DC.pets, { en: 'Cat toy mice, 3', ar: 'لعبة فئران للقطط 3 قطع' }),
  row('blanket-fleece-double-navy', null, '99.00', DC.linen, {
    en: 'Fleece blanket double, navy',
    ar: 'بطانية فليس مزدوجة كحلي',
    fr: 'Couverture polaire double bleu marine',
  }),
  row('duvet-single-150x200', null, '89.00', DC.linen, {
    en: 'Single duvet 150x200',
    ar: 'لحاف مفرد 150×200',
  }),
  row('pillows-hotel-2', null, '79.00', DC.linen, {
    en: 'Hotel pillows, 2 pack',
    ar: 'مخدات فندقية عدد 2',
    fr: 'Oreillers hôtel, lot de 2',
  }),
  row('towels-bath-set-4-white', null, '99.00', DC.linen, {
    en: 'Bath towel set of 4, white',
    ar: 'طقم مناشف حمام 4 قطع أبيض',
    fr: 'Lot de 4 serviettes de bain blanches',
  }),
  row('curtains-linen-look-grey', null, '129.00', DC.linen, {
    en: 'Linen-look curtains 140x250, grey',
    ar: 'ستائر شبه الكتان 140×250 رمادي',
  }),
  row('rug-bedroom-120x170-beige', null, '149.00', DC.linen, {
    en: 'Bedroom rug 120x170, beige',
    ar: 'سجادة غرفة نوم 120×170 بيج',
  }),
  row('prayermat-travel-foldable', null, '29.00', DC.linen, {
    en: 'Foldable travel prayer mat',
    ar: 'سجادة صلاة سفر قابلة للطي',
  }),
  row('sheet-double-cotton-white', null, '79.00', DC.linen, {
    en: 'Double cotton bed sheet, white',
    ar: 'شرشف سرير مزدوج قطن أبيض',
    fr: 'Drap double coton blanc',
  }),
  // Sixth pass: small appliances and cleaning, each named in one or more languages as stores do
  // (the air fryer in English only).
  row('airfryer-philips-hd9200', 'Philips', '379.00', DC.kitchen, {
    en: 'Philips Essential Airfryer 4.1L HD9200',
  }),
  row('kettle-tefal-1-7l', 'Tefal', '89.00', DC.kitchen, {
    en: 'Tefal electric kettle 1.7L',
    ar: 'غلاية كهربائية تيفال 1.7 لتر',
    fr: 'Bouilloire électrique Tefal 1,7 L',
  }),
  row('iron-philips-steam-2400w', 'Philips', '199.00', DC.kitchen, {
    en: 'Philips steam iron 2400W',
    ar: 'مكواة بخار فيليبس 2400 واط',
    fr: 'Fer à repasser vapeur Philips 2400 W',
  }),
  row('mop-spin-bucket', null, '79.00', DC.kitchen, {
    en: 'Spin mop with bucket',
    ar: 'ممسحة دوارة مع دلو',
    fr: 'Balai serpillière rotatif avec seau',
  }),
  row('thermos-arabic-coffee-1l', null, '69.00', DC.kitchen, {
    en: 'Vacuum flask for Arabic coffee 1L',
    ar: 'ترمس قهوة عربية 1 لتر',
  }),
  // Seventh pass: brands named in English only.
  row('vacuum-dyson-v8', 'Dyson', '1499.00', DC.kitchen, { en: 'Dyson V8 cordless stick vacuum' }),
  row('babyoil-johnsons-300ml', "Johnson's", '19.00', DC.baby, { en: "Johnson's baby oil 300ml" }),
];
