import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { HC } from './categories.ts';

/** Phones, tablets, laptops, earbuds, watches and a console, and the accessories sold around them. */
export const PHONES_LAPTOPS: readonly ProductInput[] = [
  row(
    'phone-apple-iphone15-128-black',
    'Apple',
    '3399.00',
    HC.phones,
    {
      en: 'Apple iPhone 15 128GB Black',
      ar: 'ابل آيفون 15 سعة 128 جيجابايت أسود',
    },
    { sale: '3199.00', attrs: { color: 'Black', storage: '128GB' } },
  ),
  row(
    'phone-apple-iphone15pro-256-titanium',
    'Apple',
    '4999.00',
    HC.phones,
    {
      en: 'Apple iPhone 15 Pro 256GB Natural Titanium',
      ar: 'ابل آيفون 15 برو 256 جيجابايت تيتانيوم طبيعي',
    },
    { attrs: { color: 'Natural Titanium', storage: '256GB' } },
  ),
  row(
    'phone-apple-iphone13-128-midnight',
    'Apple',
    '2299.00',
    HC.phones,
    {
      en: 'Apple iPhone 13 128GB Midnight',
      ar: 'ابل آيفون 13 سعة 128 جيجابايت ميدنايت',
    },
    { attrs: { color: 'Midnight', storage: '128GB' } },
  ),
  row(
    'phone-samsung-a55-256-navy',
    'Samsung',
    '1699.00',
    HC.phones,
    {
      en: 'Samsung Galaxy A55 5G 256GB Awesome Navy',
      ar: 'سامسونج جالاكسي A55 الجيل الخامس 256 جيجابايت كحلي',
    },
    { sale: '1549.00', attrs: { color: 'Navy', storage: '256GB' } },
  ),
  row(
    'phone-samsung-a15-128-black',
    'Samsung',
    '699.00',
    HC.phones,
    {
      en: 'Samsung Galaxy A15 128GB Blue Black',
      ar: 'سامسونج جالاكسي A15 سعة 128 جيجا أسود',
    },
    { attrs: { color: 'Black', storage: '128GB' } },
  ),
  row(
    'phone-samsung-s24ultra-512-gray',
    'Samsung',
    '5299.00',
    HC.phones,
    {
      en: 'Samsung Galaxy S24 Ultra 512GB Titanium Gray',
      ar: 'سامسونج جالاكسي S24 الترا 512 جيجابايت رمادي تيتانيوم',
    },
    { attrs: { color: 'Gray', storage: '512GB' } },
  ),
  row(
    'phone-xiaomi-redminote13-256-green',
    'Xiaomi',
    '899.00',
    HC.phones,
    {
      en: 'Xiaomi Redmi Note 13 8GB RAM 256GB Mint Green',
      ar: 'شاومي ريدمي نوت 13 رام 8 جيجا 256 جيجا أخضر نعناعي',
      fr: 'Xiaomi Redmi Note 13 8 Go 256 Go Vert menthe',
    },
    { attrs: { color: 'Mint Green', storage: '256GB' } },
  ),
  row(
    'phone-infinix-hot40i-128-black',
    'Infinix',
    '449.00',
    HC.phones,
    {
      en: 'Infinix Hot 40i 128GB Starlit Black',
      ar: 'انفنكس هوت 40i مساحة 128 جيجا أسود',
    },
    { attrs: { color: 'Black', storage: '128GB' } },
  ),
  row(
    'phone-tecno-spark20-128-gold',
    'Tecno',
    '499.00',
    HC.phones,
    {
      en: 'Tecno Spark 20 128GB Neon Gold',
      ar: 'تكنو سبارك 20 ذاكرة 128 جيجا ذهبي',
      fr: 'Tecno Spark 20 128 Go Or',
    },
    { attrs: { color: 'Gold', storage: '128GB' } },
  ),
  row(
    'phone-oppo-a79-256-purple',
    'Oppo',
    '899.00',
    HC.phones,
    {
      en: 'OPPO A79 5G 256GB Dazzling Purple',
      ar: 'اوبو A79 فايف جي 256 جيجا بنفسجي',
    },
    { attrs: { color: 'Purple', storage: '256GB' } },
  ),
  row(
    'phone-honor-x9b-256-orange',
    'Honor',
    '1199.00',
    HC.phones,
    {
      en: 'HONOR X9b 5G 12GB 256GB Sunrise Orange',
      ar: 'هونر X9b فايف جي 256 جيجا برتقالي',
    },
    { attrs: { color: 'Orange', storage: '256GB' } },
  ),
  row(
    'phone-nokia-105-black',
    'Nokia',
    '99.00',
    HC.phones,
    {
      en: 'Nokia 105 dual SIM feature phone, keypad, Charcoal',
      ar: 'نوكيا 105 جوال أزرار شريحتين أسود',
    },
    { attrs: { color: 'Black', type: 'Feature phone' } },
  ),

  row(
    'tablet-apple-ipad10-64-blue',
    'Apple',
    '1699.00',
    HC.tablets,
    {
      en: 'Apple iPad 10.9-inch (10th generation) Wi-Fi 64GB Blue',
      ar: 'ابل آيباد 10.9 إنش الجيل العاشر واي فاي 64 جيجابايت أزرق',
    },
    { attrs: { color: 'Blue', storage: '64GB', screen: '10.9 inch' } },
  ),
  row(
    'tablet-samsung-taba9plus-64-gray',
    'Samsung',
    '899.00',
    HC.tablets,
    {
      en: 'Samsung Galaxy Tab A9+ 11-inch Wi-Fi 64GB Graphite',
      ar: 'سامسونج جالاكسي تاب A9 بلس 11 بوصة 64 جيجا رمادي',
    },
    { attrs: { color: 'Gray', storage: '64GB', screen: '11 inch' } },
  ),
  row(
    'tablet-lenovo-tabm10-32-gray',
    'Lenovo',
    '549.00',
    HC.tablets,
    {
      en: 'Lenovo Tab M10 (3rd Gen) 10.1-inch 32GB Storm Grey',
      ar: 'تابلت لينوفو M10 الجيل الثالث 10.1 بوصة 32 جيجا رمادي',
    },
    { attrs: { color: 'Gray', storage: '32GB', screen: '10.1 inch' } },
  ),

  row(
    'laptop-hp-15-i5-512',
    'HP',
    '2799.00',
    HC.laptops,
    {
      en: 'HP 15 Laptop Intel Core i5-1335U 8GB RAM 512GB SSD 15.6-inch FHD',
      ar: 'لابتوب اتش بي 15 انتل كور i5 رام 8 جيجا 512 SSD شاشة 15.6 بوصة',
    },
    { sale: '2499.00', attrs: { processor: 'Core i5', ram: '8GB', screen: '15.6 inch' } },
  ),
  row(
    'laptop-lenovo-ideapad3-i3-256',
    'Lenovo',
    '1799.00',
    HC.laptops,
    {
      en: 'Lenovo IdeaPad 3 15IAU7 Core i3 8GB 256GB SSD 15.6"',
      ar: 'لابتوب لينوفو ايديا باد 3 كور i3 رام 8 جيجا 256 جيجا 15.6 بوصة',
      fr: 'PC portable Lenovo IdeaPad 3 Core i3 8 Go 256 Go SSD 15,6"',
    },
    { attrs: { processor: 'Core i3', ram: '8GB', screen: '15.6 inch' } },
  ),
  row(
    'laptop-apple-macbookair-m2-256',
    'Apple',
    '4199.00',
    HC.laptops,
    {
      en: 'Apple MacBook Air 13.6-inch M2 chip 8GB 256GB Midnight',
      ar: 'ابل ماك بوك اير 13.6 إنش شريحة M2 سعة 256 جيجا ميدنايت',
    },
    { attrs: { processor: 'Apple M2', ram: '8GB', screen: '13.6 inch' } },
  ),
  row(
    'laptop-dell-inspiron3520-i7-512',
    'Dell',
    '3499.00',
    HC.laptops,
    {
      en: 'Dell Inspiron 15 3520 Core i7 16GB 512GB SSD 15.6" Silver',
      ar: 'لابتوب ديل انسبايرون 15 3520 كور i7 رام 16 جيجا 512 جيجا فضي',
    },
    { attrs: { processor: 'Core i7', ram: '16GB', screen: '15.6 inch' } },
  ),
  row(
    'laptop-asus-tuff15-rtx4050',
    'ASUS',
    '4599.00',
    HC.laptops,
    {
      en: 'ASUS TUF Gaming F15 Core i7 16GB 512GB RTX 4050 15.6" 144Hz',
      ar: 'لابتوب العاب اسوس TUF F15 كور i7 كرت شاشة RTX 4050 رام 16 جيجا',
    },
    { attrs: { processor: 'Core i7', ram: '16GB', screen: '15.6 inch', gpu: 'RTX 4050' } },
  ),
  row(
    'laptop-acer-aspirelite14-i5',
    'Acer',
    '2199.00',
    HC.laptops,
    {
      en: 'Acer Aspire Lite 14 Core i5 16GB 512GB 14-inch WUXGA',
      ar: 'لابتوب ايسر اسباير لايت 14 بوصة كور i5 رام 16 جيجا',
      fr: 'Ordinateur portable Acer Aspire Lite 14" Core i5 16 Go 512 Go',
    },
    { attrs: { processor: 'Core i5', ram: '16GB', screen: '14 inch' } },
  ),

  row(
    'earbuds-apple-airpodspro2-usbc',
    'Apple',
    '949.00',
    HC.audio,
    {
      en: 'Apple AirPods Pro (2nd generation) with MagSafe Case (USB-C)',
      ar: 'ابل ايربودز برو الجيل الثاني مع علبة شحن ماج سيف USB-C',
    },
    { sale: '849.00' },
  ),
  row('earbuds-apple-airpods3', 'Apple', '699.00', HC.audio, {
    en: 'Apple AirPods (3rd generation) with Lightning Charging Case',
    ar: 'ابل ايربودز الجيل الثالث مع علبة شحن لايتنينج',
  }),
  row(
    'earbuds-samsung-budsfe-graphite',
    'Samsung',
    '349.00',
    HC.audio,
    {
      en: 'Samsung Galaxy Buds FE wireless earbuds Graphite',
      ar: 'سماعات سامسونج جالاكسي بودز FE لاسلكية رمادي',
    },
    { attrs: { color: 'Graphite' } },
  ),
  row(
    'earbuds-xiaomi-redmibuds5-white',
    'Xiaomi',
    '149.00',
    HC.audio,
    {
      en: 'Xiaomi Redmi Buds 5 ANC true wireless earbuds White',
      ar: 'سماعة شاومي ريدمي بودز 5 بلوتوث عزل ضوضاء أبيض',
      fr: 'Écouteurs sans fil Xiaomi Redmi Buds 5 Blanc',
    },
    { attrs: { color: 'White' } },
  ),
  row(
    'headphones-sony-wh1000xm5-black',
    'Sony',
    '1399.00',
    HC.audio,
    {
      en: 'Sony WH-1000XM5 wireless noise cancelling over-ear headphones Black',
      ar: 'سماعة رأس سوني WH-1000XM5 لاسلكية بخاصية إلغاء الضوضاء أسود',
    },
    { attrs: { color: 'Black' } },
  ),
  row('earphones-samsung-typec-wired', 'Samsung', '59.00', HC.audio, {
    en: 'Samsung wired earphones USB Type-C',
    ar: 'سماعة سامسونج سلكية مدخل تايب سي',
  }),

  row(
    'smartwatch-apple-watchse-44-midnight',
    'Apple',
    '1199.00',
    HC.wearables,
    {
      en: 'Apple Watch SE GPS 44mm Midnight Aluminium Case with Sport Band',
      ar: 'ساعة ابل SE جي بي اس 44 ملم ألمنيوم ميدنايت مع سوار رياضي',
    },
    { attrs: { size: '44mm' } },
  ),
  row(
    'smartwatch-samsung-watch6-44-silver',
    'Samsung',
    '999.00',
    HC.wearables,
    {
      en: 'Samsung Galaxy Watch6 44mm Bluetooth Silver',
      ar: 'ساعة سامسونج جالاكسي واتش 6 مقاس 44 ملم فضي',
    },
    { attrs: { size: '44mm', color: 'Silver' } },
  ),
  row(
    'smartwatch-huawei-band9-black',
    'Huawei',
    '229.00',
    HC.wearables,
    {
      en: 'HUAWEI Band 9 fitness tracker Black',
      ar: 'سوار هواوي باند 9 لتتبع اللياقة أسود',
    },
    { attrs: { color: 'Black' } },
  ),

  row('console-sony-ps5slim-disc', 'Sony', '2199.00', HC.gaming, {
    en: 'Sony PlayStation 5 Slim console, disc edition, 1TB',
    ar: 'جهاز سوني بلايستيشن 5 سليم نسخة الأقراص 1 تيرا',
  }),
  row(
    'controller-sony-dualsense-white',
    'Sony',
    '299.00',
    HC.gaming,
    {
      en: 'Sony DualSense wireless controller for PS5, White',
      ar: 'يد تحكم دوال سنس لاسلكية لبلايستيشن 5 أبيض',
    },
    { attrs: { color: 'White', compatible_with: 'PS5' } },
  ),

  row(
    'case-apple-iphone15-silicone-pink',
    'Apple',
    '219.00',
    HC.cases,
    {
      en: 'Apple iPhone 15 Silicone Case with MagSafe, Light Pink',
      ar: 'كفر سيليكون ابل لآيفون 15 مع ماج سيف وردي فاتح',
    },
    { attrs: { color: 'Pink', compatible_with: 'iPhone 15' } },
  ),
  row(
    'case-spigen-iphone15pro-clear',
    'Spigen',
    '99.00',
    HC.cases,
    {
      en: 'Spigen Ultra Hybrid case for iPhone 15 Pro, Crystal Clear',
      ar: 'كفر سبيجن الترا هايبرد شفاف لآيفون 15 برو',
    },
    { attrs: { color: 'Clear', compatible_with: 'iPhone 15 Pro' } },
  ),
  row(
    'case-iphone13-leather-brown',
    null,
    '59.00',
    HC.cases,
    {
      en: 'Leather back case for iPhone 13, Brown',
      ar: 'جراب جلد طبيعي لايفون 13 بني',
    },
    { attrs: { color: 'Brown', compatible_with: 'iPhone 13' } },
  ),
  row(
    'case-samsung-a55-clear',
    'Samsung',
    '79.00',
    HC.cases,
    {
      en: 'Samsung Galaxy A55 Clear Case',
      ar: 'جراب شفاف أصلي سامسونج جالاكسي A55',
    },
    { attrs: { color: 'Clear', compatible_with: 'Galaxy A55' } },
  ),
  row(
    'case-samsung-a15-silicone-black',
    null,
    '29.00',
    HC.cases,
    {
      en: 'Soft silicone cover for Samsung Galaxy A15, Black',
      ar: 'كفر سيليكون ناعم لسامسونج A15 أسود',
      fr: 'Coque silicone Samsung Galaxy A15 Noir',
    },
    { attrs: { color: 'Black', compatible_with: 'Galaxy A15' } },
  ),
  row(
    'case-redminote13-shockproof-black',
    null,
    '35.00',
    HC.cases,
    {
      en: 'Shockproof armor case for Xiaomi Redmi Note 13, Black',
      ar: 'كفر ضد الصدمات لشاومي ريدمي نوت 13 أسود',
      fr: 'Coque antichoc Xiaomi Redmi Note 13 Noir',
    },
    { attrs: { color: 'Black', compatible_with: 'Redmi Note 13' } },
  ),
  row(
    'case-airpodspro2-silicone-blue',
    null,
    '39.00',
    HC.cases,
    {
      en: 'Silicone case for AirPods Pro 2 with keychain, Blue',
      ar: 'كفر سيليكون لعلبة ايربودز برو 2 مع ميدالية أزرق',
    },
    { attrs: { color: 'Blue', compatible_with: 'AirPods Pro 2' } },
  ),
  row(
    'cover-ipad10-smartfolio-blue',
    null,
    '89.00',
    HC.cases,
    {
      en: 'Smart folio cover for iPad 10th generation 10.9", Blue',
      ar: 'غطاء ذكي قلاب لآيباد الجيل العاشر 10.9 إنش أزرق',
    },
    { attrs: { color: 'Blue', compatible_with: 'iPad 10' } },
  ),

  row(
    'screenprotector-iphone15-glass',
    null,
    '39.00',
    HC.screenGuards,
    {
      en: 'Tempered glass screen protector for iPhone 15, 2 pack',
      ar: 'شاشة حماية زجاج مقوى لآيفون 15 عدد 2',
    },
    { attrs: { compatible_with: 'iPhone 15' } },
  ),
  row(
    'screenprotector-iphone15pro-privacy',
    null,
    '49.00',
    HC.screenGuards,
    {
      en: 'Privacy anti-spy tempered glass for iPhone 15 Pro',
      ar: 'زجاج حماية خصوصية ضد التجسس لآيفون 15 برو',
    },
    { attrs: { compatible_with: 'iPhone 15 Pro' } },
  ),
  row(
    'screenprotector-samsung-a55-glass',
    null,
    '29.00',
    HC.screenGuards,
    {
      en: 'Full cover tempered glass for Samsung Galaxy A55',
      ar: 'لزقة شاشة زجاج كامل لسامسونج جالاكسي A55',
      fr: 'Verre trempé Samsung Galaxy A55',
    },
    { attrs: { compatible_with: 'Galaxy A55' } },
  ),

  row('charger-apple-20w-usbc', 'Apple', '89.00', HC.charging, {
    en: 'Apple 20W USB-C Power Adapter',
    ar: 'رأس شاحن ابل 20 واط USB-C',
  }),
  row('charger-samsung-25w-usbc', 'Samsung', '69.00', HC.charging, {
    en: 'Samsung 25W Super Fast Charging travel adapter USB-C, Black',
    ar: 'شاحن سامسونج 25 واط سوبر فاست تايب سي أسود',
    fr: 'Chargeur rapide Samsung 25W USB-C Noir',
  }),
  row('charger-anker-735-65w', 'Anker', '199.00', HC.charging, {
    en: 'Anker 735 Charger (Nano II 65W) 3-port GaN fast charger',
  }),
  row('charger-baseus-car-30w', 'Baseus', '59.00', HC.charging, {
    en: 'Baseus car charger 30W dual USB-C and USB',
    ar: 'شاحن سيارة بيسوس 30 واط منفذين',
  }),
  row('cable-apple-usbc-lightning-1m', 'Apple', '79.00', HC.charging, {
    en: 'Apple USB-C to Lightning Cable (1 m)',
    ar: 'كيبل ابل USB-C إلى لايتنينج 1 متر',
  }),
  row('cable-anker-usbc-usbc-2m', 'Anker', '49.00', HC.charging, {
    en: 'Anker USB-C to USB-C cable 100W braided 2m',
    ar: 'سلك شحن انكر تايب سي إلى تايب سي 2 متر',
  }),
  row('cable-microusb-1m', null, '15.00', HC.charging, {
    en: 'Micro USB charging cable 1m',
    ar: 'كيبل شحن مايكرو يو اس بي 1 متر',
    fr: 'Câble Micro USB 1 m',
  }),
  row(
    'powerbank-anker-powercore-20000',
    'Anker',
    '149.00',
    HC.powerBanks,
    {
      en: 'Anker PowerCore 20000mAh portable charger',
      ar: 'باور بانك انكر 20000 مللي أمبير',
    },
    { attrs: { capacity: '20000mAh' } },
  ),
  row(
    'powerbank-xiaomi-10000-22w',
    'Xiaomi',
    '79.00',
    HC.powerBanks,
    {
      en: 'Xiaomi Power Bank 10000mAh 22.5W',
      ar: 'شاحن متنقل شاومي 10000 مللي أمبير 22.5 واط',
      fr: 'Batterie externe Xiaomi 10000 mAh',
    },
    { attrs: { capacity: '10000mAh' } },
  ),
  row(
    'powerbank-baseus-30000-65w',
    'Baseus',
    '219.00',
    HC.powerBanks,
    {
      en: 'Baseus Blade power bank 30000mAh 65W for laptops',
      ar: 'بطارية متنقلة بيسوس 30000 مللي أمبير 65 واط للابتوب',
    },
    { attrs: { capacity: '30000mAh' } },
  ),
  row('holder-car-magnetic-vent', null, '35.00', HC.mobileHolders, {
    en: 'Magnetic car phone holder for air vent',
    ar: 'حامل جوال مغناطيسي لفتحة مكيف السيارة',
  }),
  row(
    'strap-applewatch-sport-44-black',
    null,
    '49.00',
    HC.mobileHolders,
    {
      en: 'Sport band for Apple Watch 44/45 mm, Black',
      ar: 'سير ساعة ابل رياضي 44/45 ملم أسود',
    },
    { attrs: { color: 'Black', compatible_with: 'Apple Watch 44mm' } },
  ),

  row('mouse-logitech-m185-wireless', 'Logitech', '59.00', HC.mice, {
    en: 'Logitech M185 wireless mouse, Grey',
    ar: 'ماوس لاسلكي لوجيتك M185 رمادي',
    fr: 'Souris sans fil Logitech M185 Grise',
  }),
  row('mouse-logitech-mxmaster3s', 'Logitech', '399.00', HC.mice, {
    en: 'Logitech MX Master 3S performance wireless mouse',
  }),
  row('keyboard-logitech-k120-arabic', 'Logitech', '45.00', HC.mice, {
    en: 'Logitech K120 wired keyboard, Arabic/English',
    ar: 'كيبورد لوجيتك K120 سلكي عربي انجليزي',
  }),
  row('keyboard-logitech-k120-azerty', 'Logitech', '45.00', HC.mice, {
    en: 'Logitech K120 wired keyboard, French AZERTY',
    fr: 'Clavier filaire Logitech K120 AZERTY',
  }),
  row('keyboardmouse-hp-km160-combo', 'HP', '79.00', HC.mice, {
    en: 'HP KM160 wired keyboard and mouse combo',
    ar: 'طقم كيبورد وماوس اتش بي سلكي',
  }),
  row(
    'usb-sandisk-ultraflair-64',
    'SanDisk',
    '39.00',
    HC.storage,
    {
      en: 'SanDisk Ultra Flair USB 3.0 flash drive 64GB',
      ar: 'فلاش ميموري سانديسك الترا فلير 64 جيجا',
      fr: 'Clé USB SanDisk Ultra Flair 64 Go',
    },
    { attrs: { capacity: '64GB' } },
  ),
  row(
    'usb-kingston-datatraveler-32',
    'Kingston',
    '25.00',
    HC.storage,
    {
      en: 'Kingston DataTraveler Exodia 32GB USB 3.2',
      ar: 'فلاشة كينجستون 32 جيجا',
      fr: 'Clé USB Kingston 32 Go',
    },
    { attrs: { capacity: '32GB' } },
  ),
  row(
    'sdcard-samsung-evoplus-128',
    'Samsung',
    '59.00',
    HC.storage,
    {
      en: 'Samsung EVO Plus microSDXC 128GB memory card with adapter',
      ar: 'كرت ذاكرة سامسونج ايفو بلس مايكرو اس دي 128 جيجا',
      fr: 'Carte mémoire microSD Samsung EVO Plus 128 Go',
    },
    { attrs: { capacity: '128GB' } },
  ),
  row(
    'ssd-samsung-t7-1tb',
    'Samsung',
    '449.00',
    HC.storage,
    {
      en: 'Samsung T7 Portable SSD 1TB USB 3.2, Titan Gray',
      ar: 'هارد SSD خارجي سامسونج T7 سعة 1 تيرا',
    },
    { attrs: { capacity: '1TB' } },
  ),
  row(
    'hdd-wd-elements-2tb',
    'WD',
    '299.00',
    HC.storage,
    {
      en: 'WD Elements 2TB portable external hard drive',
      ar: 'هارد ديسك خارجي ويسترن ديجيتال 2 تيرا',
      fr: 'Disque dur externe WD Elements 2 To',
    },
    { attrs: { capacity: '2TB' } },
  ),
  row(
    'laptopbag-hp-backpack-15-6',
    'HP',
    '129.00',
    HC.laptopBags,
    {
      en: 'HP Prelude 15.6-inch laptop backpack, Black',
      ar: 'شنطة ظهر لابتوب اتش بي 15.6 بوصة أسود',
    },
    { attrs: { fits: 'up to 15.6 inch', color: 'Black' } },
  ),
  row(
    'laptopsleeve-14-gray',
    null,
    '49.00',
    HC.laptopBags,
    {
      en: 'Felt laptop sleeve for laptops up to 14 inch, Grey',
      ar: 'جراب لابتوب لباد حتى 14 بوصة رمادي',
    },
    { attrs: { fits: 'up to 14 inch', color: 'Gray' } },
  ),
  row(
    'laptopbag-samsonite-messenger-16',
    'Samsonite',
    '299.00',
    HC.laptopBags,
    {
      en: 'Samsonite Guardit messenger laptop bag 16"',
      ar: 'حقيبة لابتوب كتف سامسونايت 16 بوصة',
    },
    { attrs: { fits: 'up to 16 inch' } },
  ),
  row('laptopstand-aluminium-adjustable', null, '89.00', HC.laptopBags, {
    en: 'Adjustable aluminium laptop stand',
    ar: 'ستاند لابتوب ألمنيوم قابل للتعديل',
  }),
  row('coolingpad-laptop-5fans', null, '69.00', HC.laptopBags, {
    en: 'Laptop cooling pad with 5 fans, up to 17"',
    ar: 'قاعدة تبريد لابتوب 5 مراوح',
  }),
  row('hub-ugreen-usbc-7in1', 'UGREEN', '129.00', HC.pcCables, {
    en: 'UGREEN USB-C hub 7-in-1 with HDMI 4K, SD reader, 100W PD',
  }),
  row('cable-hdmi-2m-4k', null, '29.00', HC.pcCables, {
    en: 'HDMI cable 4K 2 m',
    ar: 'كيبل HDMI فور كي 2 متر',
    fr: 'Câble HDMI 4K 2 m',
  }),
  row('webcam-logitech-c270', 'Logitech', '119.00', HC.pcCables, {
    en: 'Logitech C270 HD webcam 720p',
    ar: 'كاميرا ويب لوجيتك C270',
  }),
  row('router-zain-5g-home', 'Zain', '599.00', HC.pcCables, {
    en: 'Zain 5G home router with 3 months data',
    ar: 'راوتر زين 5G منزلي مع باقة 3 شهور',
  }),
  row('adapter-travel-universal', null, '39.00', HC.pcCables, {
    en: 'Universal travel adapter with 2 USB ports',
    ar: 'فيش تحويل عالمي للسفر مع منفذين USB',
  }),
  row('stylus-apple-pencil2', 'Apple', '549.00', HC.tablets, {
    en: 'Apple Pencil (2nd generation)',
    ar: 'قلم ابل الجيل الثاني',
  }),
];
