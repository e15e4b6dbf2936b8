import type { ProductInput } from '../../../domain/catalog/product.ts';
import { CATEGORIES as C } from './categories.ts';
import { product as p } from './product-row.ts';

const color = (c: string) => ({ attributes: { Color: c } });

/** Furniture, bedding, carpets and medical furniture. */
export const HOME: readonly ProductInput[] = [
  p(
    'sofa-3seater-fabric-gray',
    null,
    '1499.00',
    C.livingRoom,
    {
      en: '3-seater fabric sofa Gray',
      ar: 'كنبة ثلاثية قماش رمادي',
    },
    color('Gray'),
  ),
  p(
    'sofa-lshape-corner-beige',
    null,
    '2999.00',
    C.livingRoom,
    {
      en: 'L-shaped corner sofa Beige',
      ar: 'كنبة زاوية حرف L بيج',
    },
    color('Beige'),
  ),
  p(
    'sofa-bed-convertible-blue',
    null,
    '1199.00',
    C.livingRoom,
    {
      en: 'Convertible sofa bed Blue',
      ar: 'كنبة سرير قابلة للتحويل أزرق',
    },
    color('Blue'),
  ),
  p(
    'sofa-2seater-leather-brown',
    null,
    '1899.00',
    C.livingRoom,
    {
      en: '2-seater leather sofa Brown',
      ar: 'أريكة جلد مقعدين بني',
    },
    color('Brown'),
  ),
  p(
    'sofa-chesterfield-velvet-green',
    null,
    '2499.00',
    C.livingRoom,
    {
      en: 'Chesterfield 3-seater velvet sofa Green',
      ar: 'أريكة تشيسترفيلد مخمل ثلاثية أخضر',
    },
    color('Green'),
  ),
  p(
    'armchair-recliner-brown',
    null,
    '899.00',
    C.livingRoom,
    {
      en: 'Recliner armchair Brown',
      ar: 'كرسي استرخاء هزاز بني',
    },
    color('Brown'),
  ),
  p(
    'majlis-floor-seating-set',
    null,
    '2299.00',
    C.livingRoom,
    {
      ar: 'جلسة عربية أرضية 8 قطع',
    },
    color('Red'),
  ),
  p(
    'table-coffee-marble',
    null,
    '499.00',
    C.livingRoom,
    {
      en: 'Marble coffee table',
      ar: 'طاولة قهوة رخام',
    },
    color('White'),
  ),
  p(
    'table-tvstand-160cm-walnut',
    null,
    '449.00',
    C.livingRoom,
    {
      en: 'TV stand table 160cm Walnut',
      ar: 'طاولة تلفزيون 160 سم جوز',
    },
    color('Brown'),
  ),
  p(
    'table-dining-wood-6seat',
    null,
    '1599.00',
    C.dining,
    {
      en: '6-seater wooden dining table',
      ar: 'طاولة طعام خشب 6 كراسي',
    },
    color('Brown'),
  ),
  p(
    'chair-dining-set4',
    null,
    '799.00',
    C.dining,
    {
      en: 'Dining chairs, set of 4',
      ar: 'طقم كراسي طعام 4 قطع',
    },
    color('Beige'),
  ),
  p(
    'chair-office-ergonomic-black',
    null,
    '599.00',
    C.office,
    {
      en: 'Ergonomic office chair Black',
      ar: 'كرسي مكتب مريح أسود',
    },
    color('Black'),
  ),
  p(
    'desk-study-drawers',
    null,
    '349.00',
    C.office,
    {
      en: 'Study desk with drawers',
      ar: 'مكتب دراسة بأدراج',
    },
    color('White'),
  ),
  p(
    'bed-king-wood-180x200',
    null,
    '1799.00',
    C.bedroom,
    {
      en: 'King size wooden bed 180x200',
      ar: 'سرير خشب كينج 180×200',
    },
    color('Brown'),
  ),
  p(
    'bed-kids-single-90x190',
    null,
    '699.00',
    C.bedroom,
    {
      en: 'Kids single bed 90x190',
      ar: 'سرير أطفال مفرد 90×190',
    },
    color('White'),
  ),
  p('mattress-medical-180x200', null, '999.00', C.bedroom, {
    en: 'Medical mattress 180x200',
    ar: 'مرتبة طبية 180×200',
  }),
  p('mattress-spring-120x200', null, '599.00', C.bedroom, {
    en: 'Spring mattress 120x200',
    ar: 'مرتبة سوست 120×200',
  }),
  p('pillow-memoryfoam-medical', null, '99.00', C.bedroom, {
    en: 'Memory foam medical pillow',
    ar: 'مخدة طبية ميموري فوم',
  }),
  p(
    'wardrobe-3door-white',
    null,
    '1299.00',
    C.bedroom,
    {
      en: '3-door wardrobe White',
      ar: 'دولاب ملابس 3 أبواب أبيض',
    },
    color('White'),
  ),
  p(
    'shoecabinet-3door-white',
    null,
    '399.00',
    C.storage,
    {
      en: 'Shoe cabinet with 3 doors White',
      ar: 'جزامة خشب 3 أبواب أبيض',
    },
    color('White'),
  ),
  p(
    'carpet-persian-200x300',
    null,
    '899.00',
    C.homeDecor,
    {
      en: 'Persian style carpet 200x300',
      ar: 'سجادة فارسية 200×300',
    },
    color('Red'),
  ),
  p('bed-hospital-electric', null, '3499.00', C.medical, {
    en: 'Electric hospital bed',
    ar: 'سرير مستشفى كهربائي',
  }),
  p('wheelchair-folding', null, '599.00', C.medical, {
    en: 'Folding wheelchair',
    ar: 'كرسي متحرك قابل للطي',
  }),
];
