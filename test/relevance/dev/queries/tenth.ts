import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

const EARBUDS = ['earbuds-samsung-buds2pro', 'earbuds-apple-airpods4'];
const PAINKILLERS = ['painkiller-panadol-night-20', 'painkiller-cataflam-50-20', 'fever-fevadol-500-20'];
const MICE = ['mouse-razer-deathadder', 'mouse-logitech-g102-gaming'];

/**
 * Tenth pass, written before its changes: French loanwords of the Maghreb in the other
 * spellings shoppers use for them (شارجوغ, كوشات, بيبيرون, سوسيت, شومبوان, دنتيفريس,
 * ديودوران, بارفام, طابليت, اكوتور, كلافيه, ليمبريمانت, آنكر, ستيلوات, كغايون, لاكول, بنوات,
 * لاباطري, ليبلاكيت, فيلطر, بوجيات, أونتيجيل, ليبيرسوز, كلي مولات, تورنوفيس, تويو, بوليوار,
 * ليسبيراتور, كروكيت, ليتيار, فورماج, ياوورت, كونفيتير), the same products asked for in French
 * in Latin letters where the store names them only in English, products named in one script
 * asked for in the other, words of the other regions not asked for before (هاند فري, باور بنك,
 * لزقة اسكرينة, شريط, بخاخة, مقدح, شنتاية, ابريز, تراكسوت, قماشات), and long queries around
 * them.
 */
export const DEV_QUERIES_TENTH: readonly TaggedQuery[] = [
  // Maghreb: French loanwords in Arabic letters, spelled as shoppers spell them.
  maghreb('french', 'شارجوغ سامسونج', ['charger-samsung-45w']),
  maghreb('french', 'كوشات بامبرز نيمرو 3', ['diapers-pampers-s3-68']),
  maghreb('french', 'بيبيرون ضد المغص', ['bottle-drbrowns-250ml']),
  maghreb('french', 'سوسيت أفنت', ['pacifier-avent-ultrasoft-2']),
  maghreb('french', 'شومبوان بانتين', ['shampoo-pantene-repair-400']),
  maghreb('french', 'شمبوان للبيبي', ['shampoo-mustela-baby-200']),
  maghreb('french', 'دنتيفريس كولجيت', ['toothpaste-colgate-total-100']),
  maghreb('french', 'ديودوران نيفيا للنساء', ['deodorant-nivea-women-roll-50']),
  maghreb('french', 'بارفام رجالي فيرساتشي', ['perfume-versace-eros-edt-100']),
  maghreb('french', 'تابليت ابل', ['tablet-apple-ipadair-m2-128']),
  maghreb('french', 'اكوتور بلا خيط', EARBUDS, ['headphones-jbl-tune510bt']),
  maghreb('french', 'كلافيه جيمر', ['keyboard-redragon-mechanical']),
  maghreb('french', 'ليمبريمانت كانون', ['printer-canon-pixma-ts3440']),
  maghreb('french', 'آنكر كانون كحل', ['ink-canon-445-black']),
  maghreb('french', 'ستيلوات زرق', ['pens-pilot-v5-blue-3']),
  maghreb('french', 'كغايون 2B', ['pencils-staedtler-2b-12']),
  maghreb('french', 'لاكول بريت', ['gluestick-pritt-22g']),
  maghreb('french', 'بنوات 195 65 R15', ['tyre-continental-195-65-r15']),
  maghreb('french', 'لاباطري ديال الطوموبيل 80', ['battery-acdelco-80ah']),
  maghreb('french', 'ليبلاكيت ديال الفران هيونداي', ['brakepads-rear-hyundai-elantra']),
  maghreb('french', 'ايسوي جلاس فاليو', ['wipers-valeo-pair']),
  maghreb('french', 'فيلطر ديال الهوا يارس', ['filter-air-toyota-yaris']),
  maghreb('french', 'أونتيجيل 4 لتر', ['coolant-prestone-4l']),
  maghreb('french', 'ليبيرسوز بلاك اند ديكر', ['drill-blackdecker-cordless-12v']),
  maghreb('french', 'تورنوفيس طقم', ['bits-screwdriver-set-32']),
  maghreb('french', 'تويو ديال الجردة 20 ميترو', ['hose-garden-20m']),
  maghreb('french', 'بوليوار تيفال', ['kettle-tefal-1-7l']),
  maghreb('french', 'ليسبيراتور ديال الطوموبيل', ['carvacuum-portable-12v']),
  maghreb('french', 'كروكيت ديال الكلب', ['dogfood-royalcanin-mini-2kg']),
  maghreb('french', 'ليتيار ديال القطط', ['catlitter-silica-5l']),
  maghreb('french', 'فورماج البقرة الضاحكة', ['cheese-triangles-lavachequirit-8']),
  maghreb('french', 'ياوورت ناتير', ['yogurt-almarai-plain-1kg']),
  maghreb('french', 'كونفيتير فريز', ['jam-strawberry-450g']),
  // French in Latin letters for products the store names in English only.
  maghreb('french', 'chargeur voiture usb c', ['charger-belkin-car-dual']),
  maghreb('french', 'clavier gamer mecanique', ['keyboard-redragon-mechanical']),
  maghreb('french', 'souris gamer', MICE),
  maghreb('french', 'enceinte bluetooth portable', ['speaker-jbl-flip6']),
  maghreb('french', 'friteuse sans huile', ['airfryer-philips-hd9200']),
  maghreb('french', 'aspirateur balai sans fil', ['vacuum-dyson-v8']),
  maghreb('french', 'huile bebe', ['babyoil-johnsons-300ml']),
  maghreb('french', 'flocons de mais', ['cornflakes-kelloggs-500g']),
  // Names in one script asked for in the other.
  maghreb('cross-script', 'djellaba blanche homme', ['jalabiya-men-moroccan-white']),
  maghreb('cross-script', 'caftan brode', ['kaftan-women-beige-embroidered']),
  maghreb('cross-script', 'couscous fin 1kg', ['couscous-tria-fine-1kg']),
  maghreb('cross-script', 'harissa piquante', ['harissa-tube-70g']),
  levant('cross-script', 'jibna akkawi', ['akkawi-cheese-500g']),
  gulf('cross-script', 'luqaimat mix', ['luqaimat-mix-box-400g']),
  levant('cross-script', 'جي بي ال فليب 6', ['speaker-jbl-flip6']),
  gulf('cross-script', 'كورن فليكس كيلوجز', ['cornflakes-kelloggs-500g']),
  levant('cross-script', 'بريستون مانع تجمد', ['coolant-prestone-4l']),
  // Words of the other regions.
  egypt('dialect', 'هاند فري سامسونج', ['earbuds-samsung-buds2pro']),
  egypt('dialect', 'باور بنك انكر', ['powerbank-anker-magnetic-10000']),
  egypt('dialect', 'لزقة اسكرينة ايفون 14', ['screenprotector-iphone14-glass']),
  egypt('dialect', 'وصلة ايفون', ['cable-lightning-1m']),
  egypt('dialect', 'مشترك كهربا 3 فتحات', ['extensioncord-5m']),
  egypt('dialect', 'شنيور بلاك اند ديكر', ['drill-blackdecker-cordless-12v']),
  egypt('dialect', 'شريط بنادول', ['painkiller-panadol-night-20']),
  egypt('dialect', 'بخاخة انف للعيال', ['nasalspray-otrivin-kids']),
  levant('dialect', 'مقدح ماكيتا', ['hammerdrill-makita-hr2470']),
  levant('dialect', 'شنتاية ظهر للابتوب', ['laptopbag-targus-15-6']),
  iraq('dialect', 'ابريز تمديد 5 متر', ['extensioncord-5m']),
  gulf('dialect', 'قماشات فرامل النترا', ['brakepads-rear-hyundai-elantra']),
  maghreb('dialect', 'دوا ديال السخانة', ['fever-fevadol-500-20'], PAINKILLERS.slice(0, 2)),
  maghreb('dialect', 'بومادا ديال اليدين', ['handcream-neutrogena-50ml']),
  // Long queries around them.
  maghreb('long', 'بغيت شارجور زوين ديال سامسونج كيشارجي بالزربة', ['charger-samsung-45w']),
  egypt('long', 'عايز هاند فري بلوتوث كويس للجري مش غالي', EARBUDS),
  gulf('long', 'ابي كفر للايفون 14 يكون سيليكون لونه اسود', ['case-iphone14-silicone-black']),
  levant('long', 'بدي شي منيح لغسيل الشعر المتضرر من الصبغة', ['shampoo-pantene-repair-400']),
  iraq('long', 'اريد بطانية دافية للشتا حجم دبل', ['blanket-fleece-double-navy']),
  maghreb('long', 'بغيت كوشات للبيبي من 6 حتى 10 كيلو', ['diapers-pampers-s3-68']),
  egypt('long', 'محتاج زيت عربية تخليقي 0w20 علبة 4 لتر', ['engineoil-castrol-edge-0w20-4l']),
  gulf('long', 'ابي شنطة اشيل فيها اللابتوب على ظهري', ['laptopbag-targus-15-6']),
  levant('long', 'بدي حليب للرضيع من يوم لست شهور', ['formula-nan-1-400g']),
  maghreb('long', 'شي حاجة نسقي بيها الجردة طويلة شوية', ['hose-garden-20m']),
  // Typos and Arabizi.
  levant('typos', 'شمبو بانتين', ['shampoo-pantene-repair-400']),
  egypt('typos', 'كتفلام', ['painkiller-cataflam-50-20']),
  gulf('typos', 'فيكس منتول', ['lozenges-vicks-menthol-20']),
  gulf('arabizi', 'sama3at samsung', ['earbuds-samsung-buds2pro']),
  levant('arabizi', 'kafar iphone 14', ['case-iphone14-silicone-black']),
  levant('arabizi', 'baharat mshakkale', ['spices-mixed-arabic-200g']),
  egypt('arabizi', 'hafadat pampers', ['diapers-pampers-s3-68']),
  // Second batch, written after the first batch's changes and before any other: the new rules
  // on queries they were not built on (negated sort words, a phrase of words the catalog lacks
  // leading when nothing is found, French function words, French words of the lexicon).
  gulf('parser', 'سماعة بلوتوث مب غالية', EARBUDS, ['headphones-jbl-tune510bt', 'speaker-jbl-flip6']),
  levant(
    'parser',
    'جوال مو غالي بطاريته منيحة',
    ['phone-realme-c55-128-black', 'phone-infinix-note30-256-gold'],
    ['phone-*'],
  ),
  maghreb(
    'parser',
    'تيليفون ماشي غالي',
    ['phone-realme-c55-128-black', 'phone-infinix-note30-256-gold'],
    ['phone-*'],
  ),
  egypt(
    'parser',
    'عطر رجالي مش غالي',
    ['perfume-rasasi-layuqawam-75', 'perfume-lattafa-oudmood-100'],
    ['perfume-*'],
  ),
  maghreb(
    'french',
    'parfum homme pas cher',
    ['perfume-rasasi-layuqawam-75', 'perfume-lattafa-oudmood-100'],
    ['perfume-*'],
  ),
  gulf('long', 'ابي اير فراير كبير يكفي العائلة', ['airfryer-philips-hd9200']),
  egypt('long', 'عايز سكرين بروتكتر للايفون 14 قوي', ['screenprotector-iphone14-glass']),
  levant('long', 'بدي ميموري كارد للكاميرا 64', ['sdcard-kingston-canvas-64']),
  iraq('long', 'اريد ستيم موب للبيت ينظف زين', ['mop-spin-bucket']),
  maghreb('french', 'lait pour bebe 0 6 mois', ['formula-nan-1-400g']),
  maghreb('french', 'chargeur pour voiture', ['charger-belkin-car-dual']),
  maghreb('french', 'coque pour iphone 14', ['case-iphone14-silicone-black']),
  maghreb('french', 'couches pour bebe taille 3', ['diapers-pampers-s3-68']),
  maghreb('french', 'huile de moteur 5w40', ['engineoil-mobil-super3000-5w40-4l']),
  maghreb('french', 'sac a dos pour ordinateur', ['laptopbag-targus-15-6']),
  maghreb('french', 'ecouteurs sans fil samsung', ['earbuds-samsung-buds2pro']),
  maghreb('french', 'casque sans fil jbl', ['headphones-jbl-tune510bt']),
  maghreb('french', 'montre connectee apple', ['smartwatch-apple-series9-45']),
  maghreb('french', 'tapis de priere de voyage', ['prayermat-travel-foldable']),
  maghreb('french', 'savon dove', ['soap-dove-bar-4']),
  maghreb('french', 'creme pour les mains', ['handcream-neutrogena-50ml']),
  maghreb('french', 'the vert menthe', ['tea-green-mint-25']),
  maghreb('french', 'cafe soluble', ['nescafe-gold-200g']),
];
