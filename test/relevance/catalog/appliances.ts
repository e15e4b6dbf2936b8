import type { ProductInput } from '../../../domain/catalog/product.ts';
import { CATEGORIES as C } from './categories.ts';
import { product as p } from './product-row.ts';

/** Large and small home appliances. */
export const APPLIANCES: readonly ProductInput[] = [
  p(
    'fridge-samsung-twindoor-18ft-silver',
    'Samsung',
    '2899.00',
    C.fridges,
    {
      en: 'Samsung twin door refrigerator 18 cu ft Silver',
      ar: 'ثلاجة سامسونج بابين 18 قدم فضي',
    },
    { attributes: { Color: 'Silver' } },
  ),
  p(
    'fridge-samsung-sidebyside-617l',
    'Samsung',
    '5499.00',
    C.fridges,
    {
      en: 'Samsung side by side refrigerator 617L',
      ar: 'ثلاجة سامسونج سايد باي سايد 617 لتر',
    },
    { attributes: { Color: 'Silver' } },
  ),
  p(
    'fridge-lg-topfreezer-400l',
    'LG',
    '2199.00',
    C.fridges,
    {
      en: 'LG top freezer refrigerator 400L',
      ar: 'ثلاجة ال جي فريزر علوي 400 لتر',
    },
    { attributes: { Color: 'Silver' } },
  ),
  p(
    'fridge-lg-instaview-674l',
    'LG',
    '7999.00',
    C.fridges,
    {
      en: 'LG InstaView door-in-door refrigerator 674L',
      ar: 'ثلاجة ال جي انستا فيو 674 لتر',
    },
    { attributes: { Color: 'Black' } },
  ),
  p(
    'fridge-toshiba-14ft-white',
    'Toshiba',
    '1699.00',
    C.fridges,
    {
      en: 'Toshiba refrigerator 14 ft White',
      ar: 'ثلاجة توشيبا 14 قدم أبيض',
    },
    { attributes: { Color: 'White' } },
  ),
  p('fridge-sharp-frenchdoor-600l', 'Sharp', '4299.00', C.fridges, {
    en: 'Sharp French door refrigerator 600L',
    ar: 'ثلاجة شارب 4 أبواب 600 لتر',
  }),
  p('fridge-hisense-mini-90l', 'Hisense', '599.00', C.fridges, {
    en: 'Hisense mini fridge 90L',
    ar: 'ثلاجة صغيرة هايسنس 90 لتر',
  }),
  p('fridge-haier-minibar-45l', 'Haier', '449.00', C.fridges, {
    en: 'Haier minibar fridge 45L',
    ar: 'ثلاجة ميني بار هاير 45 لتر',
  }),
  p('freezer-hisense-chest-300l', 'Hisense', '1199.00', C.fridges, {
    en: 'Hisense chest freezer 300L',
    ar: 'فريزر أفقي هايسنس 300 لتر',
  }),
  p('freezer-samsung-upright-11ft', 'Samsung', '2299.00', C.fridges, {
    en: 'Samsung upright freezer 11 cu ft',
    ar: 'فريزر عمودي سامسونج 11 قدم',
  }),
  p('watercooler-supergeneral-hotcold', 'Super General', '499.00', C.fridges, {
    en: 'Super General water dispenser hot and cold',
    ar: 'برادة ماء سوبر جنرال حار وبارد',
  }),
  p('fridgeorganizer-boxes-6', null, '59.00', C.storage, {
    en: 'Fridge organizer storage boxes, set of 6',
    ar: 'منظم ثلاجة صناديق تخزين 6 قطع',
  }),

  p('ac-gree-split-18000', 'Gree', '2199.00', C.cooling, {
    en: 'Gree split air conditioner 18000 BTU cold only',
    ar: 'مكيّف سبليت جري 18000 وحدة بارد',
  }),
  p('ac-lg-split-inverter-24000', 'LG', '3599.00', C.cooling, {
    en: 'LG Dual Inverter split AC 24000 BTU hot and cold',
    ar: 'مكيف سبليت ال جي انفرتر 24000 وحدة حار بارد',
  }),
  p('ac-samsung-window-18000', 'Samsung', '1699.00', C.cooling, {
    en: 'Samsung window air conditioner 18000 BTU',
    ar: 'مكيف شباك سامسونج 18000 وحدة',
  }),
  p('ac-carrier-split-12000', 'Carrier', '1899.00', C.cooling, {
    en: 'Carrier split air conditioner 12000 BTU',
    ar: 'مكيّف كاريير سبليت 12000 وحدة',
  }),
  p('ac-midea-portable-12000', 'Midea', '1499.00', C.cooling, {
    en: 'Midea portable air conditioner 12000 BTU',
    ar: 'مكيف متنقل ميديا 12000 وحدة',
  }),
  p('ac-sharp-window-24000', 'Sharp', '2099.00', C.cooling, {
    en: 'Sharp window AC 24000 BTU',
    ar: 'مكيف شباك شارب 24000 وحدة',
  }),
  p('aircooler-nikai-desert-60l', 'Nikai', '599.00', C.cooling, {
    en: 'Nikai desert air cooler 60L',
    ar: 'مكيف صحراوي نيكاي 60 لتر',
  }),
  p('fan-tornado-stand-18in', 'Tornado', '199.00', C.cooling, {
    en: 'Tornado stand fan 18 inch',
    ar: 'مروحة تورنيدو عمود 18 بوصة',
  }),

  p('washer-samsung-frontload-8kg', 'Samsung', '1799.00', C.laundry, {
    en: 'Samsung front load washing machine 8 kg',
    ar: 'غسالة سامسونج تحميل أمامي 8 كيلو',
  }),
  p('washer-lg-frontload-9kg', 'LG', '2199.00', C.laundry, {
    en: 'LG front load washer 9kg AI DD',
    ar: 'غسالة ال جي أمامية 9 كجم',
  }),
  p('washer-toshiba-topload-11kg', 'Toshiba', '1399.00', C.laundry, {
    en: 'Toshiba top load washing machine 11 kg',
    ar: 'غسالة توشيبا تحميل علوي 11 كيلو',
  }),
  p('washer-fresh-twintub-10kg', 'Fresh', '899.00', C.laundry, {
    en: 'Fresh twin tub washing machine 10 kg',
    ar: 'غسالة فريش حوضين 10 كيلو',
  }),
  p('dryer-lg-8kg', 'LG', '1999.00', C.laundry, {
    en: 'LG clothes dryer 8kg',
    ar: 'نشافة ملابس ال جي 8 كيلو',
  }),
  p('dishwasher-bosch-12place', 'Bosch', '1999.00', C.kitchenAppliances, {
    en: 'Bosch dishwasher 12 place settings',
    ar: 'غسالة صحون بوش 12 مكان',
  }),

  p('microwave-samsung-grill-28l', 'Samsung', '599.00', C.kitchenAppliances, {
    en: 'Samsung microwave with grill 28L',
    ar: 'ميكروويف سامسونج 28 لتر مع شواية',
  }),
  p('microwave-lg-neochef-42l', 'LG', '749.00', C.kitchenAppliances, {
    en: 'LG NeoChef microwave 42L',
    ar: 'مايكرويف ال جي 42 لتر',
  }),
  p('oven-blackdecker-35l', 'Black+Decker', '349.00', C.kitchenAppliances, {
    en: 'Black+Decker electric oven 35L',
    ar: 'فرن كهربائي بلاك اند ديكر 35 لتر',
  }),
  p('kettle-philips-1-7l', 'Philips', '149.00', C.kitchenAppliances, {
    en: 'Philips electric kettle 1.7L',
    ar: 'غلاية ماء كهربائية فيليبس 1.7 لتر',
  }),
  p('kettle-tefal-1-5l', 'Tefal', '119.00', C.kitchenAppliances, {
    en: 'Tefal stainless steel kettle 1.5L',
    ar: 'غلاية تيفال ستانلس 1.5 لتر',
  }),
  p('blender-moulinex-1-5l', 'Moulinex', '229.00', C.kitchenAppliances, {
    en: 'Moulinex blender 1.5L 600W',
    ar: 'خلاط مولينكس 1.5 لتر 600 واط',
  }),
  p('blender-kenwood-2l', 'Kenwood', '299.00', C.kitchenAppliances, {
    en: 'Kenwood blender 2L 800W',
    ar: 'خلاط كينوود 2 لتر 800 واط',
  }),
  p('airfryer-philips-xl-6-2l', 'Philips', '699.00', C.kitchenAppliances, {
    en: 'Philips Airfryer XL 6.2L',
    ar: 'قلاية هوائية فيليبس XL سعة 6.2 لتر',
  }),
  p('airfryer-tefal-easyfry-4-2l', 'Tefal', '399.00', C.kitchenAppliances, {
    en: 'Tefal Easy Fry air fryer 4.2L',
    ar: 'مقلاة هوائية تيفال ايزي فراي 4.2 لتر',
  }),
  p('coffeemaker-delonghi-espresso', "De'Longhi", '1299.00', C.kitchenAppliances, {
    en: "De'Longhi espresso machine",
    ar: 'ماكينة قهوة اسبريسو ديلونجي',
  }),
  p('coffeemaker-nespresso-vertuo', 'Nespresso', '899.00', C.kitchenAppliances, {
    en: 'Nespresso Vertuo coffee machine',
    ar: 'آلة قهوة نسبريسو فيرتو',
  }),
  p('ricecooker-panasonic-1-8l', 'Panasonic', '249.00', C.kitchenAppliances, {
    en: 'Panasonic rice cooker 1.8L',
    ar: 'طباخ أرز باناسونيك 1.8 لتر',
  }),
  p('vacuum-dyson-v15-cordless', 'Dyson', '2999.00', C.cleaning, {
    en: 'Dyson V15 Detect cordless vacuum cleaner',
    ar: 'مكنسة دايسون V15 لاسلكية',
  }),
  p('vacuum-samsung-bagless-2000w', 'Samsung', '499.00', C.cleaning, {
    en: 'Samsung bagless vacuum cleaner 2000W',
    ar: 'مكنسة كهربائية سامسونج بدون كيس 2000 واط',
  }),
  p('vacuum-xiaomi-robot-s10', 'Xiaomi', '899.00', C.cleaning, {
    en: 'Xiaomi robot vacuum S10',
    ar: 'مكنسة روبوت شاومي S10',
  }),
  p('iron-philips-steam-2400w', 'Philips', '199.00', C.laundry, {
    en: 'Philips steam iron 2400W',
    ar: 'مكواة بخار فيليبس 2400 واط',
  }),
  p('iron-tefal-steamgenerator', 'Tefal', '599.00', C.laundry, {
    en: 'Tefal steam generator iron',
    ar: 'مكواة بخار تيفال بمولد بخار',
  }),
];
