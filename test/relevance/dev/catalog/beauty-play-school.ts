import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { DC } from './categories.ts';

/**
 * Make-up and hair care, bicycles and toys, sport and school supplies, named as a store writes
 * them, for the eleventh pass's fourth batch (French loanwords of the Maghreb among its queries).
 */
export const DEV_BEAUTY_PLAY_SCHOOL: readonly ProductInput[] = [
  row('mascara-maybelline-lash', 'Maybelline', '59.00', DC.care, {
    en: 'Maybelline Lash Sensational mascara, black',
    ar: 'ماسكارا ميبيلين لاش سنسيشنال أسود',
    fr: 'Mascara Maybelline Lash Sensational noir',
  }),
  row('foundation-loreal-infaillible-30ml', "L'Oréal", '89.00', DC.care, {
    en: "L'Oréal Infaillible 24H foundation 30ml",
    ar: 'كريم أساس لوريال إنفاليبل 30 مل',
    fr: "Fond de teint L'Oréal Infaillible 24H 30 ml",
  }),
  row('micellar-garnier-400ml', 'Garnier', '45.00', DC.care, {
    en: 'Garnier micellar cleansing water 400ml',
    ar: 'ماء ميسيلار منظف للوجه غارنييه 400 مل',
    fr: 'Eau micellaire démaquillante Garnier 400 ml',
  }),
  row('conditioner-pantene-360ml', 'Pantene', '29.00', DC.care, {
    en: 'Pantene repair and protect conditioner 360ml',
    ar: 'بلسم بانتين للشعر التالف 360 مل',
    fr: 'Après-shampooing Pantene réparation 360 ml',
  }),
  row('hairgel-gatsby-150g', 'Gatsby', '19.00', DC.care, {
    en: 'Gatsby hair styling gel 150g',
    ar: 'جل تصفيف الشعر جاتسبي 150 غ',
  }),
  row('showergel-dove-500ml', 'Dove', '27.00', DC.care, {
    en: 'Dove shower gel 500ml',
    ar: 'غسول جسم دوف 500 مل',
    fr: 'Gel douche Dove 500 ml',
  }),
  row('lipstick-maybelline-matte-red', 'Maybelline', '49.00', DC.care, {
    en: 'Maybelline matte lipstick, red',
    ar: 'أحمر شفاه مطفي ميبيلين أحمر',
    fr: 'Rouge à lèvres mat Maybelline rouge',
  }),
  row('nailpolish-essie-red', 'Essie', '39.00', DC.care, {
    en: 'Essie nail polish, red 13.5ml',
    ar: 'طلاء أظافر إيسي أحمر 13.5 مل',
    fr: 'Vernis à ongles Essie rouge 13,5 ml',
  }),
  row('hairbrush-paddle', null, '25.00', DC.care, {
    en: 'Paddle hair brush',
    ar: 'فرشاة شعر مسطحة',
    fr: 'Brosse à cheveux plate',
  }),
  row('bicycle-kids-16in', null, '399.00', DC.toys, {
    en: 'Kids bicycle 16 inch',
    ar: 'دراجة هوائية للأطفال 16 بوصة',
    fr: 'Vélo enfant 16 pouces',
  }),
  row('scooter-kids-3wheels', null, '149.00', DC.toys, {
    en: 'Kids kick scooter, 3 wheels',
    ar: 'سكوتر أطفال 3 عجلات',
    fr: 'Trottinette enfant 3 roues',
  }),
  row('tricycle-toddler-handle', null, '229.00', DC.toys, {
    en: 'Toddler tricycle with push handle',
    ar: 'دراجة ثلاثية للأطفال مع مقبض دفع',
    fr: 'Tricycle évolutif avec canne',
  }),
  row('doll-fashion-30cm', null, '69.00', DC.toys, {
    en: 'Fashion doll 30cm',
    ar: 'دمية عروسة أزياء 30 سم',
    fr: 'Poupée mannequin 30 cm',
  }),
  row('football-size5', null, '59.00', DC.toys, {
    en: 'Football, size 5',
    ar: 'كرة قدم مقاس 5',
    fr: 'Ballon de football taille 5',
  }),
  row('cap-baseball-black', null, '39.00', DC.men, {
    en: 'Baseball cap, black',
    ar: 'قبعة بيسبول سوداء',
    fr: 'Casquette de baseball noire',
  }),
  row('swimsuit-women-onepiece-navy', null, '119.00', DC.women, {
    en: "Women's one-piece swimsuit, navy",
    ar: 'مايوه سباحة نسائي قطعة واحدة كحلي',
    fr: 'Maillot de bain une pièce femme marine',
  }),
  row('eraser-staedtler-2', 'Staedtler', '6.00', DC.school, {
    en: 'Staedtler erasers, pack of 2',
    ar: 'ممحاة ستيدلر عبوتين',
    fr: 'Gommes Staedtler lot de 2',
  }),
  row('correctiontape-tippex', 'Tipp-Ex', '9.00', DC.school, {
    en: 'Tipp-Ex correction tape',
    ar: 'شريط تصحيح تيبكس',
    fr: 'Roller de correction Tipp-Ex',
  }),
  row('stapler-office-staples', null, '29.00', DC.school, {
    en: 'Office stapler with staples',
    ar: 'دباسة مكتب مع دبابيس',
    fr: 'Agrafeuse de bureau avec agrafes',
  }),
];
