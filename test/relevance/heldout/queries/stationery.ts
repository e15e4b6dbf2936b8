import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

const SCHOOLBAGS = ['schoolbag-*'];
const ERASER = ['eraser-staedtler-white'];
const COLOURING = ['crayons-wax-12', 'markers-felttip-12', 'colourpencils-faber-24'];

export const STATIONERY_QUERIES: readonly TaggedQuery[] = [
  iraq('accessory', 'طابعة اتش بي', ['printer-hp-deskjet-2710e']),
  levant('accessory', 'طابعة ابسون', ['printer-epson-l3250-ecotank']),
  gulf('accessory', 'حبر طابعة اتش بي', ['ink-hp-*']),
  egypt('accessory', 'حبر ابسون', ['ink-epson-103-black']),
  iraq('accessory', 'طابعة ملونة', ['printer-hp-deskjet-2710e', 'printer-epson-l3250-ecotank']),
  maghreb('accessory', 'imprimante', ['printer-*']),

  iraq('dialect', 'جنطة مدرسة', SCHOOLBAGS),
  levant('dialect', 'جنطة مدرسية للبنات', ['schoolbag-trolley-girls-pink'], ['schoolbag-backpack-*']),
  maghreb('dialect', 'محفظة مدرسية', SCHOOLBAGS),
  maghreb('dialect', 'محفظة', SCHOOLBAGS, ['wallet-men-leather-black']),
  gulf('dialect', 'محفظة جلد', ['wallet-men-leather-black']),
  egypt('dialect', 'استيكة', ERASER),
  gulf('dialect', 'مساحة للمدرسة', ERASER),
  iraq('dialect', 'ممحاية', ERASER),
  egypt('dialect', 'براية', ['sharpener-metal-double']),
  egypt('dialect', 'كشكول سلك', ['notebook-spiral-a4-100']),
  iraq('dialect', 'دفتر ابو المية', ['notebook-spiral-a4-100']),
  gulf('dialect', 'طامس', ['correctionpen-white']),
  levant('dialect', 'كباسة ورق', ['stapler-no10-1000']),
  egypt('dialect', 'زمزمية مدرسة', ['waterbottle-kids-500ml']),
  iraq('dialect', 'مطارة ماي للجهال', ['waterbottle-kids-500ml']),
  iraq('dialect', 'جلاد دفاتر', ['bookcovers-clear-10']),
  levant('dialect', 'تجليد كتب', ['bookcovers-clear-10']),
  iraq('dialect', 'باستيل', ['crayons-wax-12']),

  maghreb('french', 'كرتابل', SCHOOLBAGS),
  maghreb('french', 'تروسة', ['pencilcase-zip-blue']),
  maghreb('french', 'ستيلو بيك', ['pens-bic-cristal-blue-50']),
  maghreb('french', 'كرايون', ['pencils-faber-hb-12'], ['colourpencils-faber-24']),
  maghreb('french', 'جومة', ERASER),
  maghreb('french', 'ريجلة', ['ruler-plastic-30cm']),
  maghreb('french', 'كلاسور', ['boxfile-a4-black']),
  maghreb('french', 'بلانكو', ['correctionpen-white']),
  maghreb('french', 'بلاستيسين', ['modelingclay-12']),
  maghreb('french', 'cahier grands carreaux', ['cahier-seyes-96-17x22']),
  maghreb('french', 'feutres', ['markers-felttip-12']),
  maghreb('french', 'surligneur', ['highlighters-stabilo-boss-4']),
  maghreb('french', 'calculatrice scientifique', ['calculator-casio-fx991es']),
  maghreb('french', 'ramette papier a4', ['paper-a4-doublea-500'], ['paper-a4-box-5reams']),

  levant('arabizi', 'daftar rasm', ['drawingpad-a3-20']),
  egypt('arabizi', 'mas6ara', ['ruler-plastic-30cm']),
  iraq('arabizi', 'alwan khashab', ['colourpencils-faber-24']),
  levant('arabizi', 'shantet madrase', SCHOOLBAGS),

  gulf('numbers', 'ورق A4 خمسمية ورقة', ['paper-a4-doublea-500']),
  egypt('numbers', 'كرتونة ورق ٥ رزم', ['paper-a4-box-5reams']),
  iraq('numbers', 'الوان خشب ٢٤', ['colourpencils-faber-24']),
  levant('numbers', 'دفاتر ٦٠ ورقة', ['notebook-school-60-10pack']),

  gulf('long', 'ابي شنطة مدرسة لبنتي بعجلات لونها وردي', ['schoolbag-trolley-girls-pink']),
  egypt('long', 'عايز الة حاسبة علمية لتانية ثانوي', ['calculator-casio-fx991es']),
  levant('long', 'بدي الوان للولاد بالروضة', COLOURING),
  iraq('long', 'اريد طابعة تطبع ملون للبيت', ['printer-*']),
  maghreb('long', 'بغيت كراس ديال الرسم للمدرسة', ['drawingpad-a3-20']),
  iraq('long', 'اقلام جاف زرق علبة كاملة', ['pens-bic-cristal-blue-50']),

  gulf('parser', 'شنطة مدرسية لحد 16 انش', ['schoolbag-backpack-kids-16-blue']),
  iraq('parser', 'اقلام سبورة للمعلمة', ['whiteboardmarkers-4']),
  egypt('parser', 'ورق تصوير ٨٠ جرام', ['paper-a4-*']),

  gulf('english', 'scientific calculator', ['calculator-casio-fx991es']),
  levant('english', 'gel pens', ['pens-pilot-g2-black-12']),
  egypt('english', 'pencil case', ['pencilcase-zip-blue']),
  gulf('english', 'school backpack', ['schoolbag-backpack-kids-16-blue'], ['schoolbag-trolley-*']),
  iraq('english', 'sticky notes', ['stickynotes-postit-76-12']),
  gulf('english', 'printer ink hp 305', ['ink-hp-*']),

  egypt('typos', 'مبرات', ['sharpener-metal-double']),
  levant('typos', 'مسطره بلستيك', ['ruler-plastic-30cm']),
  iraq('typos', 'دباصة', ['stapler-no10-1000']),
  gulf('typos', 'اله حاسبه كاسيوو', ['calculator-casio-*']),
  iraq('typos', 'طابعه ايسون', ['printer-epson-l3250-ecotank']),
];
