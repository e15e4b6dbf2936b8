import { type QueryGroup, q } from './labelled-query.ts';

const MILK_2L = ['milk-*-2l'];
const OIL_1_5L = ['oil-afia-sunflower-1-5l', 'oil-mazola-canola-1-5l'];
const IPHONE_128 = ['phone-apple-iphone15-128-*', 'phone-apple-iphone14-128-*', 'phone-apple-iphone13-128-*'];
const GB_128 = ['phone-*-128-*', 'phone-realme-c55-128-*', 'phone-tecno-spark20-128', 'tablet-*-128'];
const TV_55 = ['tv-*-55-*'];
const RICE_5KG = ['rice-*-5kg'];
const RICE_10KG = ['rice-*-10kg'];

/** Quantities in any digit system and unit spelling (٢ لتر = 2L = 2000 مل), and model numbers. */
export const UNITS_DIGITS: QueryGroup = {
  id: 'units-digits',
  title: 'units and digits',
  target: 'arabic',
  queries: [
    q('حليب ٢ لتر', MILK_2L),
    q('حليب 2 لتر', MILK_2L),
    q('حليب 2000 مل', MILK_2L),
    q('حليب ٢لتر', MILK_2L),
    q('milk 2L', MILK_2L),
    q('milk 2 liters', MILK_2L),
    q('حليب 500 مل', ['milk-almarai-fresh-500ml']),
    q('حليب نص لتر', ['milk-almarai-fresh-500ml']),
    q('لبن ٢ لتر', ['laban-*'], MILK_2L),
    q('زيت ١٫٥ لتر', OIL_1_5L),
    q('زيت 1.5L', OIL_1_5L),
    q('oil 1500ml', OIL_1_5L),
    q('زيت زيتون 500 مل', ['oil-rahma-olive-500ml']),
    q('زيت زيتون ١ لتر', ['oil-borges-olive-1l']),
    q('١٢٨ جيجا', GB_128),
    q('ايفون ١٢٨ جيجا', IPHONE_128),
    q('ايفون 128GB', IPHONE_128),
    q('iphone 15 256gb', ['phone-apple-iphone15-256-*'], ['phone-apple-iphone15pro-256-*']),
    q('سامسونج ٢٥٦ جيجا', ['phone-samsung-*-256-*']),
    q('55 بوصة', TV_55),
    q('شاشة ٥٥ انش', TV_55),
    q('تلفزيون 65 بوصة', ['tv-*-65-*']),
    q('tv 65 inch', ['tv-*-65-*']),
    q('تلفزيون ٤٣ بوصه', ['tv-*-43-*']),
    q('5000 mAh', ['phone-xiaomi-redminote13-*', 'phone-realme-c55-*', 'phone-samsung-a15-*']),
    q('جوال بطارية 5000', ['phone-xiaomi-redminote13-*', 'phone-realme-c55-*', 'phone-samsung-a15-*']),
    q('باور بانك 20000', ['powerbank-xiaomi-20000']),
    q('power bank 10000mah', ['powerbank-anker-10000']),
    q('ارز ٥ كيلو', RICE_5KG),
    q('أرز 5 كجم', RICE_5KG),
    q('rice 10kg', RICE_10KG),
    q('ارز ١٠ كيلو', RICE_10KG),
    q('سكر 2 كيلو', ['sugar-alosra-white-2kg']),
    q('sugar 5 kg', ['sugar-alosra-fine-5kg']),
    q('غسالة 8 كيلو', ['washer-samsung-frontload-8kg']),
    q('غسالة ٩ كجم', ['washer-lg-frontload-9kg']),
    q('ثلاجة 400 لتر', ['fridge-lg-topfreezer-400l']),
    q('مكيف 18000 وحدة', ['ac-*-18000']),
    q('ac 24000 btu', ['ac-*-24000']),
    q('عطر 100 مل', ['perfume-*-100ml']),
    q('perfume 50ml', ['perfume-chanel-coco-edp-50ml']),
    q('مياه 330 مل', ['water-nova-330ml-40']),
    q('مياه ١.٥ لتر', ['water-aquafina-*']),
    q('water 5 liter', ['water-nestle-purelife-5l']),
    q('بلايستيشن ١ تيرا', ['console-sony-ps5-*']),
    q('شاحن 20 واط', ['charger-apple-20w-usbc']),
    q('charger 25w', ['charger-samsung-25w']),
    q('ساعة 45 ملم', ['watch-apple-series9-45mm']),
    q('حفاضات مقاس 4', ['diapers-pampers-babydry-size4-58']),
    q('غلاية 1.7 لتر', ['kettle-philips-1-7l']),
    q('شيبس 165 جرام', ['chips-*-165g']),
    q('laptop 16gb ram', ['laptop-hp-pavilion15-i7-16gb']),
    q('سرير 180×200', ['bed-king-wood-180x200']),
    q('تمر ١ كيلو', ['dates-sukkari-1kg', 'dates-khalas-1kg']),
  ],
};
