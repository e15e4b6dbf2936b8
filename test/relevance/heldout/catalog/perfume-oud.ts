import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { HC } from './categories.ts';

/** Western and Arabian perfumes, oud oil and wood, musk, bakhoor and burners. */
export const PERFUME_OUD: readonly ProductInput[] = [
  row(
    'perfume-dior-sauvage-edt-100',
    'Dior',
    '499.00',
    HC.perfumes,
    {
      en: 'Dior Sauvage Eau de Toilette for men 100ml',
      ar: 'عطر ديور سوفاج للرجال أو دو تواليت 100 مل',
    },
    { sale: '449.00', attrs: { gender: 'Men', volume: '100ml' } },
  ),
  row(
    'perfume-chanel-cocomademoiselle-edp-100',
    'Chanel',
    '689.00',
    HC.perfumes,
    {
      en: 'Chanel Coco Mademoiselle Eau de Parfum for women 100ml',
      ar: 'عطر شانيل كوكو مدموازيل نسائي أو دو بارفان 100 مل',
    },
    { attrs: { gender: 'Women', volume: '100ml' } },
  ),
  row(
    'perfume-ysl-libre-edp-90',
    'Yves Saint Laurent',
    '599.00',
    HC.perfumes,
    {
      en: 'Yves Saint Laurent Libre Eau de Parfum for women 90ml',
      ar: 'عطر ايف سان لوران ليبر نسائي 90 مل',
      fr: 'Yves Saint Laurent Libre Eau de Parfum femme 90 ml',
    },
    { attrs: { gender: 'Women', volume: '90ml' } },
  ),
  row(
    'perfume-armani-acquadigio-edt-100',
    'Giorgio Armani',
    '459.00',
    HC.perfumes,
    {
      en: 'Giorgio Armani Acqua di Gio Eau de Toilette for men 100ml',
      ar: 'عطر جورجيو أرماني أكوا دي جيو رجالي 100 مل',
    },
    { attrs: { gender: 'Men', volume: '100ml' } },
  ),
  row(
    'perfume-carolinaherrera-goodgirl-80',
    'Carolina Herrera',
    '529.00',
    HC.perfumes,
    {
      en: 'Carolina Herrera Good Girl Eau de Parfum 80ml',
      ar: 'عطر كارولينا هيريرا جود جيرل نسائي 80 مل',
    },
    { attrs: { gender: 'Women', volume: '80ml' } },
  ),
  row(
    'perfume-tomford-oudwood-edp-50',
    'Tom Ford',
    '1050.00',
    HC.perfumes,
    {
      en: 'Tom Ford Oud Wood Eau de Parfum 50ml',
    },
    { attrs: { gender: 'Unisex', volume: '50ml' } },
  ),
  row(
    'perfume-montblanc-explorer-edp-100',
    'Montblanc',
    '349.00',
    HC.perfumes,
    {
      en: 'Montblanc Explorer Eau de Parfum for men 100ml',
      ar: 'عطر مونت بلانك اكسبلورر رجالي 100 مل',
    },
    { attrs: { gender: 'Men', volume: '100ml' } },
  ),
  row(
    'perfume-lattafa-khamrah-edp-100',
    'Lattafa',
    '119.00',
    HC.perfumes,
    {
      en: 'Lattafa Khamrah Eau de Parfum 100ml',
      ar: 'عطر لطافة خمرة أو دو بارفان 100 مل',
    },
    { attrs: { gender: 'Unisex', volume: '100ml' } },
  ),
  row(
    'perfume-lattafa-asad-edp-100',
    'Lattafa',
    '99.00',
    HC.perfumes,
    {
      en: 'Lattafa Asad Eau de Parfum for men 100ml',
      ar: 'عطر لطافة أسد للرجال 100 مل',
    },
    { attrs: { gender: 'Men', volume: '100ml' } },
  ),
  row(
    'perfume-lattafa-yara-edp-100',
    'Lattafa',
    '109.00',
    HC.perfumes,
    {
      en: 'Lattafa Yara Eau de Parfum for women 100ml',
      ar: 'عطر لطافة يارا نسائي 100 مل',
    },
    { attrs: { gender: 'Women', volume: '100ml' } },
  ),
  row(
    'perfume-rasasi-hawas-edp-100',
    'Rasasi',
    '259.00',
    HC.perfumes,
    {
      en: 'Rasasi Hawas for Him Eau de Parfum 100ml',
      ar: 'عطر الرصاصي هواس للرجال 100 مل',
    },
    { attrs: { gender: 'Men', volume: '100ml' } },
  ),
  row(
    'perfume-ajmal-evoke-men-90',
    'Ajmal',
    '219.00',
    HC.perfumes,
    {
      en: 'Ajmal Evoke Silver Edition for him EDP 90ml',
      ar: 'عطر أجمل إيفوك سيلفر رجالي 90 مل',
    },
    { attrs: { gender: 'Men', volume: '90ml' } },
  ),
  row(
    'perfume-ajmal-amberwood-edp-100',
    'Ajmal',
    '299.00',
    HC.perfumes,
    {
      en: 'Ajmal Amber Wood Eau de Parfum 100ml',
      ar: 'عطر أجمل عنبر وود 100 مل',
    },
    { attrs: { gender: 'Unisex', volume: '100ml' } },
  ),
  row(
    'perfume-swissarabian-shaghafoud-75',
    'Swiss Arabian',
    '239.00',
    HC.perfumes,
    {
      en: 'Swiss Arabian Shaghaf Oud Eau de Parfum 75ml',
      ar: 'عطر سويس أرابيان شغف عود 75 مل',
    },
    { attrs: { gender: 'Unisex', volume: '75ml' } },
  ),
  row(
    'perfume-alharamain-amberoud-gold-60',
    'Al Haramain',
    '329.00',
    HC.perfumes,
    {
      en: 'Al Haramain Amber Oud Gold Edition EDP 60ml',
      ar: 'عطر الحرمين عنبر عود جولد إديشن 60 مل',
    },
    { attrs: { gender: 'Unisex', volume: '60ml' } },
  ),
  row(
    'perfume-ardalzaafaran-dirham-100',
    'Ard Al Zaafaran',
    '69.00',
    HC.perfumes,
    {
      en: 'Ard Al Zaafaran Dirham Eau de Parfum 100ml',
      ar: 'عطر درهم من أرض الزعفران 100 مل',
    },
    { attrs: { gender: 'Men', volume: '100ml' } },
  ),
  row(
    'perfume-arabianoud-kalemat-100',
    'Arabian Oud',
    '395.00',
    HC.perfumes,
    {
      en: 'Arabian Oud Kalemat Eau de Parfum 100ml',
      ar: 'عطر كلمات العربية للعود 100 مل',
    },
    { attrs: { gender: 'Unisex', volume: '100ml' } },
  ),
  row(
    'perfume-arabianoud-madawi-90',
    'Arabian Oud',
    '350.00',
    HC.perfumes,
    {
      en: 'Arabian Oud Madawi Eau de Parfum for women 90ml',
      ar: 'عطر مداوي العربية للعود نسائي 90 مل',
    },
    { attrs: { gender: 'Women', volume: '90ml' } },
  ),
  row(
    'perfumeoil-alrehab-chocomusk-6ml',
    'Al Rehab',
    '12.00',
    HC.perfumes,
    {
      en: 'Al Rehab Choco Musk concentrated perfume oil roll-on 6ml',
      ar: 'زيت عطري الرحاب شوكو مسك رول 6 مل',
      fr: 'Huile parfumée Al Rehab Choco Musk 6 ml',
    },
    { attrs: { volume: '6ml' } },
  ),
  row(
    'bodymist-victoriassecret-barevanilla-250',
    "Victoria's Secret",
    '129.00',
    HC.perfumes,
    {
      en: "Victoria's Secret Bare Vanilla fragrance mist 250ml",
      ar: 'بودي مست فيكتوريا سيكريت بير فانيلا 250 مل',
    },
    { attrs: { gender: 'Women', volume: '250ml' } },
  ),
  row(
    'rosewater-taifi-250',
    null,
    '45.00',
    HC.perfumes,
    {
      en: 'Taifi rose water 250ml',
      ar: 'ماء ورد طائفي 250 مل',
    },
    { attrs: { volume: '250ml' } },
  ),

  row(
    'oudoil-abdulsamad-cambodi-3ml',
    'عبدالصمد القرشي',
    '450.00',
    HC.oud,
    {
      ar: 'دهن عود كمبودي فاخر عبدالصمد القرشي 3 مل',
    },
    { attrs: { volume: '3ml' } },
  ),
  row(
    'oudoil-ajmal-dahnaloud-moattaq-3ml',
    'Ajmal',
    '380.00',
    HC.oud,
    {
      en: 'Ajmal Dahn Al Oudh Moattaq oud oil 3ml',
      ar: 'دهن العود المعتق أجمل 3 مل',
    },
    { attrs: { volume: '3ml' } },
  ),
  row(
    'oudwood-cambodi-chips-12g',
    null,
    '320.00',
    HC.oud,
    {
      en: 'Natural Cambodian oud wood chips 12g',
      ar: 'عود كمبودي طبيعي للتبخير 12 جرام',
    },
    { attrs: { weight: '12g' } },
  ),
  row(
    'oudwood-indian-tola',
    null,
    '280.00',
    HC.oud,
    {
      ar: 'عود هندي طبيعي للتبخير تولة',
    },
    { attrs: { weight: '11.6g' } },
  ),
  row(
    'bakhoor-adeni-250g',
    null,
    '65.00',
    HC.oud,
    {
      en: 'Adeni bakhoor incense 250g',
      ar: 'بخور عدني فاخر 250 جرام',
    },
    { attrs: { weight: '250g' } },
  ),
  row(
    'bakhoor-mamoul-royal-100g',
    'Arabian Oud',
    '95.00',
    HC.oud,
    {
      en: 'Arabian Oud royal mamoul bakhoor 100g',
      ar: 'معمول ملكي للتبخير العربية للعود 100 جرام',
    },
    { attrs: { weight: '100g' } },
  ),
  row(
    'musk-tahara-white-30g',
    null,
    '25.00',
    HC.oud,
    {
      ar: 'مسك الطهارة الأبيض الناعم 30 جرام',
    },
    { attrs: { weight: '30g' } },
  ),
  row(
    'burner-electric-usb-gold',
    null,
    '89.00',
    HC.burners,
    {
      en: 'Rechargeable electric bakhoor burner USB, gold',
      ar: 'مبخرة كهربائية شحن USB ذهبي',
    },
    { attrs: { color: 'Gold' } },
  ),
  row('burner-wood-brass-traditional', null, '120.00', HC.burners, {
    en: 'Traditional wooden incense burner with brass',
    ar: 'مبخرة خشب تقليدية مطعمة نحاس',
  }),
  row('charcoal-bakhoor-quicklight-10', null, '15.00', HC.burners, {
    en: 'Quick-light charcoal tablets for bakhoor, 10 pieces',
    ar: 'فحم بخور سريع الاشتعال 10 أقراص',
  }),
];
