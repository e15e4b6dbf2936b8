import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { HC } from './categories.ts';

/** Vegetables and herbs every region names its own way, and a few Iraqi staples. */
export const GROCERY_PRODUCE: readonly ProductInput[] = [
  row('potatoes-2kg', null, '7.00', HC.produce, {
    en: 'Potatoes 2kg',
    ar: 'بطاطس 2 كيلو',
    fr: 'Pommes de terre 2 kg',
  }),
  row('tomatoes-1kg', null, '5.00', HC.produce, {
    en: 'Tomatoes 1kg',
    ar: 'طماطم 1 كيلو',
    fr: 'Tomates 1 kg',
  }),
  row('zucchini-1kg', null, '6.00', HC.produce, {
    en: 'Zucchini (courgettes) 1kg',
    ar: 'كوسا 1 كيلو',
    fr: 'Courgettes 1 kg',
  }),
  row('eggplant-1kg', null, '5.00', HC.produce, {
    en: 'Eggplant (aubergine) 1kg',
    ar: 'باذنجان 1 كيلو',
    fr: 'Aubergines 1 kg',
  }),
  row('carrots-1kg', null, '4.00', HC.produce, {
    en: 'Carrots 1kg',
    ar: 'جزر 1 كيلو',
    fr: 'Carottes 1 kg',
  }),
  row('coriander-fresh-bunch', null, '1.50', HC.produce, {
    en: 'Fresh coriander, bunch',
    ar: 'كزبرة خضراء ربطة',
    fr: 'Coriandre fraîche, botte',
  }),
  row('parsley-fresh-bunch', null, '1.50', HC.produce, {
    en: 'Fresh parsley, bunch',
    ar: 'بقدونس ربطة',
    fr: 'Persil frais, botte',
  }),
  row('okra-frozen-400g', null, '6.00', HC.produce, {
    en: 'Frozen okra 400g',
    ar: 'بامية مجمدة 400 جم',
    fr: 'Gombo surgelé 400 g',
  }),
  row('sugar-white-2kg', null, '8.00', HC.sweets, {
    en: 'White sugar 2kg',
    ar: 'سكر أبيض ناعم 2 كيلو',
    fr: 'Sucre blanc 2 kg',
  }),
  row('bread-tannour-iraqi-5', null, '5.00', HC.bakery, {
    ar: 'خبز تنور عراقي 5 أرغفة',
  }),
  row('fish-shabbout-masgouf-1-5kg', null, '45.00', HC.meat, {
    ar: 'سمك شبوط للمسكوف 1.5 كيلو',
  }),
];
