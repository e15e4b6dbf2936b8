import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { DC } from './categories.ts';

/** Clothing, footwear and bags; perfumes and oud; medicine, devices and personal care. */
export const DEV_FASHION_HEALTH: readonly ProductInput[] = [
  row(
    'thobe-boys-white-10y',
    null,
    '69.00',
    DC.kidsWear,
    { en: 'Boys thobe white, age 10', ar: 'ثوب أولاد أبيض عمر 10 سنوات' },
    { attrs: { age: '10 years' } },
  ),
  row(
    'abaya-girls-black-8y',
    null,
    '89.00',
    DC.kidsWear,
    { en: 'Girls abaya black, age 8', ar: 'عباية بناتي سوداء عمر 8 سنوات' },
    { attrs: { age: '8 years' } },
  ),
  row('socks-kids-cotton-5pairs', null, '25.00', DC.kidsWear, {
    en: 'Kids cotton socks, 5 pairs',
    ar: 'جوارب أطفال قطن 5 أزواج',
  }),
  row(
    'hoodie-kids-grey-6y',
    null,
    '59.00',
    DC.kidsWear,
    { en: 'Kids hoodie grey, 6 years', ar: 'هودي أطفال رمادي 6 سنوات' },
    { attrs: { age: '6 years' } },
  ),
  row('jalabiya-men-moroccan-white', null, '229.00', DC.men, {
    ar: 'جلابة رجالية مغربية بيضاء صيفية',
    fr: "Djellaba homme blanche d'été",
  }),
  row(
    'shirt-men-oxford-blue',
    null,
    '99.00',
    DC.men,
    {
      en: "Men's oxford shirt, light blue",
      ar: 'قميص رجالي أكسفورد أزرق فاتح',
      fr: 'Chemise oxford homme bleu clair',
    },
    { attrs: { color: 'Light blue' } },
  ),
  row('hoodie-men-black', null, '129.00', DC.men, {
    en: "Men's pullover hoodie, black",
    ar: 'هودي رجالي أسود',
    fr: 'Sweat à capuche homme noir',
  }),
  row('shorts-men-sport-navy', null, '59.00', DC.men, {
    en: "Men's sport shorts, navy",
    ar: 'شورت رياضي رجالي كحلي',
  }),
  row('jeans-women-mom-blue', null, '149.00', DC.women, {
    en: "Women's mom jeans, light blue",
    ar: 'جينز نسائي مام فيت أزرق فاتح',
    fr: 'Jean mom femme bleu clair',
  }),
  row('hijab-jersey-black', null, '25.00', DC.women, { en: 'Jersey hijab, black', ar: 'حجاب جيرسي أسود' }),
  row('kaftan-women-beige-embroidered', null, '399.00', DC.women, {
    ar: 'قفطان نسائي بيج مطرز',
    fr: 'Caftan femme beige brodé',
  }),
  row(
    'dress-women-olive-linen',
    null,
    '179.00',
    DC.women,
    { en: "Women's linen midi dress, olive", ar: 'فستان ميدي نسائي كتان زيتي' },
    { attrs: { color: 'Olive' } },
  ),
  row(
    'shoes-newbalance-574-grey',
    'New Balance',
    '399.00',
    DC.footwear,
    {
      en: 'New Balance 574 sneakers, grey',
      ar: 'حذاء نيو بالانس 574 رمادي',
      fr: 'Baskets New Balance 574 gris',
    },
    { attrs: { size: '42' } },
  ),
  row(
    'shoes-puma-running-black',
    'Puma',
    '279.00',
    DC.footwear,
    { en: 'Puma running shoes, black', ar: 'حذاء جري بوما أسود' },
    { attrs: { size: '43' } },
  ),
  row(
    'sandals-women-flat-tan',
    null,
    '89.00',
    DC.footwear,
    { en: "Women's flat sandals, tan", ar: 'صندل نسائي مسطح عسلي' },
    { attrs: { color: 'Tan' } },
  ),
  row('boots-men-leather-brown', null, '329.00', DC.footwear, {
    en: "Men's leather boots, brown",
    ar: 'بوت رجالي جلد بني',
    fr: 'Bottes homme cuir marron',
  }),
  row('backpack-casual-grey', null, '119.00', DC.footwear, {
    en: 'Casual backpack, grey',
    ar: 'شنطة ظهر كاجوال رمادي',
    fr: 'Sac à dos gris',
  }),
  row('belt-women-leather-tan', null, '59.00', DC.footwear, {
    en: "Women's leather belt, tan",
    ar: 'حزام نسائي جلد عسلي',
  }),

  row('perfume-versace-eros-edt-100', 'Versace', '399.00', DC.fragrance, {
    en: 'Versace Eros Eau de Toilette 100ml',
    ar: 'عطر فيرزاتشي ايروس رجالي 100 مل',
  }),
  row('perfume-lattafa-oudmood-100', 'Lattafa', '129.00', DC.fragrance, {
    en: 'Lattafa Oud Mood Eau de Parfum 100ml',
    ar: 'عطر لطافة عود مود 100 مل',
  }),
  row('perfume-rasasi-layuqawam-75', 'Rasasi', '299.00', DC.fragrance, {
    en: 'Rasasi La Yuqawam pour homme 75ml',
    ar: 'عطر الرصاصي لا يقاوم للرجال 75 مل',
  }),
  row('perfume-ajmal-sacrifice-her-50', 'Ajmal', '249.00', DC.fragrance, {
    en: 'Ajmal Sacrifice for Her 50ml',
    ar: 'عطر أجمل ساكريفايس نسائي 50 مل',
  }),
  row('oudwood-malaysian-25g', null, '199.00', DC.fragrance, { ar: 'عود ماليزي طبيعي 25 جرام' }),
  row('bakhoor-oudi-100g', null, '45.00', DC.fragrance, {
    en: 'Oudi bakhoor 100g',
    ar: 'بخور عودي 100 جرام',
  }),
  row('burner-ceramic-small', null, '39.00', DC.fragrance, {
    en: 'Small ceramic incense burner',
    ar: 'مبخرة سيراميك صغيرة',
  }),

  row('painkiller-panadol-night-20', 'Panadol', '16.00', DC.medicine, {
    en: 'Panadol Night 20 caplets',
    ar: 'بنادول نايت 20 قرص',
  }),
  row('fever-fevadol-500-20', 'Fevadol', '7.00', DC.medicine, {
    en: 'Fevadol 500mg 20 tablets',
    ar: 'فيفادول 500 ملجم 20 قرص',
  }),
  row('painkiller-cataflam-50-20', 'Cataflam', '18.00', DC.medicine, {
    en: 'Cataflam 50mg 20 tablets',
    ar: 'كتافلام 50 مجم 20 قرص',
  }),
  row(
    'nasalspray-otrivin-kids',
    'Otrivin',
    '14.00',
    DC.medicine,
    { en: 'Otrivin 0.05% nasal drops for children', ar: 'أوتريفين نقط أنف للأطفال' },
    { attrs: { age: '2-11 years' } },
  ),
  row('lozenges-vicks-menthol-20', 'Vicks', '9.00', DC.medicine, {
    en: 'Vicks menthol cough drops 20',
    ar: 'أقراص فيكس منثول للكحة 20 قرص',
  }),
  row('vitamin-centrum-men-30', 'Centrum', '69.00', DC.medicine, {
    en: 'Centrum Men multivitamin 30 tablets',
    ar: 'سنتروم للرجال 30 قرص',
  }),
  row('omega3-naturesbounty-1000-60', "Nature's Bounty", '65.00', DC.medicine, {
    en: "Nature's Bounty fish oil 1000mg 60 softgels",
    ar: 'زيت سمك أوميغا 3 نيتشرز باونتي 60 كبسولة',
  }),
  row('zinc-50mg-100', null, '35.00', DC.medicine, {
    en: 'Zinc 50mg 100 tablets',
    ar: 'زنك 50 ملجم 100 قرص',
  }),
  row('thermometer-microlife-digital', 'Microlife', '39.00', DC.medicine, {
    en: 'Microlife digital thermometer',
    ar: 'ميزان حرارة ديجيتال مايكرولايف',
    fr: 'Thermomètre digital Microlife',
  }),
  row('bpmonitor-wrist-omron', 'Omron', '189.00', DC.medicine, {
    en: 'Omron wrist blood pressure monitor',
    ar: 'جهاز ضغط من المعصم أومرون',
    fr: 'Tensiomètre poignet Omron',
  }),
  row('sunscreen-bioderma-spf50-40ml', 'Bioderma', '89.00', DC.care, {
    ar: 'واقي شمس بيوديرما SPF50 سعة 40 مل',
    fr: 'Bioderma Photoderm crème solaire SPF50+ 40 ml',
  }),
  row('deodorant-nivea-women-roll-50', 'Nivea', '12.00', DC.care, {
    en: 'NIVEA Women roll-on deodorant 50ml',
    ar: 'مزيل عرق نيفيا نسائي رول 50 مل',
  }),
  row('toothpaste-colgate-total-100', 'Colgate', '11.00', DC.care, {
    en: 'Colgate Total toothpaste 100ml',
    ar: 'معجون أسنان كولجيت توتال 100 مل',
    fr: 'Dentifrice Colgate Total 100 ml',
  }),
  row('toothbrush-sensodyne-soft', 'Sensodyne', '9.00', DC.care, {
    en: 'Sensodyne soft toothbrush',
    ar: 'فرشاة أسنان سنسوداين ناعمة',
  }),
  row('shampoo-pantene-repair-400', 'Pantene', '21.00', DC.care, {
    en: 'Pantene repair & protect shampoo 400ml',
    ar: 'شامبو بانتين للشعر التالف 400 مل',
    fr: 'Shampooing Pantene réparation 400 ml',
  }),
  row('soap-dove-bar-4', 'Dove', '16.00', DC.care, {
    en: 'Dove beauty cream bar soap, 4 x 100g',
    ar: 'صابون دوف كريمي 4 قطع',
  }),
  row('handcream-neutrogena-50ml', 'Neutrogena', '25.00', DC.care, {
    en: 'Neutrogena hand cream 50ml',
    ar: 'كريم يدين نيوتروجينا 50 مل',
  }),
  // Sixth pass: sportswear and underwear.
  row(
    'tracksuit-men-black',
    null,
    '199.00',
    DC.men,
    { en: "Men's tracksuit, black", ar: 'بدلة رياضية رجالي سوداء', fr: 'Survêtement homme noir' },
    { attrs: { size: 'L' } },
  ),
  row('undershirt-men-white-3', null, '45.00', DC.men, {
    en: "Men's cotton undershirts, white, 3 pack",
    ar: 'فانيلة داخلية رجالي قطن أبيض 3 حبات',
    fr: 'Maillots de corps homme coton blanc, lot de 3',
  }),
];
