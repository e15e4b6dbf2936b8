import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

const THERMOMETERS = ['thermometer-*'];
const COUGH = ['cough-*'];

export const PHARMACY_QUERIES: readonly TaggedQuery[] = [
  gulf('accessory', 'جهاز السكر', ['glucometer-accuchek-instant']),
  egypt('accessory', 'جهاز سكر اكيو شيك', ['glucometer-accuchek-instant']),
  levant('accessory', 'شرائط السكر', ['teststrips-accuchek-instant-50']),
  gulf('accessory', 'فرشاة اسنان كهربائية', ['toothbrush-oralb-vitality-electric']),
  iraq('accessory', 'رؤوس فرشاة اورال بي', ['brushheads-oralb-crossaction-4']),
  gulf('accessory', 'جهاز ضغط', ['bpmonitor-omron-m3']),
  levant('accessory', 'جهاز بخار للربو', ['nebulizer-omron-compressor']),

  gulf('long', 'ابي شراب كحة للاطفال عمر سنتين', COUGH),
  egypt('long', 'عايز حاجة للصداع والسخونية بسرعة', ['painkiller-*'], ['cold-panadol-coldflu-24', 'fever-*']),
  levant(
    'long',
    'بدي كريم للبشرة الناشفة كتير',
    ['cream-cetaphil-moisturizing-453g'],
    ['cream-nivea-*', 'vaseline-*'],
  ),
  iraq(
    'long',
    'اريد جهاز يقيس الحرارة من الجبهة',
    ['thermometer-forehead-infrared'],
    ['thermometer-braun-digital'],
  ),
  gulf('long', 'شي يخفف الم الحلق مع عسل وليمون', ['lozenges-strepsils-honeylemon-24']),
  maghreb('long', 'بغيت دوا ديال السخانة للدراري الصغار', [
    'fever-panadol-baby-syrup-100',
    'fever-cetal-syrup-120',
  ]),
  egypt('long', 'معجون سنان للاسنان الحساسة', ['toothpaste-sensodyne-repair-75']),

  gulf('english', 'panadol extra', ['painkiller-panadol-extra-24']),
  levant('english', 'blood pressure monitor', ['bpmonitor-omron-m3']),
  gulf('english', 'vitamin d 5000', ['vitamin-d3-5000-60']),
  egypt('english', 'sunscreen spf 50', ['sunscreen-larocheposay-anthelios-50ml']),
  gulf('english', 'hand sanitizer', ['sanitizer-handgel-500ml'], ['alcohol-medical-70-250ml']),
  levant('english', 'face masks', ['masks-surgical-3ply-50']),
  gulf('english', 'anti dandruff shampoo', ['shampoo-headshoulders-antidandruff-400']),
  iraq('english', 'pregnancy test', ['pregnancytest-clearblue']),
  egypt('english', 'digital thermometer', ['thermometer-braun-digital'], ['thermometer-forehead-infrared']),
  gulf('english', 'fish oil omega 3', ['omega3-jamieson-fishoil-1000-100']),

  gulf('typos', 'بنادول اكستر', ['painkiller-panadol-extra-24']),
  egypt('typos', 'بروفبن', ['painkiller-brufen-400-30']),
  levant('typos', 'فيتامبن سي', ['vitamin-redoxon-c1000-10']),
  gulf('typos', 'سيتافل', ['cream-cetaphil-moisturizing-453g']),
  iraq('typos', 'معجوم اسنان', ['toothpaste-*']),
  egypt('typos', 'مزيل عرف رجالي', ['deodorant-rexona-men-spray-150']),
  levant('typos', 'كممات طبية', ['masks-surgical-3ply-50']),
  gulf('typos', 'ستربسيلز', ['lozenges-strepsils-honeylemon-24']),

  egypt('dialect', 'ترمومتر', THERMOMETERS),
  maghreb('dialect', 'محرار', THERMOMETERS),
  egypt('dialect', 'بلاستر جروح', ['plasters-hansaplast-universal-40']),
  egypt('dialect', 'ماسكات', ['masks-surgical-3ply-50']),
  gulf('dialect', 'فكس', ['vicks-vaporub-50g']),
  egypt('dialect', 'مرهم للتسلخات', ['bepanthen-nappy-ointment-30g', 'rashcream-sudocrem-125g']),
  maghreb(
    'dialect',
    'شيتة ديال السنان',
    ['toothbrush-oralb-medium-2'],
    ['toothbrush-oralb-vitality-electric'],
  ),
  levant('dialect', 'دوا سعلة', COUGH, ['lozenges-strepsils-*', 'cold-panadol-*']),
  iraq('dialect', 'حبوب وجع راس', ['painkiller-*']),
  egypt('dialect', 'سبراي مناخير', ['nasalspray-otrivin-adult']),
  gulf('dialect', 'ميزان', ['scale-bathroom-digital-glass'], THERMOMETERS),

  maghreb('french', 'بانسمان', ['plasters-hansaplast-universal-40'], ['gauze-*', 'bandage-*']),
  maghreb('french', 'ديودوران', ['deodorant-rexona-men-spray-150']),
  maghreb('french', 'كوطون', ['cotton-medical-roll-200g']),
  maghreb('french', 'doliprane 1000', ['painkiller-doliprane-1000-8']),
  maghreb('french', 'sirop toux', COUGH),
  maghreb('french', 'thermometre frontal', ['thermometer-forehead-infrared']),
  maghreb('french', 'tensiometre', ['bpmonitor-omron-m3']),
  maghreb('french', 'creme solaire', ['sunscreen-larocheposay-anthelios-50ml']),
  maghreb('french', 'brosse a dents', ['toothbrush-oralb-medium-2'], ['toothbrush-oralb-vitality-electric']),
  maghreb('french', 'سيرو للكحة', COUGH),

  gulf('cross-script', 'جاميسون اوميغا 3', ['omega3-jamieson-fishoil-1000-100']),
  levant('cross-script', 'اوميجا ٣ زيت سمك', ['omega3-jamieson-fishoil-1000-100']),

  egypt('arabizi', 'dawa ko77a', COUGH),
  levant('arabizi', 'ma3joon asnan', ['toothpaste-*']),
  gulf('arabizi', 'mozil 3ara2', ['deodorant-rexona-men-spray-150']),

  gulf('numbers', 'فيتامين سي الف', ['vitamin-redoxon-c1000-10']),
  iraq('numbers', 'بنادول ٥٠٠', ['painkiller-panadol-advance-24'], ['painkiller-panadol-extra-24']),
  egypt('numbers', 'كحول ٧٠٪', ['alcohol-medical-70-250ml'], ['sanitizer-handgel-500ml']),
  levant('numbers', 'قطن ٢٠٠ غرام', ['cotton-medical-roll-200g']),
  gulf('numbers', 'غسول فم نص لتر', ['mouthwash-listerine-coolmint-500']),
  egypt('numbers', 'كمامات خمسين حتة', ['masks-surgical-3ply-50']),

  gulf('parser', 'شاش طبي', ['gauze-sterile-10x10-100']),
  levant('parser', 'ميزان حرارة للاطفال', THERMOMETERS),
  gulf('parser', 'honey lemon lozenges', ['lozenges-strepsils-honeylemon-24']),
  egypt('parser', 'mint mouthwash', ['mouthwash-listerine-coolmint-500']),
  gulf('parser', 'فيتامينات للاطفال حتى 7 سنوات', ['vitamin-kids-wellkid-gummies-30']),
  iraq('parser', 'ميزان وزن حتى 180 كيلو', ['scale-bathroom-digital-glass']),
  levant('parser', 'بنادول للبرد', ['cold-panadol-coldflu-24'], ['painkiller-panadol-*']),
];
