import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { HC } from './categories.ts';

/** Diapers and wipes, formula and feeding, strollers and gear, baby care, clothing and toys. */
export const BABY: readonly ProductInput[] = [
  row(
    'diapers-pampers-babydry-s4-64',
    'Pampers',
    '79.00',
    HC.diapers,
    {
      en: 'Pampers Baby-Dry diapers size 4 (9-14 kg), 64 diapers',
      ar: 'حفاضات بامبرز بيبي دراي مقاس 4 من 9 إلى 14 كجم 64 حفاضة',
      fr: 'Couches Pampers Baby-Dry taille 4 (9-14 kg), 64 couches',
    },
    { sale: '69.00', attrs: { size: '4', weight: '9-14 kg' } },
  ),
  row(
    'diapers-pampers-premium-s1-50',
    'Pampers',
    '59.00',
    HC.diapers,
    {
      en: 'Pampers Premium Care newborn diapers size 1 (2-5 kg), 50',
      ar: 'حفاضات بامبرز بريميوم كير لحديثي الولادة مقاس 1 من 2 إلى 5 كجم 50 حفاضة',
    },
    { attrs: { size: '1', weight: '2-5 kg' } },
  ),
  row(
    'diapers-huggies-extracare-s3-80',
    'Huggies',
    '75.00',
    HC.diapers,
    {
      en: 'Huggies Extra Care diapers size 3 (4-9 kg), 80',
      ar: 'حفاضات هجيز اكسترا كير مقاس 3 من 4 إلى 9 كجم 80 حفاضة',
    },
    { attrs: { size: '3', weight: '4-9 kg' } },
  ),
  row(
    'diapers-molfix-s5-56',
    'Molfix',
    '55.00',
    HC.diapers,
    {
      en: 'Molfix diapers size 5 junior (11-18 kg), 56',
      ar: 'حفاضات مولفكس مقاس 5 جونيور من 11 إلى 18 كجم 56 حفاضة',
      fr: 'Couches Molfix taille 5 junior (11-18 kg), 56 couches',
    },
    { attrs: { size: '5', weight: '11-18 kg' } },
  ),
  row(
    'diapers-babyjoy-s6-44',
    'بيبي جوي',
    '45.00',
    HC.diapers,
    {
      ar: 'حفاضات بيبي جوي مقاس 6 أكثر من 16 كيلو 44 حفاضة',
    },
    { attrs: { size: '6', weight: '+16 kg' } },
  ),
  row(
    'pants-pampers-s5-48',
    'Pampers',
    '85.00',
    HC.diapers,
    {
      en: 'Pampers Pants diaper pants size 5 (12-17 kg), 48',
      ar: 'حفاضات بامبرز بانتس على شكل سروال مقاس 5 من 12 إلى 17 كجم 48 حفاضة',
      fr: 'Couches-culottes Pampers Pants taille 5 (12-17 kg), 48',
    },
    { attrs: { size: '5', weight: '12-17 kg' } },
  ),
  row('wipes-pampers-sensitive-4x52', 'Pampers', '39.00', HC.diapers, {
    en: 'Pampers Sensitive baby wipes, 4 x 52',
    ar: 'مناديل مبللة للأطفال بامبرز سنسيتف 4 عبوات × 52',
    fr: 'Lingettes bébé Pampers Sensitive, 4 x 52',
  }),
  row('wipes-fine-baby-72', 'Fine', '9.00', HC.diapers, {
    en: 'Fine Baby wet wipes, 72 wipes',
    ar: 'مناديل فاين بيبي مبللة 72 منديل',
  }),

  row(
    'formula-aptamil-1-400g',
    'Aptamil',
    '69.00',
    HC.babyFeeding,
    {
      en: 'Aptamil 1 infant formula, from birth to 6 months, 400g',
      ar: 'حليب أبتاميل 1 للرضع من الولادة حتى 6 أشهر 400 جرام',
      fr: 'Lait Aptamil 1er âge de 0 à 6 mois 400 g',
    },
    { attrs: { age: '0-6 months' } },
  ),
  row(
    'formula-bebelac-2-400g',
    'Bebelac',
    '49.00',
    HC.babyFeeding,
    {
      en: 'Bebelac 2 follow-on formula, 6-12 months, 400g',
      ar: 'حليب بيبيلاك 2 من 6 إلى 12 شهر 400 جرام',
    },
    { attrs: { age: '6-12 months' } },
  ),
  row(
    'formula-nan-optipro-3-800g',
    'Nestlé',
    '99.00',
    HC.babyFeeding,
    {
      en: 'Nestlé NAN Optipro 3 growing-up milk, 1-3 years, 800g',
      ar: 'حليب نان أوبتي برو 3 من سنة إلى 3 سنوات 800 جرام',
      fr: 'Lait de croissance NAN Optipro 3 de 1 à 3 ans 800 g',
    },
    { attrs: { age: '1-3 years' } },
  ),
  row(
    'formula-similac-gold-1-400g',
    'Similac',
    '75.00',
    HC.babyFeeding,
    {
      en: 'Similac Gold 1 infant formula, 0-6 months, 400g',
      ar: 'حليب سيميلاك جولد 1 للرضع من 0 إلى 6 أشهر 400 جرام',
    },
    { attrs: { age: '0-6 months' } },
  ),
  row(
    'cereal-cerelac-wheat-milk-400g',
    'Nestlé',
    '25.00',
    HC.babyFeeding,
    {
      en: 'Nestlé Cerelac wheat with milk, from 6 months, 400g',
      ar: 'سيريلاك قمح بالحليب من عمر 6 شهور 400 جرام',
      fr: 'Céréales bébé Cerelac blé au lait dès 6 mois 400 g',
    },
    { attrs: { age: '6 months+' } },
  ),
  row(
    'babyfood-heinz-apple-banana-120g',
    'Heinz',
    '6.00',
    HC.babyFeeding,
    {
      en: 'Heinz apple and banana baby food jar, 4 months+, 120g',
      ar: 'طعام أطفال هاينز تفاح وموز من 4 أشهر 120 جرام',
    },
    { attrs: { age: '4 months+' } },
  ),
  row('bottle-avent-natural-260ml', 'Philips Avent', '45.00', HC.babyFeeding, {
    en: 'Philips Avent Natural feeding bottle 260ml',
    ar: 'رضاعة فيليبس أفنت ناتشورال 260 مل',
    fr: 'Biberon Philips Avent Natural 260 ml',
  }),
  row('teats-avent-natural-2', 'Philips Avent', '29.00', HC.babyFeeding, {
    en: 'Philips Avent Natural replacement teats, 2 pack',
    ar: 'حلمات رضاعة بديلة فيليبس أفنت ناتشورال عدد 2',
    fr: 'Tétines de rechange Philips Avent Natural, lot de 2',
  }),
  row(
    'pacifier-mam-0-6m-2',
    'MAM',
    '35.00',
    HC.babyFeeding,
    {
      en: 'MAM Original pacifier 0-6 months, 2 pack',
      ar: 'لهاية مام أوريجينال 0-6 أشهر عدد 2',
      fr: 'Sucette MAM Original 0-6 mois, lot de 2',
    },
    { attrs: { age: '0-6 months' } },
  ),
  row('sterilizer-avent-electric-steam', 'Philips Avent', '249.00', HC.babyFeeding, {
    en: 'Philips Avent electric steam sterilizer for bottles',
    ar: 'جهاز تعقيم رضاعات كهربائي بالبخار فيليبس أفنت',
    fr: 'Stérilisateur électrique à vapeur Philips Avent',
  }),
  row('breastpump-medela-swing', 'Medela', '599.00', HC.babyFeeding, {
    en: 'Medela Swing electric breast pump',
    ar: 'شفاط حليب الثدي كهربائي ميديلا سوينج',
    fr: 'Tire-lait électrique Medela Swing',
  }),
  row('highchair-baby-grey', null, '249.00', HC.babyFeeding, {
    en: 'Baby high chair with tray, grey',
    ar: 'كرسي طعام للأطفال مع صينية رمادي',
    fr: 'Chaise haute bébé avec tablette, grise',
  }),
  row('bibs-silicone-2', null, '29.00', HC.babyFeeding, {
    en: 'Silicone baby bibs, 2 pack',
    ar: 'مريلة أطفال سيليكون عدد 2',
    fr: 'Bavoirs bébé en silicone, lot de 2',
  }),

  row('stroller-chicco-liteway-black', 'Chicco', '899.00', HC.babyGear, {
    en: 'Chicco Liteway stroller, black',
    ar: 'عربة أطفال شيكو لايت واي أسود',
    fr: 'Poussette Chicco Liteway noire',
  }),
  row('stroller-raincover-universal', null, '39.00', HC.babyGear, {
    en: 'Universal stroller rain cover',
    ar: 'غطاء مطر لعربة الأطفال',
    fr: 'Habillage pluie universel pour poussette',
  }),
  row(
    'carseat-joie-0-18kg',
    'Joie',
    '699.00',
    HC.babyGear,
    {
      en: 'Joie car seat group 0+/1, from birth to 18 kg',
      ar: 'كرسي سيارة للأطفال جوي من الولادة حتى 18 كجم',
      fr: 'Siège auto Joie groupe 0+/1 (0-18 kg)',
    },
    { attrs: { weight: '0-18 kg' } },
  ),
  row('babycarrier-ergobaby-omni', 'Ergobaby', '649.00', HC.babyGear, {
    en: 'Ergobaby Omni 360 baby carrier',
    ar: 'حمالة أطفال ارجو بيبي اومني 360',
    fr: 'Porte-bébé Ergobaby Omni 360',
  }),
  row('crib-wooden-white-120x60', null, '549.00', HC.babyGear, {
    en: 'Wooden baby crib 120 x 60, white',
    ar: 'سرير أطفال خشب أبيض 120×60',
    fr: 'Lit bébé en bois blanc 120 x 60',
  }),
  row('cribmattress-120x60', null, '199.00', HC.babyGear, {
    en: 'Baby crib mattress 120 x 60',
    ar: 'مرتبة سرير أطفال 120×60',
    fr: 'Matelas lit bébé 120 x 60',
  }),
  row('babymonitor-video', null, '299.00', HC.babyGear, {
    en: 'Video baby monitor with night vision',
    ar: 'جهاز مراقبة الأطفال بالكاميرا مع رؤية ليلية',
    fr: 'Babyphone vidéo avec vision nocturne',
  }),
  row('walker-baby-toys', null, '179.00', HC.babyGear, {
    en: 'Baby walker with toys',
    ar: 'مشاية أطفال بألعاب',
    fr: 'Trotteur bébé avec jouets',
  }),

  row('shampoo-johnsons-baby-500ml', "Johnson's", '22.00', HC.babyCare, {
    en: "Johnson's baby shampoo 500ml",
    ar: 'شامبو جونسون للأطفال 500 مل',
    fr: "Shampooing bébé Johnson's 500 ml",
  }),
  row('lotion-johnsons-baby-500ml', "Johnson's", '25.00', HC.babyCare, {
    en: "Johnson's baby lotion 500ml",
    ar: 'لوشن جونسون للأطفال 500 مل',
  }),
  row('oil-johnsons-baby-300ml', "Johnson's", '21.00', HC.babyCare, {
    en: "Johnson's baby oil 300ml",
    ar: 'زيت جونسون للأطفال 300 مل',
    fr: "Huile bébé Johnson's 300 ml",
  }),
  row('powder-johnsons-baby-500g', "Johnson's", '18.00', HC.babyCare, {
    en: "Johnson's baby powder 500g",
    ar: 'بودرة جونسون للأطفال 500 جرام',
    fr: "Talc bébé Johnson's 500 g",
  }),
  row('rashcream-sudocrem-125g', 'Sudocrem', '35.00', HC.babyCare, {
    en: 'Sudocrem antiseptic healing cream 125g',
    ar: 'سودوكريم كريم للتسلخات 125 جرام',
    fr: 'Sudocrem crème cicatrisante 125 g',
  }),
  row('nailclipper-baby-set', null, '19.00', HC.babyCare, {
    en: 'Baby nail clipper and file set',
    ar: 'طقم قصافة ومبرد أظافر للأطفال',
  }),

  row(
    'bodysuit-baby-shortsleeve-5pack-0-3m',
    null,
    '69.00',
    HC.babyClothes,
    {
      en: 'Baby short sleeve bodysuits, 5 pack, 0-3 months',
      ar: 'بودي أطفال نص كم 5 قطع 0-3 أشهر',
      fr: 'Bodies bébé manches courtes, lot de 5, 0-3 mois',
    },
    { attrs: { age: '0-3 months' } },
  ),
  row(
    'sleepsuit-baby-cotton-6-9m',
    null,
    '39.00',
    HC.babyClothes,
    {
      en: 'Baby cotton sleepsuit, white, 6-9 months',
      ar: 'أفرول بيبي قطن أبيض 6-9 أشهر',
      fr: 'Pyjama bébé coton blanc 6-9 mois',
    },
    { attrs: { age: '6-9 months' } },
  ),
  row(
    'newbornset-gift-7pcs',
    null,
    '119.00',
    HC.babyClothes,
    {
      en: 'Newborn clothes gift set, 7 pieces',
      ar: 'طقم مواليد هدية 7 قطع',
      fr: 'Coffret naissance 7 pièces',
    },
    { attrs: { age: '0-3 months' } },
  ),
  row(
    'mittens-socks-newborn-0-6m',
    null,
    '19.00',
    HC.babyClothes,
    {
      en: 'Newborn mittens and socks set, 0-6 months',
      ar: 'طقم جوارب وقفازات مواليد 0-6 أشهر',
    },
    { attrs: { age: '0-6 months' } },
  ),
  row('swaddle-cotton-muslin', null, '35.00', HC.babyClothes, {
    en: 'Cotton muslin swaddle blanket',
    ar: 'لفافة قطن موسلين للمواليد',
    fr: "Lange d'emmaillotage en mousseline de coton",
  }),

  row(
    'toy-lego-duplo-numbertrain',
    'LEGO',
    '89.00',
    HC.toys,
    {
      en: 'LEGO DUPLO My First Number Train, 18 months+',
      ar: 'ليجو دوبلو قطار الأرقام من سنة ونص',
    },
    { attrs: { age: '18 months+' } },
  ),
  row(
    'toy-rattles-set-6',
    null,
    '29.00',
    HC.toys,
    {
      en: 'Baby rattle set, 6 pieces, 0 months+',
      ar: 'طقم خشخيشة للرضع 6 قطع',
      fr: 'Coffret de hochets bébé, 6 pièces',
    },
    { attrs: { age: '0 months+' } },
  ),
  row('toy-teether-sophie-giraffe', 'Vulli', '79.00', HC.toys, {
    en: 'Sophie la girafe teether',
    ar: 'عضاضة سوفي الزرافة للتسنين',
    fr: 'Sophie la girafe anneau de dentition',
  }),
  row('toy-playmat-activity-gym', null, '149.00', HC.toys, {
    en: 'Baby activity gym play mat',
    ar: 'سجادة لعب ونشاط للرضع',
    fr: "Tapis d'éveil bébé",
  }),
  row(
    'toy-ridein-car-1-3y',
    null,
    '199.00',
    HC.toys,
    {
      en: 'Ride-on toy car, 1-3 years',
      ar: 'سيارة ركوب للأطفال من 1 إلى 3 سنوات',
      fr: 'Porteur voiture enfant 1-3 ans',
    },
    { attrs: { age: '1-3 years' } },
  ),
  row(
    'toy-babydoll-30cm',
    null,
    '59.00',
    HC.toys,
    {
      en: 'Baby doll 30cm with bottle',
      ar: 'دمية بيبي 30 سم مع رضاعة',
      fr: 'Poupée bébé 30 cm avec biberon',
    },
    { attrs: { age: '3 years+' } },
  ),
  row(
    'toy-stackingcups-8',
    null,
    '25.00',
    HC.toys,
    {
      en: 'Stacking cups, 8 pieces, 6 months+',
      ar: 'أكواب تركيب ملونة 8 قطع من 6 أشهر',
    },
    { attrs: { age: '6 months+' } },
  ),
];
