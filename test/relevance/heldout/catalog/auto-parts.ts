import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { HC } from './categories.ts';

/** Oils and fluids, filters, brakes, tyres, batteries and electrical parts, interior and engine parts. */
export const AUTO_PARTS: readonly ProductInput[] = [
  row(
    'engineoil-mobil1-5w30-4l',
    'Mobil',
    '189.00',
    HC.engineOil,
    {
      en: 'Mobil 1 ESP 5W-30 fully synthetic engine oil 4L',
      ar: 'زيت محرك موبيل 1 تخليقي بالكامل 5W-30 سعة 4 لتر',
      fr: 'Huile moteur Mobil 1 ESP 5W-30 synthèse 4 L',
    },
    { attrs: { viscosity: '5W-30', volume: '4L' } },
  ),
  row(
    'engineoil-castrol-gtx-20w50-4l',
    'Castrol',
    '89.00',
    HC.engineOil,
    {
      en: 'Castrol GTX 20W-50 mineral engine oil 4L',
      ar: 'زيت محرك كاسترول GTX معدني 20W-50 سعة 4 لتر',
    },
    { attrs: { viscosity: '20W-50', volume: '4L' } },
  ),
  row(
    'engineoil-total-quartz7000-10w40-5l',
    'TotalEnergies',
    '119.00',
    HC.engineOil,
    {
      en: 'TotalEnergies Quartz 7000 10W-40 engine oil 5L',
      ar: 'زيت محرك توتال كوارتز 7000 10W-40 سعة 5 لتر',
      fr: 'Huile moteur Total Quartz 7000 10W-40 5 L',
    },
    { attrs: { viscosity: '10W-40', volume: '5L' } },
  ),
  row(
    'engineoil-shell-helix-hx7-10w40-1l',
    'Shell',
    '35.00',
    HC.engineOil,
    {
      en: 'Shell Helix HX7 10W-40 engine oil 1L',
      ar: 'زيت محرك شل هيلكس HX7 10W-40 لتر واحد',
    },
    { attrs: { viscosity: '10W-40', volume: '1L' } },
  ),
  row(
    'coolant-prestone-green-4l',
    'Prestone',
    '59.00',
    HC.engineOil,
    {
      en: 'Prestone antifreeze coolant, green, 4L',
      ar: 'ماء رديتر بريستون مانع تجمد أخضر 4 لتر',
      fr: 'Liquide de refroidissement antigel Prestone vert 4 L',
    },
    { attrs: { volume: '4L', color: 'Green' } },
  ),
  row(
    'brakefluid-bosch-dot4-500ml',
    'Bosch',
    '29.00',
    HC.engineOil,
    {
      en: 'Bosch DOT 4 brake fluid 500ml',
      ar: 'زيت فرامل بوش DOT4 سعة 500 مل',
      fr: 'Liquide de frein Bosch DOT 4 500 ml',
    },
    { attrs: { volume: '500ml' } },
  ),
  row(
    'lubricant-wd40-400ml',
    'WD-40',
    '25.00',
    HC.engineOil,
    {
      en: 'WD-40 multi-use lubricant spray 400ml',
    },
    { attrs: { volume: '400ml' } },
  ),

  row(
    'filter-oil-toyota-corolla-genuine',
    'Toyota',
    '35.00',
    HC.filters,
    {
      en: 'Toyota genuine oil filter 90915-YZZE1 for Corolla and Camry',
      ar: 'فلتر زيت تويوتا أصلي 90915-YZZE1 كورولا وكامري',
    },
    { attrs: { fits: 'Toyota Corolla, Camry' } },
  ),
  row(
    'filter-air-hyundai-elantra',
    null,
    '45.00',
    HC.filters,
    {
      en: 'Engine air filter for Hyundai Elantra 2016-2020',
      ar: 'فلتر هواء محرك هيونداي النترا 2016-2020',
    },
    { attrs: { fits: 'Hyundai Elantra' } },
  ),
  row(
    'filter-cabin-kia-cerato',
    null,
    '39.00',
    HC.filters,
    {
      en: 'Cabin air conditioning filter for Kia Cerato',
      ar: 'فلتر مكيف كيا سيراتو',
    },
    { attrs: { fits: 'Kia Cerato' } },
  ),
  row(
    'filter-oil-bosch-peugeot208',
    'Bosch',
    '32.00',
    HC.filters,
    {
      ar: 'فلتر زيت بوش بيجو 208 ورينو كليو',
      fr: 'Filtre à huile Bosch Peugeot 208 / Renault Clio',
    },
    { attrs: { fits: 'Peugeot 208, Renault Clio' } },
  ),

  row(
    'brakepads-front-toyota-camry',
    'Toyota',
    '189.00',
    HC.brakes,
    {
      en: 'Front brake pads for Toyota Camry 2018-2023',
      ar: 'فحمات فرامل أمامية تويوتا كامري 2018-2023',
    },
    { attrs: { fits: 'Toyota Camry', position: 'Front' } },
  ),
  row(
    'brakepads-front-dacia-logan',
    'Valeo',
    '99.00',
    HC.brakes,
    {
      ar: 'فحمات فرامل أمامية داسيا لوجان فاليو',
      fr: 'Plaquettes de frein avant Valeo Dacia Logan',
    },
    { attrs: { fits: 'Dacia Logan', position: 'Avant' } },
  ),
  row(
    'brakedisc-front-hyundai-accent',
    null,
    '149.00',
    HC.brakes,
    {
      en: 'Front brake disc rotor for Hyundai Accent',
      ar: 'ديسك فرامل أمامي هيونداي أكسنت',
    },
    { attrs: { fits: 'Hyundai Accent', position: 'Front' } },
  ),

  row(
    'tyre-michelin-primacy4-205-55-r16',
    'Michelin',
    '459.00',
    HC.tyres,
    {
      en: 'Michelin Primacy 4 205/55 R16 91V tyre',
      ar: 'إطار ميشلان برايمسي 4 مقاس 205/55 R16',
      fr: 'Pneu Michelin Primacy 4 205/55 R16 91V',
    },
    { attrs: { size: '205/55 R16' } },
  ),
  row(
    'tyre-bridgestone-turanza-215-60-r17',
    'Bridgestone',
    '429.00',
    HC.tyres,
    {
      en: 'Bridgestone Turanza T005 215/60 R17 tyre',
      ar: 'إطار بريدجستون تورانزا 215/60 R17',
    },
    { attrs: { size: '215/60 R17' } },
  ),
  row(
    'tyre-hankook-kinergy-185-65-r15',
    'Hankook',
    '259.00',
    HC.tyres,
    {
      en: 'Hankook Kinergy Eco 2 185/65 R15 tyre',
      ar: 'إطار هانكوك كينرجي ايكو 185/65 R15',
      fr: 'Pneu Hankook Kinergy Eco 2 185/65 R15',
    },
    { attrs: { size: '185/65 R15' } },
  ),
  row(
    'tyre-dunlop-grandtrek-265-65-r17',
    'Dunlop',
    '599.00',
    HC.tyres,
    {
      en: 'Dunlop Grandtrek AT25 265/65 R17 SUV tyre',
      ar: 'إطار دنلوب جراند ترك للسيارات الرياضية 265/65 R17',
    },
    { attrs: { size: '265/65 R17' } },
  ),
  row('tirepump-portable-12v', null, '129.00', HC.tyres, {
    en: 'Portable 12V digital tyre inflator',
    ar: 'منفاخ إطارات كهربائي متنقل 12 فولت رقمي',
    fr: 'Gonfleur de pneus portable 12V',
  }),

  row(
    'battery-amaron-70ah',
    'Amaron',
    '399.00',
    HC.carElectrical,
    {
      en: 'Amaron car battery 70Ah 12V',
      ar: 'بطارية سيارة أمارون 70 أمبير 12 فولت',
    },
    { attrs: { capacity: '70Ah' } },
  ),
  row(
    'battery-varta-bluedynamic-60ah',
    'Varta',
    '369.00',
    HC.carElectrical,
    {
      en: 'Varta Blue Dynamic car battery 60Ah',
      ar: 'بطارية سيارة فارتا بلو داينامك 60 أمبير',
      fr: 'Batterie voiture Varta Blue Dynamic 60 Ah',
    },
    { attrs: { capacity: '60Ah' } },
  ),
  row('sparkplugs-ngk-iridium-4', 'NGK', '119.00', HC.carElectrical, {
    en: 'NGK Laser Iridium spark plugs, set of 4',
    ar: 'بواجي ان جي كي ليزر ايريديوم طقم 4 حبات',
    fr: "Bougies d'allumage NGK Iridium, lot de 4",
  }),
  row('bulbs-h4-led-pair', 'Philips', '149.00', HC.carElectrical, {
    en: 'Philips Ultinon H4 LED headlight bulbs, pair',
    ar: 'لمبات ليد H4 فيليبس للأنوار الأمامية زوج',
    fr: 'Ampoules LED H4 Philips Ultinon pour phares, paire',
  }),
  row('jumpercables-500a-3m', null, '49.00', HC.carElectrical, {
    en: 'Battery jumper cables 500A, 3m',
    ar: 'كيبل اشتراك بطارية 500 أمبير 3 متر',
    fr: 'Câbles de démarrage batterie 500A 3 m',
  }),
  row('jumpstarter-portable-1000a', null, '249.00', HC.carElectrical, {
    en: 'Portable car jump starter 1000A with power bank',
    ar: 'جهاز تشغيل السيارة المتنقل بوستر 1000 أمبير مع باور بانك',
  }),
  row('dashcam-70mai-a500s', '70mai', '299.00', HC.carElectrical, {
    en: '70mai A500S dash cam pro plus 2.7K',
    ar: 'كاميرا سيارة أمامية 70mai A500S',
  }),
  row('horn-bosch-pair-12v', 'Bosch', '79.00', HC.carElectrical, {
    en: 'Bosch car horn pair 12V',
    ar: 'زمور سيارة بوش زوج 12 فولت',
    fr: 'Klaxon Bosch 12V, paire',
  }),

  row(
    'floormats-rubber-universal-4',
    null,
    '69.00',
    HC.carInterior,
    {
      en: 'Universal rubber car floor mats, set of 4, black',
      ar: 'دعاسات سيارة مطاط عالمية 4 قطع أسود',
      fr: 'Tapis de sol voiture universels caoutchouc, 4 pièces',
    },
    { attrs: { color: 'Black' } },
  ),
  row(
    'seatcovers-leather-beige-full',
    null,
    '299.00',
    HC.carInterior,
    {
      en: 'Leather car seat covers, full set, beige',
      ar: 'تلبيسة مقاعد سيارة جلد كاملة بيج',
      fr: 'Housses de siège auto en cuir, jeu complet, beige',
    },
    { attrs: { color: 'Beige' } },
  ),
  row(
    'steeringcover-leather-black',
    null,
    '39.00',
    HC.carInterior,
    {
      en: 'Leather steering wheel cover, black',
      ar: 'غطاء دركسون جلد أسود',
      fr: 'Couvre-volant en cuir noir',
    },
    { attrs: { color: 'Black' } },
  ),
  row('sunshade-windshield-foldable', null, '35.00', HC.carInterior, {
    en: 'Foldable windshield sun shade',
    ar: 'مظلة شمس للزجاج الأمامي قابلة للطي',
  }),
  row('airfreshener-car-vent-oud', null, '19.00', HC.carInterior, {
    en: 'Car vent air freshener, oud scent',
    ar: 'معطر سيارة لفتحة المكيف برائحة العود',
  }),
  row('wipers-bosch-aerotwin-pair', 'Bosch', '89.00', HC.carInterior, {
    en: 'Bosch Aerotwin wiper blades 24" + 19", pair',
    ar: 'مساحات زجاج بوش ايروتوين زوج 24 و19 إنش',
    fr: 'Balais d\'essuie-glace Bosch Aerotwin 24" + 19"',
  }),
  row('carwash-meguiars-goldclass-1-89l', "Meguiar's", '69.00', HC.carInterior, {
    en: "Meguiar's Gold Class car wash shampoo & conditioner 1.89L",
  }),

  row(
    'shockabsorber-front-toyota-hilux-kyb',
    'KYB',
    '279.00',
    HC.carParts,
    {
      en: 'KYB front shock absorber for Toyota Hilux',
      ar: 'مساعد أمامي تويوتا هايلكس KYB',
      fr: 'Amortisseur avant KYB Toyota Hilux',
    },
    { attrs: { fits: 'Toyota Hilux', position: 'Front' } },
  ),
  row(
    'clutchkit-valeo-dacia-logan',
    'Valeo',
    '549.00',
    HC.carParts,
    {
      ar: 'طقم دبرياج فاليو داسيا لوجان 1.5 ديزل',
      fr: "Kit d'embrayage Valeo Dacia Logan 1.5 dCi",
    },
    { attrs: { fits: 'Dacia Logan' } },
  ),
  row(
    'timingbelt-kit-hyundai-accent',
    'Gates',
    '229.00',
    HC.carParts,
    {
      en: 'Gates timing belt kit for Hyundai Accent 1.6',
      ar: 'طقم سير كاتينة جيتس هيونداي أكسنت 1.6',
    },
    { attrs: { fits: 'Hyundai Accent' } },
  ),
  row(
    'radiator-toyota-corolla-2014',
    null,
    '399.00',
    HC.carParts,
    {
      en: 'Radiator for Toyota Corolla 2014-2019',
      ar: 'رديتر ماء تويوتا كورولا 2014-2019',
    },
    { attrs: { fits: 'Toyota Corolla' } },
  ),
  row('muffler-exhaust-universal', null, '159.00', HC.carParts, {
    en: 'Universal stainless exhaust muffler',
    ar: 'علبة اكزوست (شكمان) ستانلس عالمية',
    fr: "Silencieux d'échappement universel inox",
  }),
];
