import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { HC } from './categories.ts';

/** Power and hand tools, paint and painting supplies, electrical and hardware. */
export const TOOLS: readonly ProductInput[] = [
  row(
    'drill-bosch-gsb13re-600w',
    'Bosch',
    '229.00',
    HC.powerTools,
    {
      en: 'Bosch GSB 13 RE impact drill 600W',
      ar: 'دريل بوش GSB 13 RE تخريم 600 واط',
      fr: 'Perceuse à percussion Bosch GSB 13 RE 600W',
    },
    { sale: '199.00' },
  ),
  row('drill-dewalt-cordless-18v', 'DeWalt', '699.00', HC.powerTools, {
    en: 'DeWalt 18V cordless drill driver with 2 batteries and charger',
    ar: 'دريل شحن ديوالت 18 فولت مع بطاريتين وشاحن',
    fr: 'Perceuse visseuse sans fil DeWalt 18V avec 2 batteries',
  }),
  row('drillbits-bosch-set-15', 'Bosch', '69.00', HC.powerTools, {
    en: 'Bosch 15-piece drill bit set for metal, wood and masonry',
    ar: 'طقم ريش دريل بوش 15 قطعة للحديد والخشب والخرسانة',
    fr: 'Coffret de 15 mèches Bosch métal, bois et béton',
  }),
  row('grinder-makita-ga4530-115mm', 'Makita', '289.00', HC.powerTools, {
    en: 'Makita GA4530 angle grinder 115mm 720W',
    ar: 'صاروخ جلخ ماكيتا GA4530 قطر 115 ملم 720 واط',
    fr: 'Meuleuse angulaire Makita GA4530 115 mm 720W',
  }),
  row('cuttingdiscs-metal-115-10', null, '35.00', HC.powerTools, {
    en: 'Metal cutting discs 115mm, pack of 10',
    ar: 'أقراص قص حديد 115 ملم 10 قطع',
    fr: 'Disques à tronçonner métal 115 mm, lot de 10',
  }),
  row('weldingmachine-inverter-200a', null, '599.00', HC.powerTools, {
    en: 'Inverter arc welding machine 200A',
    ar: 'ماكينة لحام انفرتر 200 أمبير',
    fr: 'Poste à souder inverter 200A',
  }),
  row('gluegun-hotmelt-40w', null, '39.00', HC.powerTools, {
    en: 'Hot melt glue gun 40W with 10 glue sticks',
    ar: 'مسدس شمع حراري 40 واط مع 10 أصابع شمع',
    fr: 'Pistolet à colle chaude 40W avec 10 bâtons',
  }),

  row('screwdrivers-stanley-set-6', 'Stanley', '49.00', HC.handTools, {
    en: 'Stanley screwdriver set, 6 pieces',
    ar: 'طقم مفكات ستانلي 6 قطع',
    fr: 'Jeu de tournevis Stanley 6 pièces',
  }),
  row('hammer-stanley-claw-450g', 'Stanley', '45.00', HC.handTools, {
    en: 'Stanley claw hammer 450g',
    ar: 'شاكوش ستانلي بمخلب 450 جرام',
    fr: 'Marteau de coffreur Stanley 450 g',
  }),
  row('pliers-combination-8in', 'Ingco', '25.00', HC.handTools, {
    en: 'Ingco combination pliers 8 inch',
    ar: 'كماشة عادية انكو 8 إنش',
    fr: 'Pince universelle Ingco 8 pouces',
  }),
  row('wrench-adjustable-10in', 'Ingco', '29.00', HC.handTools, {
    en: 'Ingco adjustable wrench 10 inch',
    ar: 'مفتاح إنجليزي انكو 10 إنش',
    fr: 'Clé à molette Ingco 10 pouces',
  }),
  row('spanners-combination-set-12', 'Ingco', '79.00', HC.handTools, {
    en: 'Combination spanner set 8-19 mm, 12 pieces',
    ar: 'طقم مفاتيح رنج 12 قطعة من 8 إلى 19 ملم',
    fr: 'Jeu de clés mixtes 8-19 mm, 12 pièces',
  }),
  row('tapemeasure-stanley-5m', 'Stanley', '25.00', HC.handTools, {
    en: 'Stanley tape measure 5m',
    ar: 'متر قياس ستانلي 5 متر',
    fr: 'Mètre ruban Stanley 5 m',
  }),
  row('level-spirit-60cm', null, '35.00', HC.handTools, {
    en: 'Aluminium spirit level 60cm',
    ar: 'ميزان ماء ألمنيوم 60 سم',
    fr: 'Niveau à bulle aluminium 60 cm',
  }),
  row('saw-hand-wood-500mm', null, '39.00', HC.handTools, {
    en: 'Hand saw for wood 500mm',
    ar: 'منشار خشب يدوي 50 سم',
    fr: 'Scie égoïne pour bois 500 mm',
  }),
  row('toolbox-plastic-19in', 'Stanley', '89.00', HC.handTools, {
    en: 'Stanley plastic toolbox 19 inch',
    ar: 'صندوق عدة بلاستيك ستانلي 19 إنش',
    fr: 'Boîte à outils Stanley 19 pouces',
  }),
  row('toolset-household-108', null, '149.00', HC.handTools, {
    en: 'Household hand tool set in case, 108 pieces',
    ar: 'طقم عدة منزلي في شنطة 108 قطعة',
    fr: 'Coffret à outils ménager 108 pièces',
  }),
  row('ladder-aluminium-5steps', null, '199.00', HC.handTools, {
    en: 'Aluminium step ladder, 5 steps',
    ar: 'سلم ألمنيوم 5 درجات',
    fr: 'Escabeau aluminium 5 marches',
  }),
  row('workgloves-leather', null, '19.00', HC.handTools, {
    en: 'Leather work gloves, one pair',
    ar: 'قفازات عمل جلد زوج',
    fr: 'Gants de travail en cuir, une paire',
  }),
  row('padlock-brass-50mm', null, '29.00', HC.handTools, {
    en: 'Brass padlock 50mm with 3 keys',
    ar: 'قفل نحاس 50 ملم مع 3 مفاتيح',
    fr: 'Cadenas laiton 50 mm avec 3 clés',
  }),
  row('nails-steel-assorted-1kg', null, '15.00', HC.handTools, {
    en: 'Assorted steel nails, 1 kg',
    ar: 'مسامير حديد مقاسات متنوعة 1 كيلو',
    fr: 'Pointes acier assorties, 1 kg',
  }),
  row('screws-wallplugs-kit-200', null, '25.00', HC.handTools, {
    en: 'Screws and wall plugs kit, 200 pieces',
    ar: 'طقم براغي وفيشر للجدار 200 قطعة',
    fr: 'Kit vis et chevilles, 200 pièces',
  }),
  row('silicone-caulkinggun', null, '22.00', HC.handTools, {
    en: 'Caulking gun for silicone cartridges',
    ar: 'مسدس سيليكون',
    fr: 'Pistolet à silicone',
  }),
  row('silicone-sealant-white-280ml', null, '14.00', HC.handTools, {
    en: 'Silicone sealant, white, 280ml',
    ar: 'سيليكون عازل أبيض 280 مل',
    fr: 'Mastic silicone blanc 280 ml',
  }),

  row(
    'paint-jotun-fenomastic-white-4l',
    'Jotun',
    '129.00',
    HC.paint,
    {
      en: 'Jotun Fenomastic interior emulsion paint, white, 4L',
      ar: 'دهان جوتن فينوماستك داخلي أبيض 4 لتر',
    },
    { attrs: { color: 'White', volume: '4L' } },
  ),
  row(
    'paint-sipes-plastic-white-9l',
    'Sipes',
    '179.00',
    HC.paint,
    {
      en: 'Sipes interior plastic paint, white, 9L',
      ar: 'دهان بلاستيك سايبس داخلي أبيض 9 لتر',
    },
    { attrs: { color: 'White', volume: '9L' } },
  ),
  row(
    'paint-spray-black-gloss-400ml',
    null,
    '19.00',
    HC.paint,
    {
      en: 'Spray paint, gloss black, 400ml',
      ar: 'بخاخ دهان أسود لامع 400 مل',
      fr: 'Peinture aérosol noir brillant 400 ml',
    },
    { attrs: { color: 'Black' } },
  ),
  row('paintroller-23cm-tray', null, '29.00', HC.paint, {
    en: 'Paint roller 23cm with tray',
    ar: 'رولة دهان 23 سم مع صينية',
    fr: 'Rouleau de peinture 23 cm avec bac',
  }),
  row('paintbrushes-set-3', null, '19.00', HC.paint, {
    en: 'Paint brush set, 3 pieces',
    ar: 'طقم فرش دهان 3 قطع',
    fr: 'Lot de 3 pinceaux de peinture',
  }),
  row('maskingtape-48mm', null, '9.00', HC.paint, {
    en: 'Masking tape 48mm x 40m',
    ar: 'شريط لاصق ورقي ماسكنج تيب 48 ملم',
    fr: 'Ruban de masquage 48 mm x 40 m',
  }),

  row('extension-socket-4way-3m', null, '45.00', HC.electrical, {
    en: 'Extension socket 4-way with switch, 3m cable',
    ar: 'مشترك كهرباء 4 مخارج بمفتاح سلك 3 متر',
    fr: 'Multiprise 4 prises avec interrupteur, câble 3 m',
  }),
  row('bulbs-philips-led-12w-e27-4', 'Philips', '39.00', HC.electrical, {
    en: 'Philips LED bulb 12W E27 cool daylight, 4 pack',
    ar: 'لمبة ليد فيليبس 12 واط E27 أبيض 4 حبات',
    fr: 'Ampoule LED Philips 12W E27 lumière du jour, lot de 4',
  }),
  row('flashlight-led-rechargeable', null, '49.00', HC.electrical, {
    en: 'Rechargeable LED flashlight torch',
    ar: 'كشاف يدوي ليد قابل للشحن',
    fr: 'Lampe torche LED rechargeable',
  }),
  row('batteries-duracell-aa-8', 'Duracell', '35.00', HC.electrical, {
    en: 'Duracell AA alkaline batteries, 8 pack',
    ar: 'بطاريات دوراسيل قلم AA عدد 8',
    fr: 'Piles alcalines Duracell AA, lot de 8',
  }),
  row('multimeter-digital', null, '59.00', HC.electrical, {
    en: 'Digital multimeter with probes',
    ar: 'جهاز ملتيميتر رقمي لقياس الكهرباء',
    fr: 'Multimètre numérique',
  }),
  row('tape-electrical-pvc-10', null, '15.00', HC.electrical, {
    en: 'PVC electrical insulating tape, 10 rolls',
    ar: 'شريط عازل كهرباء 10 لفات',
    fr: 'Ruban isolant électrique PVC, 10 rouleaux',
  }),
];
