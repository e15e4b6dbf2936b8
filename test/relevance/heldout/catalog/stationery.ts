import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { HC } from './categories.ts';

/** Notebooks and paper, pens and pencils, school supplies, office supplies, printers and ink. */
export const STATIONERY: readonly ProductInput[] = [
  row('notebook-spiral-a4-100', null, '12.00', HC.notebooks, {
    en: 'Spiral notebook A4, 100 sheets, ruled',
    ar: 'دفتر سلك A4 مسطر 100 ورقة',
  }),
  row('notebook-school-60-10pack', null, '25.00', HC.notebooks, {
    en: 'School exercise books 60 sheets ruled, pack of 10',
    ar: 'دفاتر مدرسية مسطرة 60 ورقة 10 حبات',
  }),
  row('cahier-seyes-96-17x22', 'Clairefontaine', '6.00', HC.notebooks, {
    ar: 'كراس 96 صفحة مربعات كبيرة 17×22',
    fr: 'Cahier Clairefontaine 96 pages grands carreaux Seyès 17x22',
  }),
  row('paper-a4-doublea-500', 'Double A', '24.00', HC.notebooks, {
    en: 'Double A A4 copy paper 80gsm, 500 sheets',
    ar: 'ورق تصوير دبل ايه A4 وزن 80 جرام 500 ورقة',
    fr: 'Ramette papier A4 Double A 80 g, 500 feuilles',
  }),
  row('paper-a4-box-5reams', 'PaperOne', '105.00', HC.notebooks, {
    en: 'PaperOne A4 copy paper 80gsm, box of 5 reams',
    ar: 'كرتون ورق A4 بيبر ون 5 رزم',
  }),
  row('drawingpad-a3-20', null, '15.00', HC.notebooks, {
    en: 'A3 drawing pad, 20 sheets',
    ar: 'كراسة رسم A3 عدد 20 ورقة',
    fr: 'Bloc de dessin A3, 20 feuilles',
  }),
  row('stickynotes-postit-76-12', 'Post-it', '39.00', HC.office, {
    en: 'Post-it notes 76 x 76 mm yellow, 12 pads',
    ar: 'أوراق ملاحظات لاصقة بوست إت أصفر 12 دفتر',
  }),
  row('envelopes-kraft-a4-50', null, '19.00', HC.office, {
    en: 'Brown kraft envelopes A4, 50 pack',
    ar: 'ظروف بنية A4 عدد 50 ظرف',
    fr: 'Enveloppes kraft A4, lot de 50',
  }),

  row(
    'pens-bic-cristal-blue-50',
    'BIC',
    '29.00',
    HC.writing,
    {
      en: 'BIC Cristal ballpoint pens, blue, box of 50',
      ar: 'أقلام بيك كريستال جاف أزرق علبة 50 قلم',
      fr: 'Stylos bille BIC Cristal bleu, boîte de 50',
    },
    { attrs: { color: 'Blue' } },
  ),
  row(
    'pens-pilot-g2-black-12',
    'Pilot',
    '45.00',
    HC.writing,
    {
      en: 'Pilot G2 gel pens 0.7mm, black, 12 pack',
      ar: 'أقلام جل بايلوت G2 أسود 0.7 ملم 12 قلم',
    },
    { attrs: { color: 'Black' } },
  ),
  row('pen-parker-jotter-steel', 'Parker', '89.00', HC.writing, {
    en: 'Parker Jotter stainless steel ballpoint pen',
    ar: 'قلم باركر جوتر جاف ستانلس ستيل',
  }),
  row('pencils-faber-hb-12', 'Faber-Castell', '12.00', HC.writing, {
    en: 'Faber-Castell HB graphite pencils, 12 pack',
    ar: 'أقلام رصاص فابر كاستل HB عدد 12',
    fr: 'Crayons à papier Faber-Castell HB, lot de 12',
  }),
  row('colourpencils-faber-24', 'Faber-Castell', '29.00', HC.writing, {
    en: 'Faber-Castell colour pencils, 24 colours',
    ar: 'ألوان خشب فابر كاستل 24 لون',
    fr: 'Crayons de couleur Faber-Castell, 24 couleurs',
  }),
  row('crayons-wax-12', null, '9.00', HC.writing, {
    en: 'Wax crayons, 12 colours',
    ar: 'ألوان شمع 12 لون',
    fr: 'Crayons de cire, 12 couleurs',
  }),
  row('markers-felttip-12', null, '15.00', HC.writing, {
    en: 'Felt tip colouring markers, 12 colours',
    ar: 'أقلام فلوماستر تلوين 12 لون',
    fr: 'Feutres de coloriage, 12 couleurs',
  }),
  row('highlighters-stabilo-boss-4', 'STABILO', '25.00', HC.writing, {
    en: 'STABILO BOSS highlighters, 4 colours',
    ar: 'أقلام تحديد فسفوري ستابيلو بوس 4 ألوان',
    fr: 'Surligneurs STABILO BOSS, 4 couleurs',
  }),
  row('whiteboardmarkers-4', null, '15.00', HC.writing, {
    en: 'Whiteboard markers, 4 colours',
    ar: 'أقلام سبورة بيضاء 4 ألوان',
    fr: 'Marqueurs pour tableau blanc, 4 couleurs',
  }),
  row('correctionpen-white', null, '6.00', HC.writing, {
    en: 'Correction pen, white',
    ar: 'قلم تصحيح كوريكتور أبيض',
    fr: 'Stylo correcteur blanc',
  }),

  row('eraser-staedtler-white', 'Staedtler', '3.00', HC.school, {
    en: 'Staedtler white eraser',
    ar: 'ممحاة ستدلر بيضاء',
    fr: 'Gomme blanche Staedtler',
  }),
  row('sharpener-metal-double', null, '4.00', HC.school, {
    en: 'Double hole metal pencil sharpener',
    ar: 'مبراة معدن فتحتين',
    fr: 'Taille-crayon métal double',
  }),
  row('ruler-plastic-30cm', null, '3.00', HC.school, {
    en: 'Plastic ruler 30cm',
    ar: 'مسطرة بلاستيك 30 سم',
    fr: 'Règle plastique 30 cm',
  }),
  row('geometryset-maped', 'Maped', '25.00', HC.school, {
    en: 'Maped geometry set with compass, protractor and set squares',
    ar: 'علبة هندسة مابد فرجار ومنقلة ومثلثات',
    fr: 'Kit de traçage Maped compas, rapporteur et équerres',
  }),
  row('compass-maped-study', 'Maped', '15.00', HC.school, {
    en: 'Maped Study compass',
    ar: 'فرجار مابد ستدي',
    fr: 'Compas Maped Study',
  }),
  row('gluestick-uhu-40g', 'UHU', '9.00', HC.school, {
    en: 'UHU glue stick 40g',
    ar: 'صمغ أصابع يوهو 40 جرام',
    fr: 'Bâton de colle UHU 40 g',
  }),
  row('glue-white-school-118ml', "Elmer's", '12.00', HC.school, {
    en: "Elmer's white school glue 118ml",
    ar: 'غراء أبيض مدرسي إلمرز 118 مل',
  }),
  row('scissors-kids-safety', 'Maped', '9.00', HC.school, {
    en: 'Maped kids safety scissors, round tip',
    ar: 'مقص أطفال آمن للمدرسة مابد',
    fr: 'Ciseaux enfants bouts ronds Maped',
  }),
  row(
    'pencilcase-zip-blue',
    null,
    '19.00',
    HC.school,
    {
      en: 'Zip pencil case, blue',
      ar: 'مقلمة بسحاب زرقاء',
      fr: 'Trousse à crayons zippée bleue',
    },
    { attrs: { color: 'Blue' } },
  ),
  row(
    'schoolbag-backpack-kids-16-blue',
    null,
    '99.00',
    HC.school,
    {
      en: 'Kids school backpack 16 inch, blue',
      ar: 'شنطة مدرسية ظهر للأطفال 16 إنش أزرق',
      fr: 'Cartable sac à dos enfant 16 pouces bleu',
    },
    { attrs: { color: 'Blue' } },
  ),
  row(
    'schoolbag-trolley-girls-pink',
    null,
    '149.00',
    HC.school,
    {
      en: 'Girls school trolley bag with wheels, pink',
      ar: 'شنطة مدرسية بعجلات بناتي وردي',
      fr: 'Cartable à roulettes fille rose',
    },
    { attrs: { color: 'Pink' } },
  ),
  row('lunchbox-kids-2compartments', null, '29.00', HC.school, {
    en: 'Kids lunch box with 2 compartments',
    ar: 'علبة طعام مدرسية للأطفال بقسمين',
    fr: 'Boîte à goûter enfant 2 compartiments',
  }),
  row('waterbottle-kids-500ml', null, '25.00', HC.school, {
    en: 'Kids water bottle 500ml',
    ar: 'مطارة مياه أطفال 500 مل',
    fr: 'Gourde enfant 500 ml',
  }),
  row('modelingclay-12', 'Play-Doh', '35.00', HC.school, {
    en: 'Play-Doh modeling compound, 12 colours',
    ar: 'صلصال بلاي دو 12 لون',
    fr: 'Pâte à modeler Play-Doh, 12 couleurs',
  }),
  row('bookcovers-clear-10', null, '12.00', HC.school, {
    en: 'Clear plastic book covers, 10 pack',
    ar: 'جلاد كتب شفاف 10 حبات',
    fr: 'Protège-livres transparents, lot de 10',
  }),

  row('stapler-no10-1000', 'Kangaro', '19.00', HC.office, {
    en: 'Kangaro stapler No.10 with 1000 staples',
    ar: 'دباسة كانجارو رقم 10 مع 1000 دبوس',
    fr: 'Agrafeuse Kangaro n°10 avec 1000 agrafes',
  }),
  row('punch-2hole', null, '22.00', HC.office, {
    en: '2-hole paper punch',
    ar: 'خرامة ورق فتحتين',
    fr: 'Perforatrice 2 trous',
  }),
  row(
    'boxfile-a4-black',
    null,
    '14.00',
    HC.office,
    {
      en: 'Lever arch box file A4, black',
      ar: 'ملف بوكس فايل A4 أسود',
      fr: 'Classeur à levier A4 noir',
    },
    { attrs: { color: 'Black' } },
  ),
  row('clearbags-a4-button-10', null, '9.00', HC.office, {
    en: 'Clear document bags A4 with snap button, 10 pack',
    ar: 'ملفات شفافة بكبسونة A4 عدد 10',
  }),
  row('whiteboard-magnetic-60x90', null, '119.00', HC.office, {
    en: 'Magnetic whiteboard 60 x 90 cm',
    ar: 'سبورة بيضاء مغناطيسية 60×90 سم',
    fr: 'Tableau blanc magnétique 60 x 90 cm',
  }),
  row('calculator-casio-fx991es', 'Casio', '89.00', HC.office, {
    en: 'Casio fx-991ES Plus scientific calculator',
    ar: 'آلة حاسبة علمية كاسيو fx-991ES بلس',
    fr: 'Calculatrice scientifique Casio fx-991ES Plus',
  }),
  row('calculator-casio-desk-12', 'Casio', '45.00', HC.office, {
    en: 'Casio desktop calculator, 12 digits',
    ar: 'آلة حاسبة مكتبية كاسيو 12 رقم',
  }),

  row('printer-hp-deskjet-2710e', 'HP', '249.00', HC.printers, {
    en: 'HP DeskJet 2710e all-in-one wireless colour printer',
    ar: 'طابعة اتش بي ديسك جيت 2710e ملونة لاسلكية',
    fr: 'Imprimante multifonction HP DeskJet 2710e',
  }),
  row('printer-epson-l3250-ecotank', 'Epson', '699.00', HC.printers, {
    en: 'Epson EcoTank L3250 ink tank printer, Wi-Fi',
    ar: 'طابعة ابسون L3250 بخزان حبر واي فاي',
    fr: 'Imprimante Epson EcoTank L3250 à réservoirs',
  }),
  row('ink-hp-305-black', 'HP', '59.00', HC.printers, {
    en: 'HP 305 black ink cartridge',
    ar: 'حبر اتش بي 305 أسود',
    fr: "Cartouche d'encre HP 305 noir",
  }),
  row('ink-hp-305-colour', 'HP', '69.00', HC.printers, {
    en: 'HP 305 tri-colour ink cartridge',
    ar: 'حبر اتش بي 305 ملون',
    fr: "Cartouche d'encre HP 305 trois couleurs",
  }),
  row('ink-epson-103-black', 'Epson', '35.00', HC.printers, {
    en: 'Epson 103 EcoTank black ink bottle 65ml',
    ar: 'علبة حبر ابسون 103 أسود 65 مل',
    fr: "Bouteille d'encre Epson 103 noir",
  }),
];
