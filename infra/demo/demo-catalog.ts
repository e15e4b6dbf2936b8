/**
 * The demo store's catalog: written for this project (no outside source), composed from the
 * tables below: each base product in a few colors or sizes, names in Arabic and English.
 */
export interface DemoProduct {
  readonly id: string;
  readonly name: { readonly en: string; readonly ar: string };
  readonly brand: string;
  readonly price: string;
  readonly sale_price: string | null;
  readonly currency: 'SAR';
  readonly in_stock: boolean;
  readonly url: string;
  readonly image_url: string;
  readonly categories: { id: string; path: { en: string; ar: string }[] }[];
  readonly attributes: Record<string, string>;
}

type Base = readonly [en: string, ar: string, brand: string, price: number];
type Variant = readonly [en: string, ar: string];

const COLORS: readonly Variant[] = [
  ['Black', 'أسود'],
  ['White', 'أبيض'],
  ['Blue', 'أزرق'],
  ['Red', 'أحمر'],
];
const SIZES: readonly Variant[] = [
  ['Size 40', 'مقاس 40'],
  ['Size 42', 'مقاس 42'],
  ['Size 44', 'مقاس 44'],
];
const PACKS: readonly Variant[] = [
  ['1 kg', '١ كيلو'],
  ['2 kg', '٢ كيلو'],
  ['5 kg', '٥ كيلو'],
];
const VOLUMES: readonly Variant[] = [
  ['500 ml', '٥٠٠ مل'],
  ['1 liter', '١ لتر'],
  ['2 liters', '٢ لتر'],
];

const CATEGORIES: readonly {
  id: string;
  path: [Variant, Variant];
  variants: readonly Variant[];
  attribute: string;
  items: readonly Base[];
}[] = [
  {
    id: 'phones',
    path: [
      ['Electronics', 'إلكترونيات'],
      ['Phones', 'جوالات'],
    ],
    variants: COLORS,
    attribute: 'Color',
    items: [
      ['iPhone 15 128GB', 'ايفون 15 128 جيجا', 'Apple', 3499],
      ['iPhone 15 Pro 256GB', 'ايفون 15 برو 256 جيجا', 'Apple', 4999],
      ['Galaxy S24 256GB', 'جالكسي اس 24 256 جيجا', 'Samsung', 3799],
      ['Galaxy A55 128GB', 'جالكسي اي 55 128 جيجا', 'Samsung', 1599],
      ['Redmi Note 13', 'ريدمي نوت 13', 'Xiaomi', 899],
      ['Pixel 8', 'بكسل 8', 'Google', 2899],
    ],
  },
  {
    id: 'headphones',
    path: [
      ['Electronics', 'إلكترونيات'],
      ['Headphones', 'سماعات'],
    ],
    variants: COLORS,
    attribute: 'Color',
    items: [
      ['AirPods Pro wireless earbuds', 'سماعات ايربودز برو لاسلكية', 'Apple', 949],
      ['Galaxy Buds wireless earbuds', 'سماعات جالكسي بودز لاسلكية', 'Samsung', 549],
      ['Noise cancelling headphones WH-1000XM5', 'سماعة رأس عازلة للضوضاء', 'Sony', 1399],
      ['Sport Bluetooth headphones', 'سماعة بلوتوث رياضية', 'JBL', 249],
    ],
  },
  {
    id: 'laptops',
    path: [
      ['Electronics', 'إلكترونيات'],
      ['Laptops', 'لابتوبات'],
    ],
    variants: COLORS,
    attribute: 'Color',
    items: [
      ['MacBook Air 13 M3', 'ماك بوك اير 13 ام 3', 'Apple', 4599],
      ['ThinkPad X1 Carbon', 'لابتوب ثينك باد اكس 1', 'Lenovo', 6299],
      ['Gaming laptop 16 inch', 'لابتوب ألعاب 16 بوصة', 'ASUS', 5499],
      ['Chromebook 14', 'كروم بوك 14', 'HP', 1199],
    ],
  },
  {
    id: 'tv',
    path: [
      ['Electronics', 'إلكترونيات'],
      ['Televisions', 'شاشات'],
    ],
    variants: [
      ['43 inch', '43 بوصة'],
      ['55 inch', '55 بوصة'],
      ['65 inch', '65 بوصة'],
    ],
    attribute: 'Size',
    items: [
      ['4K smart TV', 'شاشة ذكية 4K', 'Samsung', 1899],
      ['OLED TV', 'شاشة اوليد', 'LG', 4999],
      ['Android TV', 'شاشة اندرويد', 'TCL', 1299],
    ],
  },
  {
    id: 'watches',
    path: [
      ['Electronics', 'إلكترونيات'],
      ['Smart watches', 'ساعات ذكية'],
    ],
    variants: COLORS,
    attribute: 'Color',
    items: [
      ['Apple Watch Series 9', 'ساعة ابل الجيل 9', 'Apple', 1699],
      ['Galaxy Watch 6', 'ساعة جالكسي 6', 'Samsung', 1099],
      ['Fitness band', 'سوار رياضي ذكي', 'Huawei', 199],
    ],
  },
  {
    id: 'kitchen',
    path: [
      ['Home appliances', 'أجهزة منزلية'],
      ['Kitchen appliances', 'أجهزة المطبخ'],
    ],
    variants: COLORS,
    attribute: 'Color',
    items: [
      ['Air fryer 5 liters', 'قلاية هوائية 5 لتر', 'Philips', 449],
      ['Espresso coffee machine', 'مكينة قهوة اسبريسو', 'DeLonghi', 1299],
      ['Electric kettle 1.7 liters', 'غلاية ماء كهربائية 1.7 لتر', 'Tefal', 129],
      ['Blender 1.5 liters', 'خلاط 1.5 لتر', 'Moulinex', 219],
      ['Microwave oven 25 liters', 'مايكرويف 25 لتر', 'Samsung', 499],
    ],
  },
  {
    id: 'cleaning',
    path: [
      ['Home appliances', 'أجهزة منزلية'],
      ['Cleaning', 'تنظيف'],
    ],
    variants: COLORS,
    attribute: 'Color',
    items: [
      ['Robot vacuum cleaner', 'مكنسة روبوت', 'Xiaomi', 1199],
      ['Cordless vacuum cleaner', 'مكنسة لاسلكية', 'Dyson', 2299],
      ['Steam iron', 'مكواة بخار', 'Philips', 199],
    ],
  },
  {
    id: 'shoes',
    path: [
      ['Fashion', 'أزياء'],
      ['Shoes', 'أحذية'],
    ],
    variants: SIZES,
    attribute: 'Size',
    items: [
      ['Running shoes', 'حذاء جري', 'Nike', 399],
      ['Leather sneakers', 'حذاء رياضي جلد', 'Adidas', 349],
      ['Sandals', 'صندل', 'Crocs', 179],
      ['Football boots', 'حذاء كرة قدم', 'Puma', 299],
    ],
  },
  {
    id: 'clothing',
    path: [
      ['Fashion', 'أزياء'],
      ['Clothing', 'ملابس'],
    ],
    variants: [
      ['Small', 'صغير'],
      ['Medium', 'وسط'],
      ['Large', 'كبير'],
    ],
    attribute: 'Size',
    items: [
      ['Cotton thobe', 'ثوب قطن', 'Al Aseel', 189],
      ['Abaya', 'عباية', 'Hessa', 349],
      ['Hoodie', 'هودي', 'H&M', 129],
      ['Sports t-shirt', 'تيشيرت رياضي', 'Nike', 99],
      ['Shemagh', 'شماغ', 'Al Aseel', 149],
    ],
  },
  {
    id: 'perfume',
    path: [
      ['Beauty', 'جمال'],
      ['Perfume', 'عطور'],
    ],
    variants: [
      ['50 ml', '٥٠ مل'],
      ['100 ml', '١٠٠ مل'],
      ['200 ml', '٢٠٠ مل'],
    ],
    attribute: 'Size',
    items: [
      ['Oud perfume', 'عطر عود', 'Arabian Oud', 450],
      ['Musk perfume', 'عطر مسك', 'Abdul Samad Al Qurashi', 320],
      ['Rose perfume', 'عطر ورد طائفي', 'Ajmal', 280],
    ],
  },
  {
    id: 'rice',
    path: [
      ['Grocery', 'بقالة'],
      ['Rice', 'أرز'],
    ],
    variants: PACKS,
    attribute: 'Weight',
    items: [
      ['Basmati rice', 'أرز بسمتي', 'Abu Kas', 25],
      ['Sella rice', 'أرز مزة', 'Al Shalan', 22],
      ['Egyptian rice', 'أرز مصري', 'Al Walimah', 15],
    ],
  },
  {
    id: 'coffee',
    path: [
      ['Grocery', 'بقالة'],
      ['Coffee and tea', 'قهوة وشاي'],
    ],
    variants: [
      ['250 g', '٢٥٠ جرام'],
      ['500 g', '٥٠٠ جرام'],
      ['1 kg', '١ كيلو'],
    ],
    attribute: 'Weight',
    items: [
      ['Arabic coffee with cardamom', 'قهوة عربية بالهيل', 'Al Khair', 45],
      ['Espresso coffee beans', 'حبوب قهوة اسبريسو', 'Lavazza', 79],
      ['Black tea', 'شاي أسود', 'Lipton', 29],
      ['Dates Sukkari', 'تمر سكري', 'Bateel', 89],
    ],
  },
  {
    id: 'drinks',
    path: [
      ['Grocery', 'بقالة'],
      ['Drinks', 'مشروبات'],
    ],
    variants: VOLUMES,
    attribute: 'Volume',
    items: [
      ['Mineral water', 'مياه معدنية', 'Nova', 3],
      ['Orange juice', 'عصير برتقال', 'Almarai', 9],
      ['Fresh milk', 'حليب طازج', 'Almarai', 7],
      ['Laban', 'لبن', 'Al Safi', 6],
    ],
  },
  {
    id: 'oil',
    path: [
      ['Grocery', 'بقالة'],
      ['Oil and ghee', 'زيوت وسمن'],
    ],
    variants: VOLUMES,
    attribute: 'Volume',
    items: [
      ['Olive oil', 'زيت زيتون', 'Al Wadi', 35],
      ['Sunflower oil', 'زيت دوار الشمس', 'Afia', 19],
      ['Ghee', 'سمن', 'Al Baker', 39],
    ],
  },
  {
    id: 'toys',
    path: [
      ['Kids', 'أطفال'],
      ['Toys', 'ألعاب'],
    ],
    variants: COLORS,
    attribute: 'Color',
    items: [
      ['Building blocks set', 'مكعبات بناء', 'LEGO', 199],
      ['Remote control car', 'سيارة تحكم عن بعد', 'Hot Wheels', 149],
      ['Doll house', 'بيت دمى', 'Barbie', 299],
      ['Kids bicycle', 'دراجة أطفال', 'Giant', 449],
    ],
  },
  {
    id: 'baby',
    path: [
      ['Kids', 'أطفال'],
      ['Baby', 'رضع'],
    ],
    variants: [
      ['Size 3', 'مقاس 3'],
      ['Size 4', 'مقاس 4'],
      ['Size 5', 'مقاس 5'],
    ],
    attribute: 'Size',
    items: [
      ['Baby diapers', 'حفاضات أطفال', 'Pampers', 69],
      ['Baby wipes', 'مناديل مبللة للأطفال', 'Huggies', 19],
      ['Baby stroller', 'عربية أطفال', 'Chicco', 899],
    ],
  },
  {
    id: 'furniture',
    path: [
      ['Home', 'منزل'],
      ['Furniture', 'أثاث'],
    ],
    variants: COLORS,
    attribute: 'Color',
    items: [
      ['Office chair', 'كرسي مكتب', 'IKEA', 399],
      ['Dining table', 'طاولة طعام', 'Home Centre', 1299],
      ['Three seat sofa', 'كنبة ثلاث مقاعد', 'Home Centre', 2499],
      ['Bookshelf', 'مكتبة كتب', 'IKEA', 349],
    ],
  },
  {
    id: 'sports',
    path: [
      ['Sports', 'رياضة'],
      ['Fitness', 'لياقة'],
    ],
    variants: COLORS,
    attribute: 'Color',
    items: [
      ['Treadmill', 'جهاز مشي', 'Technogym', 3999],
      ['Yoga mat', 'سجادة يوغا', 'Reebok', 89],
      ['Dumbbells set 20 kg', 'طقم دمبلز 20 كيلو', 'Adidas', 299],
      ['Football', 'كرة قدم', 'Adidas', 119],
    ],
  },
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function compose(): DemoProduct[] {
  const out: DemoProduct[] = [];
  for (const category of CATEGORIES) {
    for (const [en, ar, brand, price] of category.items) {
      category.variants.forEach(([ven, var_], v) => {
        const id = `${slug(`${en} ${ven}`)}`;
        const amount = price * (1 + v * 0.08);
        const n = out.length;
        out.push({
          id,
          name: { en: `${brand} ${en} ${ven}`, ar: `${ar} ${var_} ${brand}` },
          brand,
          price: amount.toFixed(2),
          sale_price: n % 4 === 1 ? (amount * 0.85).toFixed(2) : null,
          currency: 'SAR',
          in_stock: n % 11 !== 7,
          url: `/demo/p/${id}`,
          image_url: `/demo/img/${id}.svg`,
          categories: [
            {
              id: category.id,
              path: category.path.map(([pen, par]) => ({ en: pen, ar: par })),
            },
          ],
          attributes: { [category.attribute]: ven },
        });
      });
    }
  }
  return out;
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = compose();
