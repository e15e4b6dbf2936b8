import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { HC } from './categories.ts';

/** Groceries of the Maghreb: couscous, semolina, harissa, smen, argan, mint tea, dairy and sweets. */
export const GROCERY_MAGHREB: readonly ProductInput[] = [
  row('couscous-dari-medium-1kg', 'Dari', '12.00', HC.pasta, {
    ar: 'كسكس داري متوسط 1 كيلو',
    fr: 'Couscous moyen Dari 1 kg',
  }),
  row('berkoukes-500g', null, '7.00', HC.pasta, {
    ar: 'بركوكس 500 غ',
    fr: 'Berkoukes (plombs) 500 g',
  }),
  row('pasta-warda-spaghetti-500g', 'Warda', '4.00', HC.pasta, {
    ar: 'مقرونة وردة سباغيتي 500 غ',
    fr: 'Pâtes Warda spaghetti n°3 500 g',
  }),
  row('semolina-fine-1kg', null, '6.00', HC.pasta, {
    ar: 'سميدة رقيقة 1 كيلو',
    fr: 'Semoule fine 1 kg',
  }),
  row('frik-chorba-500g', null, '8.00', HC.rice, {
    ar: 'فريك للشوربة 500 غ',
    fr: 'Frik (blé vert concassé) pour chorba 500 g',
  }),
  row('harissa-capbon-135g', 'Le Phare du Cap Bon', '5.00', HC.pickles, {
    ar: 'هريسة تونسية كاب بون 135 غ',
    fr: 'Harissa Le Phare du Cap Bon 135 g',
  }),
  row('smen-beldi-500g', null, '35.00', HC.oils, {
    ar: 'سمن بلدي مغربي 500 غ',
    fr: 'Smen beldi (beurre rance) 500 g',
  }),
  row('arganoil-culinary-250ml', null, '69.00', HC.oils, {
    ar: 'زيت أركان للأكل 250 مل',
    fr: "Huile d'argan alimentaire 250 ml",
  }),
  row('oil-lesieur-table-1l', 'Lesieur', '12.00', HC.oils, {
    ar: 'زيت المائدة لوسيور 1 لتر',
    fr: 'Huile de table Lesieur 1 L',
  }),
  row('amlou-almond-argan-250g', null, '45.00', HC.spreads, {
    ar: 'أملو باللوز وزيت أركان والعسل 250 غ',
    fr: "Amlou aux amandes, huile d'argan et miel 250 g",
  }),
  row('jam-aicha-fig-430g', 'Aïcha', '9.00', HC.spreads, {
    ar: 'كونفيتور عائشة بالتين 430 غ',
    fr: 'Confiture Aïcha figue 430 g',
  }),
  row('tea-sultan-green-200g', 'Sultan', '12.00', HC.hotDrinks, {
    ar: 'أتاي سلطان الشاي الأخضر 200 غ',
    fr: 'Thé vert Sultan 200 g',
  }),
  row('mint-fresh-bunch', null, '2.00', HC.spices, {
    ar: 'نعناع طري ربطة',
    fr: 'Menthe fraîche, botte',
  }),
  row('sugar-cone-2kg', null, '9.00', HC.sweets, {
    ar: 'قالب سكر 2 كيلو',
    fr: 'Pain de sucre 2 kg',
  }),
  row('milk-centrale-pasteurized-1l', 'Centrale', '4.00', HC.dairy, {
    ar: 'حليب سنطرال مبستر 1 لتر',
    fr: 'Lait Centrale pasteurisé 1 L',
  }),
  row('yogurt-jaouda-strawberry-4', 'Jaouda', '5.00', HC.dairy, {
    ar: 'ياغورت جودة بالفراولة 4 علب',
    fr: 'Yaourt Jaouda à la fraise 4 x 110 g',
  }),
  row('lben-fermented-milk-1l', null, '4.00', HC.dairy, {
    ar: 'لبن مغربي 1 لتر',
    fr: 'Lben lait fermenté 1 L',
  }),
  row('yogurt-danone-plain-4', 'Danone', '5.00', HC.dairy, {
    ar: 'ياغورت دانون طبيعي 4 علب',
    fr: 'Yaourt nature Danone 4 x 110 g',
  }),
  row('cheese-vachequirit-16', 'La Vache qui rit', '11.00', HC.dairy, {
    en: 'The Laughing Cow cheese, 16 portions',
    ar: 'جبن البقرة الضاحكة 16 قطعة',
    fr: 'La Vache qui rit, 16 portions',
  }),
  row('olives-black-moroccan-500g', null, '9.00', HC.pickles, {
    ar: 'زيتون أسود مغربي 500 غ',
    fr: 'Olives noires marocaines 500 g',
  }),
  row('chebakia-honey-500g', null, '25.00', HC.sweets, {
    ar: 'شباكية بالعسل 500 غ',
    fr: 'Chebakia au miel 500 g',
  }),
  row('msemen-frozen-10', null, '12.00', HC.bakery, {
    ar: 'مسمن مجمد 10 حبات',
    fr: 'Msemen surgelé 10 pièces',
  }),
  row('rasalhanout-100g', null, '8.00', HC.spices, {
    ar: 'راس الحانوت 100 غ',
    fr: 'Ras el hanout 100 g',
  }),
  row('cumin-ground-100g', null, '6.00', HC.spices, {
    ar: 'كمون مطحون 100 غ',
    fr: 'Cumin moulu 100 g',
  }),
  row('water-sidiali-1-5l-6', 'Sidi Ali', '9.00', HC.drinks, {
    ar: 'ماء معدني سيدي علي 1.5 لتر 6 قنينات',
    fr: 'Eau minérale Sidi Ali 1,5 L x 6',
  }),
  row('soda-hamoudboualem-selecto-1l', 'حمود بوعلام', '5.00', HC.drinks, {
    ar: 'سيليكتو حمود بوعلام 1 لتر',
  }),
  row('dates-degletnour-1kg', null, '19.00', HC.sweets, {
    ar: 'تمر دقلة نور 1 كيلو',
    fr: 'Dattes Deglet Nour 1 kg',
  }),
  row('makrout-dates-500g', null, '25.00', HC.sweets, {
    ar: 'مقروط بالتمر 500 غ',
    fr: 'Makrout aux dattes 500 g',
  }),
  row('halwa-chamia-400g', null, '9.00', HC.sweets, {
    ar: 'حلوى الشامية 400 غ',
    fr: 'Halwa chamia 400 g',
  }),
  row('honey-sidr-500g', null, '89.00', HC.spreads, {
    en: 'Sidr honey 500g',
    ar: 'عسل سدر 500 جم',
    fr: 'Miel de jujubier (sidr) 500 g',
  }),
];
