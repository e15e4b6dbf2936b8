import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

const SWEATER = ['sweater-men-knit-grey'];
const MEN_SHOES = ['shoes-men-leather-oxford-brown'];
/** Men's leather sandals are a near kind for a men's leather shoe. */
const MEN_SHOES_OK = ['sandals-men-sharqi-brown'];

export const FASHION_QUERIES: readonly TaggedQuery[] = [
  gulf(
    'dialect',
    'سروال رجالي',
    ['sirwal-men-cotton-white'],
    ['trousers-men-chino-beige', 'jeans-levis-511-blue'],
  ),
  maghreb('dialect', 'سروال جينز', ['jeans-levis-511-blue']),
  maghreb(
    'dialect',
    'سروال رجال',
    ['trousers-men-chino-beige', 'jeans-levis-511-blue'],
    ['sirwal-men-cotton-white'],
  ),
  gulf('dialect', 'جزمة نسائية', ['boots-women-ankle-black'], ['shoes-skechers-women-walking-grey']),
  egypt('dialect', 'جزمة رجالي جلد', MEN_SHOES, MEN_SHOES_OK),
  levant('dialect', 'صباط رجالي بني', MEN_SHOES, MEN_SHOES_OK),
  iraq('dialect', 'قندرة رجالية جلد', MEN_SHOES, MEN_SHOES_OK),
  maghreb('dialect', 'سبرديلة اديداس', ['shoes-adidas-samba-white']),
  maghreb('dialect', 'سبرديلة نايك', ['shoes-nike-airmax90-black']),
  gulf('dialect', 'نعال رجالي', ['sandals-men-sharqi-brown'], ['flipflops-havaianas-black']),
  levant('dialect', 'شحاطة بيت', ['slippers-women-home-pink'], ['flipflops-havaianas-black']),
  egypt('dialect', 'شبشب حريمي', ['slippers-women-home-pink'], ['flipflops-havaianas-black']),
  maghreb('dialect', 'بلغة', ['babouche-moroccan-leather-yellow'], ['slippers-women-home-pink']),
  iraq('dialect', 'قمصلة رجالي', ['jacket-men-puffer-olive'], ['coat-men-wool-camel']),
  egypt('dialect', 'بالطو رجالي', ['coat-men-wool-camel'], ['jacket-men-puffer-olive']),
  levant('dialect', 'كنزة صوف', SWEATER, ['cardigan-women-knit-camel']),
  egypt('dialect', 'بلوفر رجالي', SWEATER),
  iraq('dialect', 'بلوز رجالي صوف', SWEATER),
  levant('dialect', 'كلسات رجالي', ['socks-men-cotton-6pairs']),
  maghreb('dialect', 'تقاشر', ['socks-men-cotton-6pairs']),
  iraq('dialect', 'جواريب قطن', ['socks-men-cotton-6pairs']),
  gulf('dialect', 'بوك رجالي', ['wallet-men-leather-black']),
  maghreb('dialect', 'بزطام جلد', ['wallet-men-leather-black']),
  egypt('dialect', 'طرحة شيفون', ['hijab-chiffon-cream'], ['shayla-georgette-black']),
  gulf('dialect', 'شيلة سودا', ['shayla-georgette-black']),
  levant('dialect', 'حطة فلسطينية', ['keffiyeh-palestinian-black-white']),
  iraq(
    'dialect',
    'يشماغ',
    ['shemagh-albassam-red'],
    ['keffiyeh-palestinian-black-white', 'ghutra-white-swiss'],
  ),
  levant('dialect', 'قشاط جلد', ['belt-men-leather-black']),
  egypt('dialect', 'فانلة داخلي', ['undershirt-men-cotton-white-3pack']),
  maghreb('dialect', 'جلابة صوف', ['djellaba-men-wool-beige']),

  maghreb('french', 'مونطو رجال', ['coat-men-wool-camel'], ['jacket-men-puffer-olive']),
  maghreb('french', 'تريكو رجالي', SWEATER),
  maghreb('french', 'سمطة رجالي', ['belt-men-leather-black']),
  maghreb('french', 'فاليزا كبيرة', ['suitcase-hardshell-28-navy']),
  maghreb('french', 'djellaba homme', ['djellaba-men-wool-beige']),
  maghreb('french', 'caftan vert', ['kaftan-women-moroccan-green']),
  maghreb('french', 'babouche', ['babouche-moroccan-leather-yellow']),
  maghreb('french', 'pull homme gris', SWEATER),
  maghreb('french', 'chaussures de securite', ['boots-safety-steel-toe']),
  maghreb('french', 'sac a main', ['handbag-women-leather-beige'], ['crossbody-women-black']),
  maghreb('french', 'doudoune homme', ['jacket-men-puffer-olive']),

  gulf('cross-script', 'albassam shemagh', ['shemagh-albassam-red']),
  egypt('cross-script', 'شبشب هافاياناز', ['flipflops-havaianas-black']),
  iraq('cross-script', 'iraqi dishdasha', ['dishdasha-iraqi-winter-grey']),
  gulf('cross-script', 'سيفتي شوز', ['boots-safety-steel-toe']),

  gulf('arabizi', 'shmagh a7mar', ['shemagh-albassam-red']),
  gulf('arabizi', 'abaya sawda', ['abaya-black-crepe-52']),
  levant('arabizi', 'fustan sahra', ['dress-women-evening-burgundy']),
  levant('arabizi', 'shantet safar', ['suitcase-hardshell-28-navy']),

  gulf('long', 'ابي ثوب ابيض مقاس 58 للعيد', ['thobe-saudi-white-58']),
  egypt(
    'long',
    'عايزة جزمة مريحة للمشي كتير',
    ['shoes-skechers-women-walking-grey'],
    ['shoes-adidas-samba-white'],
  ),
  levant('long', 'بدي فستان سهرة لون خمري لعرس', ['dress-women-evening-burgundy']),
  iraq('long', 'اريد دشداشة شتوية رجالية لون رصاصي', ['dishdasha-iraqi-winter-grey']),
  gulf('long', 'عباية سوداء ناعمة للدوام مقاس 52', ['abaya-black-crepe-52']),
  maghreb('long', 'بغيت جلابة ديال الرجال فالصوف', ['djellaba-men-wool-beige']),
  levant('long', 'كنزة شتوية للشباب لون رمادي', SWEATER),
  gulf('long', 'نعال شرقي جلد رجالي مقاس 43', ['sandals-men-sharqi-brown']),

  gulf('english', 'black abaya', ['abaya-black-crepe-52']),
  levant('english', "men's leather wallet", ['wallet-men-leather-black']),
  egypt('english', 'levis jeans', ['jeans-levis-511-blue']),
  gulf('english', 'safety boots', ['boots-safety-steel-toe']),
  levant(
    'english',
    'flip flops',
    ['flipflops-havaianas-black'],
    ['slippers-women-home-pink', 'sandals-men-sharqi-brown'],
  ),
  gulf('english', 'ankle boots', ['boots-women-ankle-black']),
  egypt('english', 'maxi dress', ['dress-women-maxi-salmon'], ['dress-women-evening-burgundy']),
  levant('english', 'white sneakers', ['shoes-adidas-samba-white']),
  gulf('english', 'comfortable walking shoes for women', ['shoes-skechers-women-walking-grey']),
  iraq('english', 'hard shell suitcase', ['suitcase-hardshell-28-navy']),

  gulf('typos', 'عبايا سوداء', ['abaya-black-crepe-52']),
  egypt('typos', 'بجامه رجالي', ['pajama-men-cotton-navy']),
  levant('typos', 'فسان سهره', ['dress-women-evening-burgundy']),
  egypt('typos', 'جلابيه رمضتنيه', ['jalabiya-women-embroidered-ramadan']),
  levant('typos', 'بنطلوم تشينو', ['trousers-men-chino-beige']),
  gulf('typos', 'شنظة يد', ['handbag-women-leather-beige'], ['crossbody-women-black']),
  egypt('typos', 'محفضة رجالي', ['wallet-men-leather-black']),
  iraq('typos', 'خزام جلد', ['belt-men-leather-black']),
  gulf('typos', 'سكيتشرز نسائي', ['shoes-skechers-women-walking-grey']),

  gulf('numbers', 'ثوب مقاس ستة وخمسين', ['thobe-saudi-white-56']),
  gulf('numbers', 'عباية ٥٢', ['abaya-black-crepe-52']),
  levant('numbers', 'شنطة سفر ٢٨ انش', ['suitcase-hardshell-28-navy']),
  egypt('numbers', 'شراب ٦ جوز', ['socks-men-cotton-6pairs']),
  iraq('numbers', 'حذاء اطفال قياس ٢٨', ['shoes-kids-lightup-blue']),
  egypt('numbers', 'قميص مدرسة سن عشر سنين', ['kids-shirt-school-white-10y']),

  levant('parser', 'فستان لبنتي عمرها 5 سنين', ['kids-dress-girls-party-pink-5-6y']),
  egypt('parser', 'لبس اطفال لحد 4 سنين', ['kids-tshirt-cartoon-3-4y']),
  gulf('parser', 'ثوب لولدي 8 سنين', ['kids-thobe-boys-white-8y']),
  gulf('parser', 'olive jacket', ['jacket-men-puffer-olive']),
  levant('parser', 'salmon dress', ['dress-women-maxi-salmon']),
  egypt('parser', 'طرحة كريمي', ['hijab-chiffon-cream']),
  iraq('parser', 'جاكيت زيتي', ['jacket-men-puffer-olive']),
  gulf('parser', 'شنطة لامي', ['handbag-women-leather-beige', 'crossbody-women-black']),
  maghreb('parser', 'robe saumon', ['dress-women-maxi-salmon']),
];
