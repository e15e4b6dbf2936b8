import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { DC } from './categories.ts';

/**
 * Products the store names in one script only (tenth pass): local brands in Arabic letters,
 * imported ones in English, for queries in the other script.
 */
export const DEV_ONE_SCRIPT: readonly ProductInput[] = [
  row('dates-sukkari-qassim-3kg', 'تمور القصيم', '95.00', DC.drinks, { ar: 'تمر سكري القصيم فاخر 3 كيلو' }),
  row('coffee-alshuyukh-blonde-500g', 'بن الشيوخ', '48.00', DC.drinks, {
    ar: 'قهوة بن الشيوخ سعودية شقراء 500 جرام',
  }),
  row('perfume-abdulsamad-safari-100', 'عبدالصمد القرشي', '350.00', DC.fragrance, {
    ar: 'عطر سفاري عبدالصمد القرشي 100 مل',
  }),
  row('soap-nabulsi-olive-6', 'صابون نابلسي', '30.00', DC.care, { ar: 'صابون نابلسي بزيت الزيتون 6 قطع' }),
  row('arganoil-tissaliwine-100', 'تسليوين', '85.00', DC.care, { ar: 'زيت أركان تسليوين طبيعي 100 مل' }),
  row('harira-mix-ayour-300g', 'أيور', '14.00', DC.pantry, { ar: 'خليط الحريرة أيور 300 غ' }),
  row('blender-ninja-bn750', 'Ninja', '499.00', DC.kitchen, { en: 'Ninja Foodi power blender BN750 1200W' }),
  row('shaver-braun-series5', 'Braun', '379.00', DC.care, { en: 'Braun Series 5 electric shaver 51-W1000s' }),
  row('trimmer-philips-oneblade', 'Philips', '199.00', DC.care, {
    en: 'Philips OneBlade face and body trimmer QP2824',
  }),
  row('gamepad-8bitdo-ultimate', '8BitDo', '219.00', DC.gaming, {
    en: '8BitDo Ultimate Bluetooth controller',
  }),
  row('tent-coleman-sundome-4p', 'Coleman', '449.00', DC.carAcc, {
    en: 'Coleman Sundome 4-person camping tent',
  }),
];
