import type { ProductInput } from '../../../domain/catalog/product.ts';
import { CATEGORIES as C } from './categories.ts';
import { product as p } from './product-row.ts';

/** Rice, oil, dairy, sugar, produce, snacks, drinks and pantry food. */
export const GROCERY: readonly ProductInput[] = [
  p('rice-abukass-basmati-10kg', 'Abu Kass', '129.00', C.rice, {
    en: 'Abu Kass basmati rice 10 kg',
    ar: 'أرز بسمتي أبو كاس 10 كيلو',
  }),
  p('rice-abukass-basmati-5kg', 'Abu Kass', '69.00', C.rice, {
    en: 'Abu Kass basmati rice 5 kg',
    ar: 'أرز بسمتي أبو كاس 5 كيلو',
  }),
  p('rice-alwalimah-sella-basmati-5kg', 'Al Walimah', '72.00', C.rice, {
    en: 'Al Walimah sella basmati rice 5kg',
    ar: 'أرز الوليمة سيلا بسمتي 5 كيلو',
  }),
  p('rice-mazza-basmati-10kg', 'Mazza', '119.00', C.rice, {
    en: 'Mazza basmati rice 10kg',
    ar: 'أرز مزة بسمتي 10 كيلو',
  }),
  p('rice-tilda-basmati-2kg', 'Tilda', '45.00', C.rice, {
    en: 'Tilda pure basmati rice 2kg',
    ar: 'أرز تيلدا بسمتي 2 كيلو',
  }),
  p('rice-tilda-brown-basmati-1kg', 'Tilda', '25.00', C.rice, {
    en: 'Tilda brown basmati rice 1kg',
    ar: 'أرز بني بسمتي تيلدا 1 كيلو',
  }),
  p('rice-aldoha-egyptian-1kg', 'Al Doha', '9.00', C.rice, {
    en: 'Al Doha Egyptian rice 1kg',
    ar: 'أرز مصري الضحى 1 كيلو',
  }),
  p('rice-sunwhite-calrose-5kg', 'Sunwhite', '39.00', C.rice, {
    en: 'Sunwhite Calrose rice 5kg',
    ar: 'أرز صن وايت كالروز 5 كيلو',
  }),
  p('rice-royalumbrella-jasmine-2kg', 'Royal Umbrella', '35.00', C.rice, {
    en: 'Royal Umbrella Thai jasmine rice 2kg',
    ar: 'أرز ياسمين تايلندي رويال أمبريلا 2 كيلو',
  }),
  p('ricepudding-almarai-100g', 'Almarai', '3.00', C.dairy, {
    en: 'Almarai rice pudding 100g',
    ar: 'أرز بالحليب المراعي 100 جم',
  }),
  p('riceflour-500g', null, '8.00', C.bakingPasta, {
    en: 'Rice flour 500g',
    ar: 'دقيق أرز 500 جرام',
  }),

  p('oil-afia-sunflower-1-5l', 'Afia', '22.00', C.cookingOil, {
    en: 'Afia sunflower oil 1.5L',
    ar: 'زيت عافية دوار الشمس 1.5 لتر',
  }),
  p('oil-afia-corn-2-9l', 'Afia', '39.00', C.cookingOil, {
    en: 'Afia corn oil 2.9L',
    ar: 'زيت ذرة عافية 2.9 لتر',
  }),
  p('oil-noor-sunflower-1-8l', 'Noor', '24.00', C.cookingOil, {
    en: 'Noor sunflower oil 1.8L',
    ar: 'زيت نور دوار الشمس 1.8 لتر',
  }),
  p('oil-crystal-sunflower-2-2l', 'Crystal', '35.00', C.cookingOil, {
    en: 'Crystal sunflower oil 2.2L',
    ar: 'زيت كريستال عباد الشمس 2.2 لتر',
  }),
  p('oil-alalali-vegetable-750ml', 'Al Alali', '11.00', C.cookingOil, {
    en: 'Al Alali vegetable oil 750ml',
    ar: 'زيت نباتي العلالي 750 مل',
  }),
  p('oil-mazola-canola-1-5l', 'Mazola', '28.00', C.cookingOil, {
    en: 'Mazola canola oil 1.5L',
    ar: 'زيت كانولا مازولا 1.5 لتر',
  }),
  p('oil-rahma-olive-500ml', 'Rahma', '29.00', C.cookingOil, {
    en: 'Rahma extra virgin olive oil 500ml',
    ar: 'زيت زيتون رحمة بكر ممتاز 500 مل',
  }),
  p('oil-borges-olive-1l', 'Borges', '49.00', C.cookingOil, {
    en: 'Borges extra virgin olive oil 1L',
    ar: 'زيت زيتون بورجس بكر ممتاز 1 لتر',
  }),
  p('hairoil-dabur-amla-200ml', 'Dabur', '19.00', C.personalCare, {
    en: 'Dabur Amla hair oil 200ml',
    ar: 'زيت شعر دابر آملا 200 مل',
  }),
  p('engineoil-mobil1-5w30-4l', 'Mobil', '159.00', C.auto, {
    en: 'Mobil 1 engine oil 5W-30 4L',
    ar: 'زيت محرك موبيل 1 5W-30 سعة 4 لتر',
  }),

  p('milk-almarai-fullfat-1l', 'Almarai', '6.50', C.dairy, {
    en: 'Almarai fresh milk full fat 1L',
    ar: 'حليب طازج المراعي كامل الدسم 1 لتر',
  }),
  p('milk-almarai-fullfat-2l', 'Almarai', '11.50', C.dairy, {
    en: 'Almarai fresh milk full fat 2L',
    ar: 'حليب طازج المراعي كامل الدسم 2 لتر',
  }),
  p('milk-almarai-lowfat-2l', 'Almarai', '11.50', C.dairy, {
    en: 'Almarai fresh milk low fat 2L',
    ar: 'حليب المراعي قليل الدسم 2 لتر',
  }),
  p('milk-almarai-fresh-500ml', 'Almarai', '3.50', C.dairy, {
    en: 'Almarai fresh milk 500ml',
    ar: 'حليب المراعي طازج 500 مل',
  }),
  p('milk-almarai-fullfat-200ml-6', 'Almarai', '9.00', C.dairy, {
    en: 'Almarai full fat milk 200ml, pack of 6',
    ar: 'حليب المراعي كامل الدسم 200 مل 6 حبات',
  }),
  p('milk-almarai-longlife-1l', 'Almarai', '6.00', C.dairy, {
    en: 'Almarai long life milk 1L',
    ar: 'حليب المراعي طويل الأجل 1 لتر',
  }),
  p('milk-nadec-fullfat-1l', 'Nadec', '6.00', C.dairy, {
    en: 'Nadec fresh milk full fat 1L',
    ar: 'حليب نادك طازج كامل الدسم 1 لتر',
  }),
  p('milk-nadec-skimmed-2l', 'Nadec', '11.00', C.dairy, {
    en: 'Nadec skimmed milk 2L',
    ar: 'حليب نادك خالي الدسم 2 لتر',
  }),
  p('milk-alsafi-lactosefree-1l', 'Al Safi', '8.00', C.dairy, {
    en: 'Al Safi lactose free milk 1L',
    ar: 'حليب الصافي خالي من اللاكتوز 1 لتر',
  }),
  p('milk-juhayna-fullcream-1l', 'Juhayna', '7.00', C.dairy, {
    en: 'Juhayna full cream milk 1L',
    ar: 'لبن جهينة كامل الدسم 1 لتر',
  }),
  p('plantmilk-alpro-almond-1l', 'Alpro', '15.00', C.dairy, {
    en: 'Alpro almond drink unsweetened 1L',
    ar: 'حليب اللوز ألبرو بدون سكر 1 لتر',
  }),
  p('powdermilk-nido-fullcream-2-25kg', 'Nido', '89.00', C.dairy, {
    en: 'Nido full cream milk powder 2.25kg',
    ar: 'حليب بودرة نيدو كامل الدسم 2.25 كيلو',
  }),
  p('condensedmilk-nestle-397g', 'Nestle', '8.00', C.dairy, {
    en: 'Nestle sweetened condensed milk 397g',
    ar: 'حليب مكثف محلى نستله 397 جرام',
  }),
  p('evapmilk-rainbow-170g', 'Rainbow', '3.00', C.dairy, {
    en: 'Rainbow evaporated milk 170g',
    ar: 'حليب مبخر رينبو 170 جم',
  }),
  p('laban-almarai-fullfat-2l', 'Almarai', '10.50', C.dairy, {
    en: 'Almarai laban full fat 2L',
    ar: 'لبن المراعي كامل الدسم 2 لتر',
  }),
  p('labneh-almarai-400g', 'Almarai', '8.00', C.dairy, {
    en: 'Almarai labneh 400g',
    ar: 'لبنة المراعي 400 جرام',
  }),
  p('cheese-puck-creamspread-500g', 'Puck', '19.00', C.dairy, {
    en: 'Puck cream cheese spread 500g',
    ar: 'جبنة كريمية بوك 500 جرام',
  }),
  p('cheese-kiri-24portions', 'Kiri', '22.00', C.dairy, {
    en: 'Kiri cream cheese 24 portions',
    ar: 'جبنة كيري 24 قطعة',
  }),
  p('eggs-alwatania-white-30', 'Al Watania', '22.00', C.dairy, {
    en: 'Al Watania white eggs 30 pcs',
    ar: 'بيض الوطنية أبيض 30 حبة',
  }),
  p('eggs-brown-15', null, '14.00', C.dairy, {
    en: 'Brown eggs 15 pcs',
    ar: 'بيض بني 15 حبة',
  }),
  p('babymilk-aptamil-stage1-400g', 'Aptamil', '69.00', C.babyFood, {
    en: 'Aptamil infant formula stage 1, 400g',
    ar: 'حليب أطفال أبتاميل رقم 1 400 جرام',
  }),
  p('babymilk-nan-optipro2-800g', 'Nestle', '119.00', C.babyFood, {
    en: 'Nestle NAN Optipro 2 follow-on formula 800g',
    ar: 'حليب نان اوبتي برو 2 للأطفال 800 جرام',
  }),

  p('sugar-alosra-white-2kg', 'Al Osra', '12.00', C.sugarSweeteners, {
    en: 'Al Osra white sugar 2kg',
    ar: 'سكر أبيض الأسرة 2 كيلو',
  }),
  p('sugar-alosra-fine-5kg', 'Al Osra', '27.00', C.sugarSweeteners, {
    en: 'Al Osra fine white sugar 5kg',
    ar: 'سكر الأسرة ناعم 5 كيلو',
  }),
  p('sugar-tatelyle-brown-500g', 'Tate & Lyle', '11.00', C.sugarSweeteners, {
    en: 'Tate & Lyle brown sugar 500g',
    ar: 'سكر بني تيت آند لايل 500 جرام',
  }),
  p('sugar-cubes-500g', null, '7.00', C.sugarSweeteners, {
    en: 'White sugar cubes 500g',
    ar: 'مكعبات سكر أبيض 500 جرام',
  }),
  p('sweetener-canderel-stevia-40', 'Canderel', '18.00', C.sugarSweeteners, {
    en: 'Canderel stevia sweetener 40 sticks',
    ar: 'مُحلّي ستيفيا كانديريل 40 عود',
  }),

  p('potato-fresh-1kg', null, '4.00', C.produce, {
    en: 'Fresh potatoes 1kg',
    ar: 'بطاطس طازجة 1 كيلو',
  }),
  p('potato-egyptian-bag-3kg', null, '10.00', C.produce, {
    en: 'Egyptian potatoes bag 3kg',
    ar: 'بطاطس مصرية كيس 3 كيلو',
  }),
  p('sweetpotato-1kg', null, '8.00', C.produce, {
    en: 'Sweet potatoes 1kg',
    ar: 'بطاطا حلوة 1 كيلو',
  }),
  p('fries-mccain-frozen-2-5kg', 'McCain', '32.00', C.produce, {
    en: 'McCain frozen french fries 2.5kg',
    ar: 'بطاطس مقلية مجمدة ماكين 2.5 كيلو',
  }),
  p('tomato-fresh-1kg', null, '5.00', C.produce, {
    en: 'Fresh tomatoes 1kg',
    ar: 'طماطم طازجة 1 كيلو',
  }),
  p('onion-red-1kg', null, '3.50', C.produce, {
    en: 'Red onions 1kg',
    ar: 'بصل أحمر 1 كيلو',
  }),
  p('cucumber-1kg', null, '5.00', C.produce, {
    en: 'Cucumbers 1kg',
    ar: 'خيار 1 كيلو',
  }),
  p('banana-1kg', null, '6.00', C.produce, {
    en: 'Bananas 1kg',
    ar: 'موز 1 كيلو',
  }),
  p('apple-red-1kg', null, '9.00', C.produce, {
    en: 'Red apples 1kg',
    ar: 'تفاح أحمر 1 كيلو',
  }),

  p('chips-lays-salted-165g', "Lay's", '9.00', C.snacks, {
    en: "Lay's salted potato chips 165g",
    ar: 'شيبس ليز بالملح 165 جرام',
  }),
  p('chips-lays-chili-165g', "Lay's", '9.00', C.snacks, {
    en: "Lay's chili potato chips 165g",
    ar: 'شيبس ليز بالفلفل الحار 165 جم',
  }),
  p('chips-lays-cheese-14pack', "Lay's", '15.00', C.snacks, {
    en: "Lay's cheese potato chips 14 small bags",
    ar: 'شيبس ليز بالجبنة 14 كيس',
  }),
  p('chips-pringles-original-165g', 'Pringles', '13.00', C.snacks, {
    en: 'Pringles original potato crisps 165g',
    ar: 'رقائق بطاطس برينجلز الأصلية 165 جرام',
  }),
  p('chips-pringles-sourcream-165g', 'Pringles', '13.00', C.snacks, {
    en: 'Pringles sour cream & onion 165g',
    ar: 'برينجلز كريمة حامضة وبصل 165 جم',
  }),
  p('chips-doritos-nacho-180g', 'Doritos', '10.00', C.snacks, {
    en: 'Doritos nacho cheese tortilla chips 180g',
    ar: 'دوريتوس ناتشو بالجبن 180 جم',
  }),
  p('chips-chipsy-tomato-75g', 'Chipsy', '3.00', C.snacks, {
    en: 'Chipsy tomato potato chips 75g',
    ar: 'شيبسي بالطماطم 75 جم',
  }),

  p('tea-lipton-yellowlabel-100', 'Lipton', '19.00', C.hotDrinks, {
    en: 'Lipton Yellow Label black tea 100 bags',
    ar: 'شاي ليبتون العلامة الصفراء 100 كيس',
  }),
  p('tea-rabea-loose-400g', 'Rabea', '22.00', C.hotDrinks, {
    en: 'Rabea loose black tea 400g',
    ar: 'شاي ربيع 400 جرام',
  }),
  p('tea-lipton-green-mint-25', 'Lipton', '12.00', C.hotDrinks, {
    en: 'Lipton green tea with mint 25 bags',
    ar: 'شاي أخضر ليبتون بالنعناع 25 كيس',
  }),
  p('coffee-nescafe-classic-200g', 'Nescafe', '39.00', C.hotDrinks, {
    en: 'Nescafé Classic instant coffee 200g',
    ar: 'قهوة نسكافيه كلاسيك سريعة التحضير 200 جم',
  }),
  p('coffee-nescafe-3in1-30', 'Nescafe', '29.00', C.hotDrinks, {
    en: 'Nescafé 3in1 instant coffee mix 30 sticks',
    ar: 'نسكافيه 3 في 1 خليط القهوة 30 كيس',
  }),
  p('coffee-saudi-cardamom-500g', null, '45.00', C.hotDrinks, {
    en: 'Saudi Arabic coffee with cardamom 500g',
    ar: 'قهوة سعودية بالهيل 500 جرام',
  }),
  p('coffee-mehmetefendi-turkish-250g', 'Mehmet Efendi', '29.00', C.hotDrinks, {
    en: 'Mehmet Efendi Turkish coffee 250g',
    ar: 'قهوة تركية محمد أفندي 250 جم',
  }),
  p('coffee-starbucks-ground-200g', 'Starbucks', '35.00', C.hotDrinks, {
    en: 'Starbucks medium roast ground coffee 200g',
    ar: 'قهوة مطحونة ستاربكس 200 جرام',
  }),

  p('water-nova-330ml-40', 'Nova', '17.00', C.drinks, {
    en: 'Nova drinking water 330ml x 40',
    ar: 'مياه نوفا 330 مل 40 عبوة',
  }),
  p('water-aquafina-1-5l-6', 'Aquafina', '11.00', C.drinks, {
    en: 'Aquafina water 1.5L x 6',
    ar: 'مياه أكوافينا 1.5 لتر 6 عبوات',
  }),
  p('water-berain-600ml-12', 'Berain', '9.00', C.drinks, {
    en: 'Berain drinking water 600ml x 12',
    ar: 'مياه بيرين 600 مل 12 حبة',
  }),
  p('water-nestle-purelife-5l', 'Nestle', '7.00', C.drinks, {
    en: 'Nestle Pure Life water 5L',
    ar: 'مياه نستله بيور لايف 5 لتر',
  }),
  p('juice-almarai-orange-1l', 'Almarai', '8.00', C.drinks, {
    en: 'Almarai orange juice 1L, no added sugar',
    ar: 'عصير برتقال المراعي 1 لتر بدون سكر مضاف',
  }),
  p('juice-almarai-mango-1-4l', 'Almarai', '9.00', C.drinks, {
    en: 'Almarai mango juice 1.4L',
    ar: 'عصير مانجو المراعي 1.4 لتر',
  }),
  p('juice-rani-peach-240ml', 'Rani', '2.00', C.drinks, {
    en: 'Rani peach fruit drink 240ml',
    ar: 'عصير راني خوخ 240 مل',
  }),

  p('dates-sukkari-1kg', null, '45.00', C.dates, {
    en: 'Sukkari dates 1kg',
    ar: 'تمر سكري 1 كيلو',
  }),
  p('dates-ajwa-madinah-500g', null, '55.00', C.dates, {
    en: 'Ajwa dates from Madinah 500g',
    ar: 'تمر عجوة المدينة 500 جرام',
  }),
  p('dates-khalas-1kg', null, '35.00', C.dates, {
    ar: 'تمر خلاص 1 كيلو',
  }),
  p('honey-alshifa-natural-500g', 'Al Shifa', '35.00', C.dates, {
    en: 'Al Shifa natural honey 500g',
    ar: 'عسل الشفاء طبيعي 500 جرام',
  }),

  p('choc-galaxy-milk-90g', 'Galaxy', '7.00', C.sweets, {
    en: 'Galaxy smooth milk chocolate 90g',
    ar: 'شوكولاتة حليب جالكسي ناعمة 90 جرام',
  }),
  p('choc-kitkat-4finger', 'KitKat', '3.00', C.sweets, {
    en: 'KitKat 4 finger chocolate wafer',
    ar: 'كيت كات شوكولاتة 4 أصابع',
  }),
  p('choc-lindt-dark70-100g', 'Lindt', '16.00', C.sweets, {
    en: 'Lindt Excellence 70% dark chocolate 100g',
    ar: 'شوكولاتة لينت داكنة 70% 100 جرام',
  }),
  p('choc-sugarfree-dark-100g', null, '14.00', C.sweets, {
    en: 'Sugar free dark chocolate 100g',
    ar: 'شوكولاتة داكنة بدون سكر 100 جرام',
  }),
  p('sweets-haribo-goldbears-160g', 'Haribo', '9.00', C.sweets, {
    en: 'Haribo Goldbears gummy candy 160g',
    ar: 'حلوى هاريبو جيلي دببة 160 جم',
  }),
  p('sweets-qualitystreet-toffee-500g', "Mackintosh's", '39.00', C.sweets, {
    en: "Mackintosh's Quality Street toffee tin 500g",
    ar: 'حلوى ماكنتوش كواليتي ستريت 500 جم',
  }),
  p('sweets-alwazir-halawa-500g', 'Al Wazir', '15.00', C.sweets, {
    en: 'Al Wazir tahini halawa 500g',
    ar: 'حلاوة طحينية الوزير 500 جرام',
  }),
  p('sweets-maamoul-dates-500g', null, '25.00', C.sweets, {
    en: 'Date-filled maamoul cookies 500g',
    ar: 'معمول بالتمر 500 جرام',
  }),

  p('flour-fostok-allpurpose-1kg', 'Fostok', '6.00', C.bakingPasta, {
    en: 'Fostok all purpose flour 1kg',
    ar: 'دقيق فوستك متعدد الاستخدامات 1 كيلو',
  }),
  p('flour-white-premium-10kg', null, '29.00', C.bakingPasta, {
    en: 'Premium white flour 10kg',
    ar: 'طحين أبيض فاخر 10 كيلو',
  }),
  p('pasta-barilla-spaghetti-500g', 'Barilla', '7.00', C.bakingPasta, {
    en: 'Barilla spaghetti no. 5, 500g',
    ar: 'مكرونة اسباجتي باريلا 500 جرام',
  }),
  p('pasta-goody-penne-450g', 'Goody', '4.00', C.bakingPasta, {
    en: 'Goody penne pasta 450g',
    ar: 'معكرونة قودي بيني 450 جم',
  }),
  p('tuna-goody-lightmeat-oil-185g', 'Goody', '7.00', C.pantry, {
    en: 'Goody light meat tuna in oil 185g',
    ar: 'تونة قودي خفيفة بالزيت 185 جم',
  }),
];
