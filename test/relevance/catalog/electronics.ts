import type { ProductInput } from '../../../domain/catalog/product.ts';
import { CATEGORIES as C } from './categories.ts';
import { product as p } from './product-row.ts';

const phone = (color: string, storage: string) => ({ attributes: { Color: color, Storage: storage } });

/** Phones, accessories, TVs, computers, tablets, audio, wearables and gaming. */
export const ELECTRONICS: readonly ProductInput[] = [
  p(
    'phone-apple-iphone15-128-black',
    'Apple',
    '3499.00',
    C.phones,
    {
      en: 'Apple iPhone 15 128GB Black',
      ar: 'آيفون 15 من أبل 128 جيجابايت أسود',
    },
    phone('Black', '128GB'),
  ),
  p(
    'phone-apple-iphone15-128-blue',
    'Apple',
    '3499.00',
    C.phones,
    {
      en: 'Apple iPhone 15 128GB Blue',
      ar: 'آيفون 15 من أبل 128 جيجابايت أزرق',
    },
    phone('Blue', '128GB'),
  ),
  p(
    'phone-apple-iphone15-256-black',
    'Apple',
    '3999.00',
    C.phones,
    {
      en: 'Apple iPhone 15 256GB Black',
      ar: 'آيفون 15 أبل 256 جيجابايت أسود',
    },
    phone('Black', '256GB'),
  ),
  p(
    'phone-apple-iphone15pro-256-titanium',
    'Apple',
    '4899.00',
    C.phones,
    {
      en: 'Apple iPhone 15 Pro 256GB Natural Titanium',
      ar: 'آيفون 15 برو 256 جيجا تيتانيوم طبيعي',
    },
    phone('Gray', '256GB'),
  ),
  p(
    'phone-apple-iphone15promax-512-blue',
    'Apple',
    '6199.00',
    C.phones,
    {
      en: 'Apple iPhone 15 Pro Max 512GB Blue Titanium',
      ar: 'آيفون 15 برو ماكس 512 جيجا تيتانيوم أزرق',
    },
    phone('Blue', '512GB'),
  ),
  p(
    'phone-apple-iphone14-128-purple',
    'Apple',
    '2899.00',
    C.phones,
    {
      en: 'Apple iPhone 14 128GB Purple',
      ar: 'ايفون 14 ابل 128 جيجا بنفسجي',
    },
    phone('Purple', '128GB'),
  ),
  p(
    'phone-apple-iphone13-128-white',
    'Apple',
    '2399.00',
    C.phones,
    {
      en: 'Apple iPhone 13 128GB Starlight',
      ar: 'أيفون 13 أبل 128 جيجا أبيض',
    },
    phone('White', '128GB'),
  ),
  p(
    'phone-samsung-s24-256-black',
    'Samsung',
    '3299.00',
    C.phones,
    {
      en: 'Samsung Galaxy S24 256GB Onyx Black',
      ar: 'جوال سامسونج جالكسي S24 سعة 256 جيجا أسود',
    },
    phone('Black', '256GB'),
  ),
  p(
    'phone-samsung-s24ultra-512-gray',
    'Samsung',
    '5499.00',
    C.phones,
    {
      en: 'Samsung Galaxy S24 Ultra 512GB Titanium Gray',
      ar: 'سامسونج جالكسي اس 24 الترا 512 جيجا رمادي تيتانيوم',
    },
    phone('Gray', '512GB'),
  ),
  p(
    'phone-samsung-a55-256-navy',
    'Samsung',
    '1699.00',
    C.phones,
    {
      en: 'Samsung Galaxy A55 5G 256GB Awesome Navy',
      ar: 'هاتف سامسونج جالكسي A55 الجيل الخامس 256 جيجا كحلي',
    },
    phone('Navy', '256GB'),
  ),
  p(
    'phone-samsung-a15-128-black',
    'Samsung',
    '749.00',
    C.phones,
    {
      en: 'Samsung Galaxy A15 128GB Black, 5000mAh',
      ar: 'هاتف سامسونج جالكسي A15 سعة 128 جيجا أسود',
    },
    phone('Black', '128GB'),
  ),
  p(
    'phone-samsung-zflip5-256-mint',
    'Samsung',
    '3799.00',
    C.phones,
    {
      en: 'Samsung Galaxy Z Flip5 256GB Mint',
      ar: 'سامسونج جالكسي زد فليب 5 قابل للطي 256 جيجا نعناعي',
    },
    phone('Green', '256GB'),
  ),
  p(
    'phone-huawei-nova11-256-black',
    'Huawei',
    '1499.00',
    C.phones,
    {
      en: 'Huawei nova 11 256GB Black',
      ar: 'هواوي نوفا 11 بسعة 256 جيجا أسود',
    },
    phone('Black', '256GB'),
  ),
  p(
    'phone-huawei-p60pro-512-pearl',
    'Huawei',
    '3999.00',
    C.phones,
    {
      en: 'Huawei P60 Pro 512GB Rococo Pearl',
      ar: 'هاتف هواوي P60 برو 512 جيجا لؤلؤي',
    },
    phone('White', '512GB'),
  ),
  p(
    'phone-xiaomi-redminote13-256-black',
    'Xiaomi',
    '899.00',
    C.phones,
    {
      en: 'Xiaomi Redmi Note 13 256GB 5000mAh Midnight Black',
      ar: 'شاومي ريدمي نوت 13 سعة 256 جيجا بطارية 5000 مللي أمبير أسود',
    },
    phone('Black', '256GB'),
  ),
  p(
    'phone-xiaomi-14-512-green',
    'Xiaomi',
    '3199.00',
    C.phones,
    {
      en: 'Xiaomi 14 512GB Jade Green',
      ar: 'جوال شاومي 14 بسعة 512 جيجا أخضر',
    },
    phone('Green', '512GB'),
  ),
  p(
    'phone-oppo-reno11f-256-green',
    'OPPO',
    '1299.00',
    C.phones,
    {
      en: 'OPPO Reno11 F 5G 256GB Palm Green',
      ar: 'أوبو رينو 11 اف 256 جيجا',
    },
    phone('Green', '256GB'),
  ),
  p(
    'phone-honor-x9b-256-orange',
    'Honor',
    '1199.00',
    C.phones,
    {
      en: 'Honor X9b 256GB 5800mAh Sunrise Orange',
      ar: 'هونر X9b سعة 256 جيجا بطارية 5800 مللي أمبير برتقالي',
    },
    phone('Orange', '256GB'),
  ),
  p(
    'phone-nokia-105-blue',
    'Nokia',
    '99.00',
    C.phones,
    {
      en: 'Nokia 105 dual SIM feature phone',
      ar: 'جوال نوكيا 105 أزرار شريحتين',
    },
    { attributes: { Color: 'Blue' } },
  ),
  p(
    'phone-realme-c55-128-black',
    'realme',
    '649.00',
    C.phones,
    {
      en: 'realme C55 128GB 5000mAh Rainy Night',
      ar: 'ريلمي C55 سعة 128 جيجا بطارية 5000 مللي أمبير',
    },
    phone('Black', '128GB'),
  ),
  p(
    'phone-infinix-hot40pro-256',
    'Infinix',
    '699.00',
    C.phones,
    {
      en: 'Infinix Hot 40 Pro 256GB',
      ar: 'انفينكس هوت 40 برو 256 جيجا',
    },
    phone('Black', '256GB'),
  ),
  p(
    'phone-tecno-spark20-128',
    'Tecno',
    '549.00',
    C.phones,
    {
      en: 'Tecno Spark 20 128GB Gravity Black',
      ar: 'تكنو سبارك 20 سعة 128 جيجا',
    },
    { ...phone('Black', '128GB'), inStock: false },
  ),

  p(
    'case-apple-iphone15-silicone-black',
    'Apple',
    '219.00',
    C.phoneAccessories,
    {
      en: 'Apple iPhone 15 Silicone Case with MagSafe Black',
      ar: 'كفر آيفون 15 سيليكون من أبل مع ماغ سيف أسود',
    },
    { attributes: { Color: 'Black' } },
  ),
  p('case-spigen-iphone15pro-clear', 'Spigen', '89.00', C.phoneAccessories, {
    en: 'Spigen Ultra Hybrid clear case for iPhone 15 Pro',
    ar: 'غطاء شفاف سبيجن لآيفون 15 برو',
  }),
  p('case-samsung-s24-silicone', 'Samsung', '99.00', C.phoneAccessories, {
    en: 'Samsung Galaxy S24 Silicone Case',
    ar: 'جراب سامسونج جالكسي S24 سيليكون',
  }),
  p('charger-apple-20w-usbc', 'Apple', '99.00', C.phoneAccessories, {
    en: 'Apple 20W USB-C Power Adapter',
    ar: 'شاحن أبل 20 واط USB-C',
  }),
  p('charger-samsung-25w', 'Samsung', '79.00', C.phoneAccessories, {
    en: 'Samsung 25W Super Fast Charger',
    ar: 'شاحن سامسونج سريع 25 واط',
  }),
  p('charger-anker-car-30w', 'Anker', '69.00', C.phoneAccessories, {
    en: 'Anker car charger 30W dual USB',
    ar: 'شاحن سيارة انكر 30 واط منفذين',
  }),
  p('powerbank-anker-10000', 'Anker', '119.00', C.phoneAccessories, {
    en: 'Anker PowerCore 10000mAh power bank',
    ar: 'باور بانك انكر 10000 مللي أمبير',
  }),
  p('powerbank-xiaomi-20000', 'Xiaomi', '109.00', C.phoneAccessories, {
    en: 'Xiaomi power bank 20000mAh 22.5W',
    ar: 'بطارية متنقلة شاومي 20000 مللي أمبير',
  }),
  p('cable-apple-usbc-lightning', 'Apple', '89.00', C.phoneAccessories, {
    en: 'Apple USB-C to Lightning Cable 1m',
    ar: 'كيبل أبل USB-C إلى لايتنينج 1 متر',
  }),
  p('screenprotector-iphone15-glass', null, '49.00', C.phoneAccessories, {
    en: 'Tempered glass screen protector for iPhone 15',
    ar: 'لاصقة حماية زجاجية لشاشة آيفون 15',
  }),
  p('holder-car-magnetic', null, '59.00', C.phoneAccessories, {
    en: 'Magnetic car phone holder',
    ar: 'حامل جوال مغناطيسي للسيارة',
  }),

  p(
    'tv-samsung-55-crystal-4k',
    'Samsung',
    '1899.00',
    C.tvs,
    {
      en: 'Samsung 55 inch Crystal UHD 4K Smart TV CU7000',
      ar: 'شاشة سامسونج 55 بوصة كريستال 4K سمارت',
    },
    { attributes: { 'Screen size': '55 inch' } },
  ),
  p(
    'tv-samsung-65-qled-4k',
    'Samsung',
    '3499.00',
    C.tvs,
    {
      en: 'Samsung 65 inch QLED 4K Smart TV Q60C',
      ar: 'تلفزيون سامسونج 65 بوصة QLED ذكي 4K',
    },
    { attributes: { 'Screen size': '65 inch' } },
  ),
  p(
    'tv-samsung-32-hd',
    'Samsung',
    '799.00',
    C.tvs,
    {
      en: 'Samsung 32 inch HD Smart TV',
      ar: 'تلفزيون سامسونج 32 بوصة HD سمارت',
    },
    { attributes: { 'Screen size': '32 inch' } },
  ),
  p(
    'tv-lg-55-oled-4k',
    'LG',
    '5299.00',
    C.tvs,
    {
      en: 'LG 55 inch OLED evo C3 4K Smart TV',
      ar: 'تلفزيون ال جي 55 بوصة OLED ذكي',
    },
    { attributes: { 'Screen size': '55 inch' } },
  ),
  p(
    'tv-lg-43-uhd-4k',
    'LG',
    '1299.00',
    C.tvs,
    {
      en: 'LG 43 inch UHD 4K Smart TV',
      ar: 'شاشة ال جي 43 بوصة 4K ذكية',
    },
    { attributes: { 'Screen size': '43 inch' } },
  ),
  p(
    'tv-sony-65-bravia-4k',
    'Sony',
    '4299.00',
    C.tvs,
    {
      en: 'Sony Bravia 65 inch 4K Google TV',
      ar: 'تلفزيون سوني برافيا 65 بوصة 4K جوجل',
    },
    { attributes: { 'Screen size': '65 inch' } },
  ),
  p(
    'tv-tcl-50-4k',
    'TCL',
    '1099.00',
    C.tvs,
    {
      en: 'TCL 50 inch 4K Android TV',
      ar: 'شاشة TCL مقاس 50 بوصة 4K أندرويد',
    },
    { attributes: { 'Screen size': '50 inch' } },
  ),
  p(
    'tv-hisense-58-4k',
    'Hisense',
    '1399.00',
    C.tvs,
    {
      en: 'Hisense 58 inch 4K Smart TV',
      ar: 'تلفزيون هايسنس 58 انش 4K ذكي',
    },
    { attributes: { 'Screen size': '58 inch' } },
  ),
  p(
    'tv-xiaomi-55-4k',
    'Xiaomi',
    '1499.00',
    C.tvs,
    {
      en: 'Xiaomi TV A2 55 inch 4K',
      ar: 'تلفاز شاومي 55 بوصة 4K',
    },
    { attributes: { 'Screen size': '55 inch' } },
  ),
  p('tvmount-wall-32-65', null, '79.00', C.tvs, {
    en: 'TV wall mount bracket for 32 to 65 inch',
    ar: 'حامل تلفزيون جداري من 32 إلى 65 بوصة',
  }),
  p('soundbar-samsung-300w', 'Samsung', '799.00', C.audio, {
    en: 'Samsung 2.1 soundbar 300W',
    ar: 'مكبر صوت ساوند بار سامسونج 300 واط',
  }),

  p('laptop-apple-macbookair-m2-256', 'Apple', '4199.00', C.laptops, {
    en: 'Apple MacBook Air 13 inch M2 256GB',
    ar: 'ماك بوك اير 13 انش M2 من أبل 256 جيجا',
  }),
  p('laptop-apple-macbookpro14-m3-512', 'Apple', '7499.00', C.laptops, {
    en: 'Apple MacBook Pro 14 inch M3 512GB',
    ar: 'ماك بوك برو 14 انش M3 أبل 512 جيجا',
  }),
  p('laptop-hp-pavilion15-i7-16gb', 'HP', '3299.00', C.laptops, {
    en: 'HP Pavilion 15 Core i7 16GB RAM 512GB SSD',
    ar: 'لابتوب اتش بي بافيليون 15 كور i7 رام 16 جيجا',
  }),
  p('laptop-dell-inspiron15-i5', 'Dell', '2499.00', C.laptops, {
    en: 'Dell Inspiron 15 Core i5 8GB RAM 512GB SSD',
    ar: 'حاسوب محمول ديل انسبايرون 15 كور i5',
  }),
  p('laptop-lenovo-ideapad-slim3', 'Lenovo', '1999.00', C.laptops, {
    en: 'Lenovo IdeaPad Slim 3 Ryzen 5 15.6 inch',
    ar: 'لابتوب لينوفو ايديا باد سليم 3 رايزن 5',
  }),
  p('laptop-asus-vivobook15-i3', 'ASUS', '1599.00', C.laptops, {
    en: 'ASUS Vivobook 15 Core i3 8GB',
    ar: 'لابتوب أسوس فيفو بوك 15',
  }),
  p('laptop-hp-victus15-gaming', 'HP', '3999.00', C.laptops, {
    en: 'HP Victus 15 gaming laptop RTX 4050',
    ar: 'لابتوب ألعاب اتش بي فيكتوس 15',
  }),
  p('mouse-logitech-m185-wireless', 'Logitech', '49.00', C.computerAccessories, {
    en: 'Logitech M185 wireless mouse',
    ar: 'ماوس لاسلكي لوجيتك',
  }),
  p('keyboard-logitech-k120-arabic', 'Logitech', '59.00', C.computerAccessories, {
    en: 'Logitech K120 keyboard Arabic/English',
    ar: 'لوحة مفاتيح لوجيتك عربي إنجليزي',
  }),

  p('tablet-apple-ipad10-64', 'Apple', '1699.00', C.tablets, {
    en: 'Apple iPad 10th generation 10.9 inch 64GB Wi-Fi',
    ar: 'آيباد الجيل العاشر 10.9 انش 64 جيجا واي فاي',
  }),
  p('tablet-apple-ipadair11-256', 'Apple', '3399.00', C.tablets, {
    en: 'Apple iPad Air 11 inch M2 256GB',
    ar: 'آيباد اير 11 انش M2 سعة 256 جيجا',
  }),
  p('tablet-samsung-tabs9-128', 'Samsung', '2999.00', C.tablets, {
    en: 'Samsung Galaxy Tab S9 11 inch 128GB',
    ar: 'تابلت سامسونج جالكسي تاب S9 سعة 128 جيجا',
  }),
  p('tablet-samsung-taba9plus-64', 'Samsung', '899.00', C.tablets, {
    en: 'Samsung Galaxy Tab A9+ 64GB',
    ar: 'تابلت سامسونج جالكسي تاب A9 بلس 64 جيجا',
  }),
  p('tablet-huawei-matepad115-128', 'Huawei', '1199.00', C.tablets, {
    en: 'Huawei MatePad 11.5 128GB',
    ar: 'جهاز لوحي هواوي ميت باد 11.5 سعة 128 جيجا',
  }),
  p('tablet-lenovo-tabm10-kids', 'Lenovo', '699.00', C.tablets, {
    en: 'Lenovo Tab M10 kids edition with bumper case',
    ar: 'تابلت لينوفو M10 للأطفال مع غطاء حماية',
  }),

  p(
    'headphones-apple-airpodspro2',
    'Apple',
    '949.00',
    C.audio,
    {
      en: 'Apple AirPods Pro 2nd generation with USB-C',
      ar: 'سماعات ايربودز برو الجيل الثاني من أبل',
    },
    {
      description: {
        en: 'Active noise cancellation, wireless earbuds.',
        ar: 'عزل نشط للضوضاء، سماعات لاسلكية.',
      },
    },
  ),
  p(
    'headphones-apple-airpods3',
    'Apple',
    '749.00',
    C.audio,
    {
      en: 'Apple AirPods 3rd generation',
      ar: 'سماعة ايربودز الجيل الثالث أبل',
    },
    { description: { en: 'Wireless earbuds with spatial audio.', ar: 'سماعات لاسلكية بصوت محيطي.' } },
  ),
  p(
    'headphones-samsung-buds2pro',
    'Samsung',
    '599.00',
    C.audio,
    {
      en: 'Samsung Galaxy Buds2 Pro wireless earbuds',
      ar: 'سماعات سامسونج جالكسي بودز 2 برو لاسلكية',
    },
    { description: { en: 'Intelligent active noise cancellation.', ar: 'عزل ذكي للضوضاء.' } },
  ),
  p(
    'headphones-sony-wh1000xm5-black',
    'Sony',
    '1399.00',
    C.audio,
    {
      en: 'Sony WH-1000XM5 wireless noise cancelling headphones Black',
      ar: 'سماعة رأس سوني WH-1000XM5 لاسلكية عازلة للضوضاء أسود',
    },
    { attributes: { Color: 'Black' } },
  ),
  p('headphones-jbl-tune520bt', 'JBL', '199.00', C.audio, {
    en: 'JBL Tune 520BT wireless on-ear headphones',
    ar: 'سماعة رأس JBL تيون 520 لاسلكية',
  }),
  p('headphones-huawei-freebuds5i', 'Huawei', '299.00', C.audio, {
    en: 'Huawei FreeBuds 5i wireless earbuds',
    ar: 'سماعات هواوي فري بودز 5i',
  }),
  p('headphones-beats-studiopro', 'Beats', '1299.00', C.audio, {
    en: 'Beats Studio Pro wireless noise cancelling headphones',
  }),
  p('speaker-jbl-flip6', 'JBL', '449.00', C.audio, {
    en: 'JBL Flip 6 portable Bluetooth speaker',
    ar: 'سماعة بلوتوث محمولة JBL فليب 6',
  }),

  p('watch-apple-series9-45mm', 'Apple', '1799.00', C.wearables, {
    en: 'Apple Watch Series 9 45mm Midnight',
    ar: 'ساعة أبل الذكية الإصدار 9 مقاس 45 ملم',
  }),
  p('watch-samsung-galaxywatch6-44mm', 'Samsung', '1049.00', C.wearables, {
    en: 'Samsung Galaxy Watch6 44mm',
    ar: 'ساعة سامسونج جالكسي واتش 6 الذكية 44 ملم',
  }),
  p('watch-huawei-gt4-46mm', 'Huawei', '899.00', C.wearables, {
    en: 'Huawei Watch GT 4 46mm',
    ar: 'ساعة هواوي GT 4 الذكية 46 ملم',
  }),
  p('band-xiaomi-smartband8', 'Xiaomi', '149.00', C.wearables, {
    en: 'Xiaomi Smart Band 8 fitness tracker',
    ar: 'سوار شاومي الذكي باند 8',
  }),

  p('console-sony-ps5-slim-1tb', 'Sony', '2099.00', C.gaming, {
    en: 'Sony PlayStation 5 Slim 1TB',
    ar: 'جهاز بلايستيشن 5 سليم سوني 1 تيرا',
  }),
  p('console-microsoft-xbox-seriesx-1tb', 'Microsoft', '2199.00', C.gaming, {
    en: 'Xbox Series X 1TB console',
    ar: 'جهاز إكس بوكس سيريس إكس 1 تيرا',
  }),
  p(
    'controller-sony-dualsense-white',
    'Sony',
    '299.00',
    C.gaming,
    {
      en: 'Sony DualSense wireless controller for PS5 White',
      ar: 'يد تحكم بلايستيشن 5 دول سنس أبيض',
    },
    { attributes: { Color: 'White' } },
  ),
  p('game-ea-fc24-ps5', 'EA Sports', '249.00', C.gaming, {
    en: 'EA Sports FC 24 for PS5',
    ar: 'لعبة فيفا FC 24 بلايستيشن 5',
  }),
];
