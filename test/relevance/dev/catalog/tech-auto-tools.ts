import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { DC } from './categories.ts';

/** Phones, laptops and their accessories; car parts and accessories; tools and paint. */
export const DEV_TECH_AUTO_TOOLS: readonly ProductInput[] = [
  row('phone-xiaomi-14-512-black', 'Xiaomi', '3299.00', DC.phones, {
    en: 'Xiaomi 14 512GB Black',
    ar: 'شاومي 14 سعة 512 جيجا أسود',
  }),
  row(
    'phone-samsung-s23fe-256-mint',
    'Samsung',
    '1999.00',
    DC.phones,
    { en: 'Samsung Galaxy S23 FE 256GB Mint', ar: 'سامسونج جالكسي S23 FE سعة 256 جيجا نعناعي' },
    { attrs: { color: 'Mint' } },
  ),
  row(
    'phone-apple-iphone14-128-blue',
    'Apple',
    '2899.00',
    DC.phones,
    { en: 'Apple iPhone 14 128GB Blue', ar: 'آيفون 14 ابل 128 جيجا أزرق' },
    { sale: '2699.00' },
  ),
  row('phone-realme-c55-128-black', 'realme', '599.00', DC.phones, {
    en: 'realme C55 128GB Rainy Night',
    ar: 'ريلمي C55 سعة 128 جيجا أسود',
  }),
  row('phone-infinix-note30-256-gold', 'Infinix', '749.00', DC.phones, {
    en: 'Infinix Note 30 256GB Sunset Gold',
    ar: 'انفينكس نوت 30 سعة 256 جيجا ذهبي',
    fr: 'Infinix Note 30 256 Go Or',
  }),
  row('phone-oppo-reno11-256-green', 'OPPO', '1499.00', DC.phones, {
    en: 'OPPO Reno11 5G 256GB Wave Green',
    ar: 'اوبو رينو 11 فايف جي 256 جيجا أخضر',
  }),
  row('tablet-apple-ipadair-m2-128', 'Apple', '2799.00', DC.phones, {
    en: 'Apple iPad Air 11-inch M2 128GB',
    ar: 'ابل آيباد اير 11 إنش M2 سعة 128 جيجا',
  }),
  row('tablet-xiaomi-pad6-128', 'Xiaomi', '1199.00', DC.phones, {
    en: 'Xiaomi Pad 6 128GB',
    ar: 'تابلت شاومي باد 6 سعة 128 جيجا',
    fr: 'Tablette Xiaomi Pad 6 128 Go',
  }),
  row('laptop-hp-victus-15-rtx3050', 'HP', '3699.00', DC.computers, {
    en: 'HP Victus 15 gaming laptop Ryzen 5 RTX 3050 16GB 512GB',
    ar: 'لابتوب جيمنج اتش بي فيكتوس 15 رايزن 5 RTX 3050',
  }),
  row('laptop-lenovo-thinkpad-e14-i5', 'Lenovo', '3299.00', DC.computers, {
    en: 'Lenovo ThinkPad E14 Gen 5 Core i5 16GB 512GB 14"',
    ar: 'لابتوب لينوفو ثينك باد E14 كور i5 رام 16 جيجا 14 بوصة',
  }),
  row('laptop-apple-macbookpro-14-m3', 'Apple', '6999.00', DC.computers, {
    en: 'Apple MacBook Pro 14-inch M3 8GB 512GB Space Grey',
    ar: 'ابل ماك بوك برو 14 إنش شريحة M3 سعة 512 جيجا',
  }),
  row('laptop-huawei-matebookd15-i5', 'Huawei', '2299.00', DC.computers, {
    en: 'HUAWEI MateBook D 15 Core i5 8GB 512GB',
    ar: 'لابتوب هواوي ميت بوك D15 كور i5 رام 8 جيجا',
  }),
  row('earbuds-samsung-buds2pro', 'Samsung', '549.00', DC.audio, {
    en: 'Samsung Galaxy Buds2 Pro, Bora Purple',
    ar: 'سماعات سامسونج جالكسي بودز 2 برو بنفسجي',
  }),
  row('headphones-jbl-tune510bt', 'JBL', '199.00', DC.audio, {
    en: 'JBL Tune 510BT wireless on-ear headphones',
    ar: 'سماعة رأس جي بي ال تيون 510BT لاسلكية',
  }),
  row('earbuds-apple-airpods4', 'Apple', '649.00', DC.audio, { en: 'Apple AirPods 4', ar: 'ابل ايربودز 4' }),
  row('smartband-xiaomi-band8', 'Xiaomi', '179.00', DC.audio, {
    en: 'Xiaomi Smart Band 8, Black',
    ar: 'سوار شاومي سمارت باند 8 أسود',
    fr: 'Bracelet connecté Xiaomi Smart Band 8 noir',
  }),
  row('smartwatch-apple-series9-45', 'Apple', '1799.00', DC.audio, {
    en: 'Apple Watch Series 9 GPS 45mm',
    ar: 'ساعة ابل الإصدار 9 مقاس 45 ملم',
  }),
  row('console-microsoft-xboxseriess', 'Microsoft', '1199.00', DC.gaming, {
    en: 'Xbox Series S 512GB console',
    ar: 'جهاز اكس بوكس سيريس اس 512 جيجا',
  }),
  row('controller-microsoft-xbox-black', 'Microsoft', '249.00', DC.gaming, {
    en: 'Xbox wireless controller, Carbon Black',
    ar: 'يد تحكم اكس بوكس لاسلكية أسود',
  }),
  row('case-iphone14-silicone-black', null, '39.00', DC.mobileAcc, {
    en: 'Silicone case for iPhone 14, black',
    ar: 'كفر سيليكون آيفون 14 أسود',
  }),
  row('case-samsung-s23fe-clear', null, '29.00', DC.mobileAcc, {
    en: 'Clear case for Galaxy S23 FE',
    ar: 'جراب شفاف جالكسي S23 FE',
    fr: 'Coque transparente Galaxy S23 FE',
  }),
  row('case-oppo-reno11-leather', null, '45.00', DC.mobileAcc, {
    en: 'Leather flip case for OPPO Reno11',
    ar: 'جراب جلد قلاب اوبو رينو 11',
  }),
  row('screenprotector-iphone14-glass', null, '25.00', DC.mobileAcc, {
    en: 'Tempered glass for iPhone 14',
    ar: 'زجاج حماية شاشة آيفون 14',
  }),
  row('charger-samsung-45w', 'Samsung', '119.00', DC.mobileAcc, {
    en: 'Samsung 45W super fast charger USB-C',
    ar: 'شاحن سامسونج 45 واط سريع جدا تايب سي',
    fr: 'Chargeur Samsung 45W ultra rapide',
  }),
  row('charger-xiaomi-67w', 'Xiaomi', '99.00', DC.mobileAcc, {
    en: 'Xiaomi 67W charging combo (Type-A)',
    ar: 'شاحن شاومي 67 واط مع كيبل',
  }),
  row('charger-belkin-car-dual', 'Belkin', '79.00', DC.mobileAcc, {
    en: 'Belkin dual USB-C car charger 40W',
  }),
  row('cable-lightning-1m', null, '29.00', DC.mobileAcc, {
    en: 'Lightning to USB cable 1m',
    ar: 'كيبل لايتنينج 1 متر',
  }),
  row('powerbank-anker-magnetic-10000', 'Anker', '169.00', DC.mobileAcc, {
    en: 'Anker 622 magnetic power bank 10000mAh (MagGo)',
    ar: 'باور بانك انكر مغناطيسي 10000 مللي أمبير',
  }),
  row('mouse-logitech-g102-gaming', 'Logitech', '99.00', DC.pcAcc, {
    en: 'Logitech G102 Lightsync gaming mouse',
    ar: 'ماوس جيمنج لوجيتك G102',
  }),
  row('keyboard-redragon-mechanical', 'Redragon', '149.00', DC.pcAcc, {
    en: 'Redragon K552 mechanical gaming keyboard, Arabic/English',
  }),
  row('usb-sandisk-ultra-128', 'SanDisk', '59.00', DC.pcAcc, {
    en: 'SanDisk Ultra USB 3.0 flash drive 128GB',
    ar: 'فلاش سانديسك الترا 128 جيجا',
    fr: 'Clé USB SanDisk Ultra 128 Go',
  }),
  row('sdcard-kingston-canvas-64', 'Kingston', '29.00', DC.pcAcc, {
    en: 'Kingston Canvas Select Plus microSD 64GB',
    ar: 'كرت ميموري كينجستون 64 جيجا',
  }),
  row('router-tplink-archer-c6', 'TP-Link', '149.00', DC.pcAcc, {
    en: 'TP-Link Archer C6 AC1200 Wi-Fi router',
    ar: 'راوتر تي بي لينك آرتشر C6 واي فاي',
  }),
  row('laptopbag-targus-15-6', 'Targus', '119.00', DC.pcAcc, {
    en: 'Targus 15.6" laptop backpack',
    ar: 'حقيبة ظهر لابتوب تارجس 15.6 إنش',
  }),

  row('engineoil-mobil-super3000-5w40-4l', 'Mobil', '149.00', DC.carParts, {
    en: 'Mobil Super 3000 5W-40 engine oil 4L',
    ar: 'زيت موبيل سوبر 3000 5W-40 سعة 4 لتر',
    fr: 'Huile Mobil Super 3000 5W-40 4 L',
  }),
  row('engineoil-castrol-edge-0w20-4l', 'Castrol', '169.00', DC.carParts, {
    en: 'Castrol EDGE 0W-20 fully synthetic 4L',
    ar: 'زيت كاسترول ايدج 0W-20 تخليقي 4 لتر',
  }),
  row('filter-oil-nissan-sunny', 'Nissan', '25.00', DC.carParts, {
    en: 'Nissan genuine oil filter for Sunny',
    ar: 'فلتر زيت نيسان صني أصلي',
  }),
  row('filter-air-toyota-yaris', null, '39.00', DC.carParts, {
    en: 'Air filter for Toyota Yaris',
    ar: 'فلتر هواء تويوتا يارس',
  }),
  row('brakepads-rear-hyundai-elantra', null, '139.00', DC.carParts, {
    en: 'Rear brake pads for Hyundai Elantra',
    ar: 'فحمات فرامل خلفية هيونداي النترا',
    fr: 'Plaquettes de frein arrière Hyundai Elantra',
  }),
  row('tyre-continental-195-65-r15', 'Continental', '329.00', DC.carParts, {
    en: 'Continental EcoContact 6 195/65 R15',
    ar: 'إطار كونتيننتال 195/65 R15',
    fr: 'Pneu Continental EcoContact 6 195/65 R15',
  }),
  row('tyre-yokohama-225-45-r17', 'Yokohama', '449.00', DC.carParts, {
    en: 'Yokohama BluEarth 225/45 R17',
    ar: 'إطار يوكوهاما 225/45 R17',
  }),
  row('battery-acdelco-80ah', 'ACDelco', '429.00', DC.carParts, {
    en: 'ACDelco car battery 80Ah',
    ar: 'بطارية سيارة ايه سي ديلكو 80 أمبير',
  }),
  row('wipers-valeo-pair', 'Valeo', '69.00', DC.carParts, {
    en: 'Valeo first wiper blades, pair',
    ar: 'مساحات فاليو زوج',
    fr: "Balais d'essuie-glace Valeo, paire",
  }),
  row('sparkplugs-denso-4', 'Denso', '89.00', DC.carParts, {
    en: 'Denso iridium spark plugs, 4',
    ar: 'بواجي دينسو ايريديوم 4 حبات',
  }),
  row('carvacuum-portable-12v', null, '99.00', DC.carAcc, {
    en: 'Portable car vacuum cleaner 12V',
    ar: 'مكنسة سيارة محمولة 12 فولت',
    fr: 'Aspirateur de voiture 12V',
  }),
  row('carfreshener-gel-lemon', null, '15.00', DC.carAcc, {
    en: 'Car air freshener gel, lemon',
    ar: 'معطر سيارة جل ليمون',
  }),
  row('seatcushion-car-memoryfoam', null, '79.00', DC.carAcc, {
    en: 'Memory foam car seat cushion',
    ar: 'مخدة كرسي سيارة ميموري فوم',
  }),
  row('phoneholder-car-dashboard', null, '29.00', DC.carAcc, {
    en: 'Dashboard car phone holder',
    ar: 'حامل جوال للطبلون',
  }),

  row('drill-blackdecker-cordless-12v', 'Black+Decker', '249.00', DC.tools, {
    en: 'Black+Decker 12V cordless drill driver',
    ar: 'دريل شحن بلاك اند ديكر 12 فولت',
    fr: 'Perceuse sans fil Black+Decker 12V',
  }),
  row('hammerdrill-makita-hr2470', 'Makita', '699.00', DC.tools, {
    en: 'Makita HR2470 SDS-plus rotary hammer 780W',
    ar: 'هيلتي ماكيتا HR2470 تكسير وتخريم 780 واط',
  }),
  row('jigsaw-bosch-pst650', 'Bosch', '289.00', DC.tools, {
    en: 'Bosch PST 650 jigsaw 500W',
    ar: 'منشار أركت بوش PST 650',
    fr: 'Scie sauteuse Bosch PST 650',
  }),
  row('bits-screwdriver-set-32', null, '39.00', DC.tools, {
    en: 'Screwdriver bit set, 32 pieces',
    ar: 'طقم رؤوس مفكات 32 قطعة',
  }),
  row('pliers-longnose-6in', null, '19.00', DC.tools, {
    en: 'Long nose pliers 6 inch',
    ar: 'بنسة بوز طويل 6 إنش',
    fr: 'Pince à bec long 6 pouces',
  }),
  row('tapemeasure-8m', null, '29.00', DC.tools, { en: 'Tape measure 8m', ar: 'متر قياس 8 متر' }),
  row('stepladder-3steps', null, '129.00', DC.tools, {
    en: 'Steel step ladder, 3 steps',
    ar: 'سلم حديد 3 درجات',
  }),
  row('paint-national-white-3-6l', 'National Paints', '89.00', DC.paint, {
    en: 'National Paints matt emulsion white 3.6L',
    ar: 'دهان ناشونال بينتس مطفي أبيض 3.6 لتر',
  }),
  row('paintroller-18cm', null, '19.00', DC.paint, { en: 'Paint roller 18cm', ar: 'رولة دهان 18 سم' }),
  row('sandpaper-assorted-10', null, '12.00', DC.paint, {
    en: 'Sandpaper sheets assorted grits, 10',
    ar: 'ورق صنفرة مقاسات متنوعة 10 أوراق',
    fr: 'Papier de verre assorti, 10 feuilles',
  }),
  row('superglue-3g', null, '6.00', DC.paint, { en: 'Super glue 3g', ar: 'غراء فوري سوبر جلو 3 جرام' }),
  row('extensioncord-5m', null, '35.00', DC.paint, {
    en: 'Extension cord 3-way 5m',
    ar: 'سلك تمديد كهرباء 3 مخارج 5 متر',
  }),
  row('ledtube-t8-120cm', null, '19.00', DC.paint, {
    en: 'LED tube T8 120cm 18W',
    ar: 'لمبة ليد طويلة 120 سم 18 واط',
    fr: 'Tube LED T8 120 cm 18W',
  }),
  // Sixth pass: a garden hose, a wrench and a coolant named in English and French only.
  row('hose-garden-20m', null, '59.00', DC.tools, {
    en: 'Garden hose 20m with spray nozzle',
    ar: 'خرطوم مياه للحديقة 20 متر مع رشاش',
    fr: "Tuyau d'arrosage 20 m avec pistolet",
  }),
  row('wrench-adjustable-250mm', null, '29.00', DC.tools, {
    en: 'Adjustable wrench 10 inch',
    ar: 'مفتاح إنجليزي قابل للتعديل 10 إنش',
    fr: 'Clé à molette 10 pouces',
  }),
  row('coolant-prestone-4l', 'Prestone', '59.00', DC.carParts, {
    en: 'Prestone antifreeze coolant 4L',
    fr: 'Liquide de refroidissement antigel Prestone 4 L',
  }),
  // Seventh pass: brands named in English only.
  row('mouse-razer-deathadder', 'Razer', '179.00', DC.pcAcc, {
    en: 'Razer DeathAdder Essential gaming mouse',
  }),
  row('speaker-jbl-flip6', 'JBL', '449.00', DC.audio, { en: 'JBL Flip 6 portable Bluetooth speaker, blue' }),
];
