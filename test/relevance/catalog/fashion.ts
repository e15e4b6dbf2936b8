import type { ProductInput } from '../../../domain/catalog/product.ts';
import { CATEGORIES as C } from './categories.ts';
import { product as p } from './product-row.ts';

const look = (color: string, extra: Record<string, string> = {}) => ({
  attributes: { Color: color, ...extra },
});

/** Shoes, bags and clothing. */
export const FASHION: readonly ProductInput[] = [
  p(
    'shoes-nike-airmax90-men-black',
    'Nike',
    '599.00',
    C.shoes,
    {
      en: "Nike Air Max 90 men's sneakers Black",
      ar: 'حذاء نايكي اير ماكس 90 رجالي أسود',
    },
    look('Black', { Gender: 'Men' }),
  ),
  p(
    'shoes-nike-revolution7-women-pink',
    'Nike',
    '299.00',
    C.shoes,
    {
      en: "Nike Revolution 7 women's running shoes Pink",
      ar: 'حذاء جري نايك ريفولوشن 7 نسائي وردي',
    },
    look('Pink', { Gender: 'Women' }),
  ),
  p(
    'shoes-nike-courtvision-men-white',
    'Nike',
    '349.00',
    C.shoes,
    {
      en: "Nike Court Vision Low men's sneakers White",
      ar: 'حذاء نايك كورت فيجن رجالي أبيض',
    },
    look('White', { Gender: 'Men' }),
  ),
  p(
    'shoes-adidas-ultraboost-black',
    'Adidas',
    '799.00',
    C.shoes,
    {
      en: 'Adidas Ultraboost Light running shoes Black',
      ar: 'حذاء أديداس الترا بوست للجري أسود',
    },
    look('Black'),
  ),
  p(
    'shoes-adidas-stansmith-white',
    'Adidas',
    '449.00',
    C.shoes,
    {
      en: 'Adidas Stan Smith sneakers White',
      ar: 'حذاء أديداس ستان سميث أبيض',
    },
    look('White'),
  ),
  p(
    'shoes-puma-smash-white',
    'Puma',
    '229.00',
    C.shoes,
    {
      en: 'Puma Smash v2 sneakers White',
      ar: 'حذاء Puma سماش أبيض',
    },
    look('White'),
  ),
  p(
    'shoes-skechers-gowalk-men-gray',
    'Skechers',
    '329.00',
    C.shoes,
    {
      en: "Skechers Go Walk men's walking shoes Gray",
      ar: 'حذاء مشي سكيتشرز رجالي رمادي',
    },
    look('Gray', { Gender: 'Men' }),
  ),
  p(
    'shoes-clarks-formal-leather-brown',
    'Clarks',
    '499.00',
    C.shoes,
    {
      en: "Clarks men's leather formal shoes Brown",
      ar: 'حذاء رسمي جلد كلاركس رجالي بني',
    },
    look('Brown', { Gender: 'Men' }),
  ),
  p(
    'shoes-heels-women-black',
    null,
    '189.00',
    C.shoes,
    {
      en: "Women's high heel pumps Black",
      ar: 'حذاء كعب عالي نسائي أسود',
    },
    look('Black', { Gender: 'Women' }),
  ),
  p(
    'shoes-kids-lightup-sneakers',
    null,
    '119.00',
    C.shoes,
    {
      en: 'Kids light-up sneakers',
      ar: 'حذاء رياضي للأطفال بإضاءة',
    },
    look('Blue', { Gender: 'Kids' }),
  ),
  p(
    'shoes-timberland-6inch-boots',
    'Timberland',
    '899.00',
    C.shoes,
    {
      en: 'Timberland premium 6-inch waterproof boots Wheat',
    },
    look('Yellow'),
  ),
  p(
    'sandals-men-leather-brown',
    null,
    '149.00',
    C.shoes,
    {
      en: "Men's leather sandals Brown",
      ar: 'صندل جلد رجالي بني',
    },
    look('Brown', { Gender: 'Men' }),
  ),
  p(
    'slippers-home-women-pink',
    null,
    '39.00',
    C.shoes,
    {
      en: "Women's home slippers",
      ar: 'شبشب منزلي نسائي',
    },
    look('Pink', { Gender: 'Women' }),
  ),
  p('shoepolish-kiwi-black-50ml', 'Kiwi', '12.00', C.storage, {
    en: 'Kiwi black shoe polish 50ml',
    ar: 'ملمع أحذية كيوي أسود 50 مل',
  }),

  p(
    'bag-michaelkors-crossbody-black',
    'Michael Kors',
    '899.00',
    C.bags,
    {
      en: 'Michael Kors leather crossbody bag Black',
      ar: 'حقيبة كروس مايكل كورس جلد أسود',
    },
    look('Black'),
  ),
  p(
    'bag-guess-handbag-beige',
    'Guess',
    '549.00',
    C.bags,
    {
      en: "Guess women's handbag Beige",
      ar: 'شنطة يد نسائية Guess بيج',
    },
    look('Beige'),
  ),
  p(
    'bag-women-evening-clutch-gold',
    null,
    '199.00',
    C.bags,
    {
      en: "Women's evening clutch Gold",
      ar: 'حقيبة سهرة نسائية ذهبي',
    },
    look('Gold'),
  ),
  p(
    'bag-backpack-samsonite-laptop-black',
    'Samsonite',
    '399.00',
    C.bags,
    {
      en: 'Samsonite laptop backpack 15.6 inch Black',
      ar: 'حقيبة ظهر سامسونايت للابتوب 15.6 بوصة أسود',
    },
    look('Black'),
  ),
  p(
    'bag-backpack-nike-brasilia-black',
    'Nike',
    '179.00',
    C.bags,
    {
      en: 'Nike Brasilia backpack Black',
      ar: 'شنطة ظهر نايكي برازيليا أسود',
    },
    look('Black'),
  ),
  p(
    'bag-school-kids-wheels-blue',
    null,
    '149.00',
    C.bags,
    {
      en: 'Kids school bag with wheels Blue',
      ar: 'شنطة مدرسية للأطفال بعجلات أزرق',
    },
    look('Blue'),
  ),
  p(
    'bag-travel-americantourister-78cm',
    'American Tourister',
    '599.00',
    C.bags,
    {
      en: 'American Tourister spinner suitcase 78cm',
      ar: 'حقيبة سفر أمريكان توريستر 78 سم',
    },
    look('Navy'),
  ),
  p(
    'bag-adidas-duffel-sports',
    'Adidas',
    '159.00',
    C.bags,
    {
      en: 'Adidas sports duffel bag',
      ar: 'حقيبة رياضية أديداس',
    },
    look('Black'),
  ),
  p(
    'sleeve-laptop-hp-15',
    'HP',
    '69.00',
    C.computerAccessories,
    {
      en: 'HP 15.6 inch laptop sleeve',
      ar: 'حافظة لابتوب اتش بي 15.6 بوصة',
    },
    look('Gray'),
  ),
  p(
    'wallet-men-leather-brown',
    null,
    '129.00',
    C.bags,
    {
      en: "Men's leather wallet Brown",
      ar: 'محفظة رجالية جلد بني',
    },
    look('Brown'),
  ),

  p(
    'trousers-levis-501-men-blue',
    "Levi's",
    '349.00',
    C.menClothing,
    {
      en: "Levi's 501 original men's jeans Blue",
      ar: 'بنطلون جينز ليفايس 501 رجالي أزرق',
    },
    look('Blue'),
  ),
  p(
    'trousers-chino-men-slim-beige',
    null,
    '129.00',
    C.menClothing,
    {
      en: "Men's slim fit chino trousers Beige",
      ar: 'بنطلون تشينو رجالي سليم بيج',
    },
    look('Beige'),
  ),
  p(
    'trousers-nike-club-joggers-black',
    'Nike',
    '229.00',
    C.menClothing,
    {
      en: 'Nike Club fleece joggers Black',
      ar: 'بنطلون رياضي نايك أسود',
    },
    look('Black'),
  ),
  p(
    'trousers-adidas-tiro-navy',
    'Adidas',
    '199.00',
    C.menClothing,
    {
      en: 'Adidas Tiro track pants Navy',
      ar: 'بنطلون رياضي أديداس تيرو كحلي',
    },
    look('Navy'),
  ),
  p(
    'trousers-women-wideleg-black',
    null,
    '149.00',
    C.womenClothing,
    {
      en: "Women's wide leg trousers Black",
      ar: 'بنطال نسائي واسع أسود',
    },
    look('Black'),
  ),
  p(
    'trousers-kids-jeans-blue',
    null,
    '89.00',
    C.kidsClothing,
    {
      en: 'Kids denim jeans Blue',
      ar: 'بنطلون جينز أطفال أزرق',
    },
    look('Blue'),
  ),
  p(
    'shorts-men-cotton-khaki',
    null,
    '69.00',
    C.menClothing,
    {
      en: "Men's cotton shorts Khaki",
      ar: 'شورت قطن رجالي',
    },
    look('Beige'),
  ),

  p(
    'tshirt-nike-men-white',
    'Nike',
    '119.00',
    C.menClothing,
    {
      en: "Nike Sportswear men's T-shirt White",
      ar: 'تيشيرت نايكي رجالي أبيض',
    },
    look('White'),
  ),
  p(
    'tshirt-adidas-women-black',
    'Adidas',
    '99.00',
    C.womenClothing,
    {
      en: "Adidas women's T-shirt Black",
      ar: 'تيشيرت أديداس نسائي أسود',
    },
    look('Black'),
  ),
  p(
    'shirt-men-formal-cotton-white',
    null,
    '129.00',
    C.menClothing,
    {
      en: "Men's formal cotton shirt White",
      ar: 'قميص رجالي رسمي قطن أبيض',
    },
    look('White'),
  ),
  p(
    'shirt-men-linen-blue',
    null,
    '149.00',
    C.menClothing,
    {
      en: "Men's linen shirt Light Blue",
      ar: 'قميص كتان رجالي أزرق فاتح',
    },
    look('Blue'),
  ),
  p(
    'thobe-men-saudi-white',
    null,
    '199.00',
    C.menClothing,
    {
      en: "Men's Saudi thobe White",
      ar: 'ثوب رجالي سعودي أبيض',
    },
    look('White'),
  ),
  p(
    'shemagh-red',
    null,
    '149.00',
    C.menClothing,
    {
      ar: 'شماغ أحمر',
    },
    look('Red'),
  ),
  p(
    'abaya-classic-black',
    null,
    '299.00',
    C.womenClothing,
    {
      en: "Women's classic black abaya",
      ar: 'عباية سوداء كلاسيكية',
    },
    look('Black'),
  ),
  p(
    'abaya-embroidered-open',
    null,
    '399.00',
    C.womenClothing,
    {
      en: 'Embroidered open abaya',
      ar: 'عباية مطرزة مفتوحة',
    },
    look('Black'),
  ),
  p(
    'dress-women-evening-red',
    null,
    '499.00',
    C.womenClothing,
    {
      en: "Women's evening dress Red",
      ar: 'فستان سهرة نسائي أحمر',
    },
    look('Red'),
  ),
  p(
    'dress-girls-summer-cotton',
    null,
    '99.00',
    C.kidsClothing,
    {
      en: "Girls' summer cotton dress",
      ar: 'فستان صيفي قطن للبنات',
    },
    look('Yellow'),
  ),
  p(
    'jacket-men-winter-black',
    null,
    '299.00',
    C.menClothing,
    {
      en: "Men's winter jacket Black",
      ar: 'جاكيت شتوي رجالي أسود',
    },
    look('Black'),
  ),
  p(
    'socks-nike-cushioned-3pack',
    'Nike',
    '59.00',
    C.menClothing,
    {
      en: 'Nike cushioned socks, 3 pairs',
      ar: 'جوارب نايك 3 أزواج',
    },
    look('White'),
  ),
  p(
    'babyclothes-bodysuit-set-5',
    null,
    '89.00',
    C.kidsClothing,
    {
      en: 'Newborn bodysuit set, 5 pieces',
      ar: 'طقم ملابس مواليد 5 قطع',
    },
    look('White'),
  ),
  p(
    'wristwatch-casio-analog-men',
    'Casio',
    '199.00',
    C.watches,
    {
      en: "Casio men's analog wrist watch",
      ar: 'ساعة يد كاسيو رجالية كلاسيكية',
    },
    look('Silver'),
  ),
];
