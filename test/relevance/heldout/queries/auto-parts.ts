import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

const CAMRY_PADS = ['brakepads-front-toyota-camry'];
const SPARK_PLUGS = ['sparkplugs-ngk-iridium-4'];
const MUFFLER = ['muffler-exhaust-universal'];

export const AUTO_PARTS_QUERIES: readonly TaggedQuery[] = [
  egypt('dialect', 'كاوتش هانكوك', ['tyre-hankook-*']),
  egypt('dialect', 'فردة كاوتش ميشلان', ['tyre-michelin-*']),
  gulf('dialect', 'كفرات سيارة', ['tyre-*']),
  levant('dialect', 'دولاب سيارة 16', ['tyre-michelin-primacy4-205-55-r16']),
  maghreb('dialect', 'روضة 15', ['tyre-hankook-kinergy-185-65-r15']),
  egypt('dialect', 'تيل فرامل كامري', CAMRY_PADS),
  gulf('dialect', 'فحمات بريك كامري', CAMRY_PADS),
  egypt('dialect', 'بوجيهات', SPARK_PLUGS),
  iraq('dialect', 'بلكات سيارة', SPARK_PLUGS),
  egypt('dialect', 'كلاكس عربية', ['horn-bosch-pair-12v']),
  gulf('dialect', 'هرن سيارة', ['horn-bosch-pair-12v']),
  egypt('dialect', 'مساعدين هايلكس', ['shockabsorber-front-toyota-hilux-kyb']),
  gulf('dialect', 'كلتش', ['clutchkit-valeo-dacia-logan']),
  gulf('dialect', 'اكزوز', MUFFLER),
  egypt('dialect', 'فرش كراسي عربية', ['seatcovers-leather-beige-full']),
  egypt('dialect', 'دواسات عربية', ['floormats-rubber-universal-4']),
  levant('dialect', 'سجاد سيارة', ['floormats-rubber-universal-4']),
  egypt('dialect', 'جلدة دريكسيون', ['steeringcover-leather-black']),
  egypt('dialect', 'مية رادياتير', ['coolant-prestone-green-4l']),
  gulf('dialect', 'ماي رديتر', ['coolant-prestone-green-4l']),
  egypt('dialect', 'سير كاتينة اكسنت', ['timingbelt-kit-hyundai-accent']),
  gulf('dialect', 'شمسية سيارة', ['sunshade-windshield-foldable']),
  egypt('dialect', 'منفاخ كاوتش', ['tirepump-portable-12v']),

  maghreb('french', 'بنو ميشلان', ['tyre-michelin-*']),
  maghreb('french', 'بلاكيت فران لوجان', ['brakepads-front-dacia-logan']),
  maghreb('french', 'بوجيات', SPARK_PLUGS),
  maghreb('french', 'كلاكسون', ['horn-bosch-pair-12v']),
  maghreb('french', 'أموتيسور', ['shockabsorber-*']),
  maghreb('french', 'شابمو', MUFFLER),
  maghreb('french', 'غطا فولون', ['steeringcover-leather-black']),
  maghreb('french', 'انتيجيل', ['coolant-prestone-green-4l']),
  maghreb('french', 'huile moteur 5w30', ['engineoil-mobil1-5w30-4l']),
  maghreb('french', 'plaquettes de frein logan', ['brakepads-front-dacia-logan']),
  maghreb('french', 'pneu 205 55 r16', ['tyre-michelin-primacy4-205-55-r16']),
  maghreb('french', 'essuie glace bosch', ['wipers-bosch-aerotwin-pair']),
  maghreb('french', 'kit embrayage', ['clutchkit-valeo-dacia-logan']),
  maghreb('french', 'liquide de refroidissement', ['coolant-prestone-green-4l']),

  gulf('numbers', 'زيت محرك اربعة لتر', ['engineoil-mobil1-5w30-4l', 'engineoil-castrol-gtx-20w50-4l']),
  iraq('numbers', 'بطارية سبعين امبير', ['battery-amaron-70ah']),
  levant('numbers', 'بطارية ٦٠ امبير', ['battery-varta-bluedynamic-60ah']),
  gulf('numbers', 'كفر ٢٠٥/٥٥ ١٦', ['tyre-michelin-primacy4-205-55-r16']),
  egypt('numbers', 'زيت فرامل نص لتر', ['brakefluid-bosch-dot4-500ml']),
  maghreb('numbers', 'زيت موتور خمسة لتر', ['engineoil-total-quartz7000-10w40-5l']),
  egypt('numbers', 'كابل اشتراك خمسمية امبير', ['jumpercables-500a-3m']),

  gulf('parser', 'زيت للسيارة', ['engineoil-*'], ['brakefluid-*']),
  gulf('parser', 'معطر سيارة عود', ['airfreshener-car-vent-oud']),
  levant('parser', 'نور سيارة ليد', ['bulbs-h4-led-pair']),
  iraq('parser', 'كاميرا للسيارة', ['dashcam-70mai-a500s']),

  gulf('accessory', 'جهاز تشغيل سيارة', ['jumpstarter-portable-1000a']),
  egypt('accessory', 'كاميرا عربية امامية', ['dashcam-70mai-a500s']),

  gulf(
    'long',
    'ابي زيت محرك تخليقي لسيارة كامري',
    ['engineoil-mobil1-5w30-4l'],
    ['engineoil-total-*', 'engineoil-shell-*'],
  ),
  egypt('long', 'عايز تيل فرامل قدام لكامري ٢٠٢٠', CAMRY_PADS),
  levant(
    'long',
    'بدي دواليب لسيارة رباعي مقاس 17',
    ['tyre-dunlop-grandtrek-265-65-r17'],
    ['tyre-bridgestone-*'],
  ),
  iraq('long', 'اريد بطارية سيارة تتحمل الحر', ['battery-*']),
  maghreb('long', 'بغيت فيلتر ديال الزيت لبيجو 208', ['filter-oil-bosch-peugeot208']),
  gulf('long', 'مساحات زجاج امامي مقاس 24 انش', ['wipers-bosch-aerotwin-pair']),
  gulf('long', 'شي ينفخ الكفرات من ولاعة السيارة', ['tirepump-portable-12v']),

  gulf('english', 'engine oil 5w30', ['engineoil-mobil1-5w30-4l']),
  levant('english', 'car battery 70ah', ['battery-amaron-70ah']),
  gulf('english', 'brake pads camry', CAMRY_PADS),
  egypt('english', 'wiper blades', ['wipers-bosch-aerotwin-pair']),
  gulf('english', 'dash cam', ['dashcam-70mai-a500s']),
  levant('english', 'tyre inflator', ['tirepump-portable-12v']),
  gulf('english', 'spark plugs', SPARK_PLUGS),
  iraq('english', 'car floor mats', ['floormats-rubber-universal-4']),
  gulf('english', 'jump starter', ['jumpstarter-portable-1000a'], ['jumpercables-500a-3m']),

  gulf('cross-script', 'دبليو دي 40', ['lubricant-wd40-400ml']),
  levant('cross-script', 'ميجوايرز شامبو سيارات', ['carwash-meguiars-goldclass-1-89l']),

  levant('typos', 'فلتر هوا النترا', ['filter-air-hyundai-elantra']),
  iraq('typos', 'بطاريه فارطا', ['battery-varta-bluedynamic-60ah']),
  egypt('typos', 'كاوتش ميشلين', ['tyre-michelin-*']),
  gulf('typos', 'مسحات بوش', ['wipers-bosch-aerotwin-pair']),
  egypt('typos', 'زيت كسترول', ['engineoil-castrol-gtx-20w50-4l']),
  gulf('typos', 'دعسات سياره', ['floormats-rubber-universal-4']),
  levant('typos', 'رديتير كورولا', ['radiator-toyota-corolla-2014']),

  levant('arabizi', 'bataria sayara', ['battery-*']),
  egypt('arabizi', 'zeit mo7arek', ['engineoil-*']),
  gulf('arabizi', 'masa7at sayara', ['wipers-bosch-aerotwin-pair']),
];
