import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

const SNEAKERS = ['shoes-puma-running-black', 'shoes-newbalance-574-grey'];
const BAGS = ['backpack-casual-grey', 'laptopbag-targus-15-6', 'schoolbag-boys-blue-cars'];
const RICE = ['rice-alosra-basmati-10kg', 'rice-sella-yellow-5kg', 'rice-egyptian-shortgrain-5kg'];
const TYRES = ['tyre-continental-195-65-r15', 'tyre-yokohama-225-45-r17'];
const PAINKILLERS = ['painkiller-panadol-night-20', 'painkiller-cataflam-50-20', 'fever-fevadol-500-20'];

/**
 * Eighth pass, written before its changes: words of each region not yet asked for in this set
 * (Gulf شيلة, صبغ, تواير, عربانة; Egyptian طرحة, بوية, كشكول, سكاتة, مازورة; Levantine حامض for
 * lemons, قحة, جنطة; Iraqi سفايف, صمون, سمچ, روب; Maghrebi حوت for fish, دلاح, فقوس, كامون, صمطة,
 * قميجة, كسوة), Maghrebi French loanwords in Arabic letters (لينجيت, فولار, ستيلو, كرايون, صوري,
 * كلافيي, فيرا, اسبيراتور, فريتوز, ريدو, ليزار, كونفيتور, شكلاطة, ياغورت, ديودورون, دونتفريس,
 * شامبوان, كريم سولار, انتيجيل, بوجي, ايسويكلاص, بنو), and long queries that put such a word
 * beside a purpose, a recipient, a colour, a size or a price.
 */
export const DEV_QUERIES_EIGHTH: readonly TaggedQuery[] = [
  // Regional words for everyday products.
  gulf('dialect', 'شيلة سودا', ['hijab-jersey-black']),
  egypt('dialect', 'طرحة جيرسيه', ['hijab-jersey-black']),
  gulf('dialect', 'صبغ ابيض مطفي', ['paint-national-white-3-6l']),
  egypt('dialect', 'بوية بيضا للحيطة', ['paint-national-white-3-6l']),
  gulf('dialect', 'تواير سيارة', TYRES),
  gulf('dialect', 'عربانة اطفال خفيفة', ['stroller-joie-pact']),
  egypt('dialect', 'كشكول مسطر', ['notebook-a5-ruled-5']),
  egypt('dialect', 'سكاتة للبيبي', ['pacifier-avent-ultrasoft-2']),
  egypt('dialect', 'مازورة ٨ متر', ['tapemeasure-8m']),
  levant('dialect', 'حامض كيلو', ['lemons-1kg']),
  levant('dialect', 'حبوب للقحة', ['lozenges-vicks-menthol-20']),
  levant('dialect', 'جنطة ضهر رمادي', ['backpack-casual-grey'], BAGS.slice(1)),
  iraq('dialect', 'سفايف بريك خلفية', ['brakepads-rear-hyundai-elantra']),
  iraq('dialect', 'سمچ بلطي', ['fish-tilapia-1kg']),
  iraq('dialect', 'روب سادة', ['yogurt-almarai-plain-1kg']),
  iraq('dialect', 'جنطة لابتوب', ['laptopbag-targus-15-6'], ['backpack-casual-grey']),
  maghreb('dialect', 'حوت ديال الفريزر', ['fish-tilapia-1kg']),
  maghreb('dialect', 'دلاح كامل', ['watermelon-whole']),
  maghreb('dialect', 'فقوس', ['cucumber-1kg'], ['pickles-cucumber-jar']),
  maghreb('dialect', 'كامون حب', ['cumin-whole-200g']),
  maghreb('dialect', 'صمطة ديال الجلد', ['belt-women-leather-tan']),
  maghreb('dialect', 'قميجة زرقة ديال الرجال', ['shirt-men-oxford-blue']),
  maghreb('dialect', 'كسوة ديال الكتان', ['dress-women-olive-linen']),
  egypt('dialect', 'فوطة حمام بيضا', ['towels-bath-set-4-white']),
  gulf('dialect', 'ماي رديتر', ['coolant-prestone-4l']),
  egypt('dialect', 'بوجيهات عربية', ['sparkplugs-denso-4']),
  levant('dialect', 'سكربينة رياضة', SNEAKERS),
  egypt('dialect', 'طشت استحمام للبيبي', ['bathtub-baby-foldable']),
  // Maghrebi French loanwords, in Arabic letters.
  maghreb('french', 'لينجيت ديال البيبي', ['wipes-huggies-56']),
  maghreb('french', 'فولار كحل', ['hijab-jersey-black']),
  maghreb('french', 'ستيلو زرق', ['pens-pilot-v5-blue-3']),
  maghreb('french', 'كرايون 2B', ['pencils-staedtler-2b-12']),
  maghreb('french', 'صوري ديال الجيمينغ', ['mouse-logitech-g102-gaming', 'mouse-razer-deathadder']),
  maghreb('french', 'كلافيي عربي', ['keyboard-redragon-mechanical']),
  maghreb('french', 'فيرا ديال البخار', ['iron-philips-steam-2400w']),
  maghreb('french', 'اسبيراتور ديال الطوموبيل', ['carvacuum-portable-12v']),
  maghreb('french', 'فريتوز بلا زيت', ['airfryer-philips-hd9200']),
  maghreb('french', 'ريدو رمادي', ['curtains-linen-look-grey']),
  maghreb('french', 'ليزار ابيض', ['sheet-double-cotton-white']),
  maghreb('french', 'كونفيتور ديال الفريز', ['jam-strawberry-450g']),
  maghreb('french', 'شكلاطة بالحليب', ['chocolate-galaxy-smooth-4']),
  maghreb('french', 'ياغورت', ['yogurt-almarai-plain-1kg']),
  maghreb('french', 'ديودورون ديال العيالات', ['deodorant-nivea-women-roll-50']),
  maghreb('french', 'دونتفريس كولجيت', ['toothpaste-colgate-total-100']),
  maghreb('french', 'شامبوان ديال الشعر المضرور', ['shampoo-pantene-repair-400']),
  maghreb('french', 'كريم سولار', ['sunscreen-bioderma-spf50-40ml']),
  maghreb('french', 'انتيجيل', ['coolant-prestone-4l']),
  maghreb('french', 'بوجي ديال الموطور', ['sparkplugs-denso-4']),
  maghreb('french', 'ايسويكلاص', ['wipers-valeo-pair']),
  maghreb('french', 'بنو 15', ['tyre-continental-195-65-r15'], TYRES.slice(1)),
  // Long queries: a regional word beside a purpose, a recipient, a colour, a size or a price.
  gulf('long', 'ابي شيلة سودا خفيفة للدوام', ['hijab-jersey-black']),
  egypt('long', 'عايزة طرحة سودا خامة جيرسيه مريحة', ['hijab-jersey-black']),
  gulf('long', 'ابي صبغ ابيض للمجلس ثلاث لتر ونص', ['paint-national-white-3-6l']),
  egypt('long', 'عايز علبة بوية بيضا مطفي للشقة', ['paint-national-white-3-6l']),
  iraq('long', 'اريد سفايف خلفية لسيارة النترا', ['brakepads-rear-hyundai-elantra']),
  maghreb(
    'long',
    'بغيت صوري ديال الجيمينغ رخيصة',
    ['mouse-logitech-g102-gaming'],
    ['mouse-razer-deathadder'],
  ),
  egypt('long', 'عايزة كشكول مسطر للمدرسة خمس حبات', ['notebook-a5-ruled-5']),
  levant('long', 'بدي قشاط جلد للبنت لونه عسلي', ['belt-women-leather-tan']),
  maghreb('long', 'بغيت فيرا ديال البخار قوية للحوايج', ['iron-philips-steam-2400w']),
  gulf('long', 'ابي نعال حريمي مسطح لونه عسلي', ['sandals-women-flat-tan']),
  iraq('long', 'اريد دشداشة بيضة لابني عمره عشر سنين', ['thobe-boys-white-10y']),
  maghreb('long', 'بغيت كريم سولار قوي للوجه ديال الصيف', ['sunscreen-bioderma-spf50-40ml']),
  levant('long', 'بدي حبوب للقحة بطعم النعنع للولاد', ['lozenges-vicks-menthol-20']),
  egypt('long', 'عايز سكاتة للبيبي من يوم ما يتولد', ['pacifier-avent-ultrasoft-2']),
  maghreb('long', 'بغيت شي حوت مجمد رخيص للغدا', ['fish-tilapia-1kg']),
  iraq('long', 'اريد صمون حار للريوك', ['bread-toast-white', 'bread-arabic-brown-6']),
  gulf('long', 'ابي تواير جديدة لسيارتي مقاس ١٧', ['tyre-yokohama-225-45-r17'], TYRES.slice(0, 1)),
  levant('long', 'بدي جنطة ضهر للجامعة لونها رمادي', ['backpack-casual-grey'], BAGS.slice(1)),
  egypt('long', 'عايز مسكن قوي للضرس و الصداع', PAINKILLERS),
  maghreb('long', 'بغيت روز بسمتي ديال العرس بزاف', RICE),
  gulf('long', 'ابي عربانة للبيبي خفيفة تنطوي للسفر', ['stroller-joie-pact']),
  maghreb('long', 'بغيت شامبوان ديال الشعر المضرور كبير', ['shampoo-pantene-repair-400']),
  iraq('long', 'اريد روب سادة كيلو للطبخ', ['yogurt-almarai-plain-1kg']),
  levant('long', 'بدي حامض طازة للسلطة كيلو', ['lemons-1kg']),
  maghreb('long', 'بغيت دلاح كبير بارد للصيف', ['watermelon-whole']),
  // Long queries whose words the catalog mostly does not know: the one known, rare word must find it.
  gulf('long', 'ابي شي ينظف موكيت السيارة من الغبار', ['carvacuum-portable-12v']),
  egypt('long', 'عايز حاجة تمسك الموبايل قدامي وانا سايق', ['phoneholder-car-dashboard']),
  levant('long', 'بدي شي يحمي شاشة الايفون تبعي من الكسر', ['screenprotector-iphone14-glass']),
  iraq('long', 'اريد شي اقيس بيه طول الغرفة بالمتر', ['tapemeasure-8m']),
  maghreb('long', 'بغيت شي حاجة نلصق بيها الزجاج المكسور', ['superglue-3g']),
  gulf('long', 'ابي حبوب تساعد على النوم وتسكن الالم', ['painkiller-panadol-night-20']),
  egypt('long', 'عايزة حاجة ادهن بيها ايدي عشان ناشفة', ['handcream-neutrogena-50ml']),
  levant('long', 'بدي شي طيب للفطور مع الخبز والزيت', ['zaatar-baladi-250g', 'labneh-almarai-400g'], ['oliveoil-zejd-1l', 'halloumi-baladna-200g', 'akkawi-cheese-500g']),
  iraq('long', 'اريد شي يشغل موسيقى بالسفرة وصوته عالي', ['speaker-jbl-flip6']),
  maghreb('long', 'بغيت شي حاجة نكوي بيها القشاوش بسرعة', ['iron-philips-steam-2400w']),
  gulf('long', 'ابي شي اوصل فيه الشاحن للفيش البعيد', ['extensioncord-5m']),
  egypt('long', 'عايز حاجة اشيل فيها اللابتوب و الكتب للجامعة', ['laptopbag-targus-15-6', 'backpack-casual-grey']),
  levant('long', 'بدي شي يدفيني عالكنباية بالشتوية', ['blanket-fleece-double-navy']),
  iraq('long', 'اريد شي اخلي بيه الماي بارد بالطلعة', ['thermos-arabic-coffee-1l']),
  egypt('long', 'عايز حاجة اقيس بيها حرارة الواد', ['thermometer-microlife-digital']),
];
