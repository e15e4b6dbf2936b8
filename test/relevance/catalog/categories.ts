/** The store's category tree (English and Arabic names), as the batch API takes it. */
export interface CategoryIn {
  readonly id: string;
  readonly path: readonly { readonly en: string; readonly ar: string }[];
}

const category = (id: string, ...levels: readonly [en: string, ar: string][]): CategoryIn => ({
  id,
  path: levels.map(([en, ar]) => ({ en, ar })),
});

const electronics: [string, string] = ['Electronics', 'إلكترونيات'];
const appliances: [string, string] = ['Home Appliances', 'أجهزة منزلية'];
const grocery: [string, string] = ['Grocery', 'مواد غذائية'];
const fashion: [string, string] = ['Fashion', 'أزياء'];
const home: [string, string] = ['Home & Furniture', 'المنزل والأثاث'];
const beauty: [string, string] = ['Beauty', 'العناية والجمال'];
const baby: [string, string] = ['Baby & Kids', 'الأم والطفل'];

export const CATEGORIES = {
  phones: category('smartphones', electronics, ['Smartphones', 'هواتف ذكية']),
  phoneAccessories: category('phone-accessories', electronics, ['Phone Accessories', 'إكسسوارات الجوال']),
  tvs: category('tvs', electronics, ['Televisions', 'تلفزيونات']),
  audio: category('audio', electronics, ['Audio', 'صوتيات']),
  laptops: category('laptops', electronics, ['Computers', 'كمبيوتر'], ['Laptops', 'لابتوبات']),
  computerAccessories: category(
    'computer-accessories',
    electronics,
    ['Computers', 'كمبيوتر'],
    ['Accessories', 'ملحقات'],
  ),
  tablets: category('tablets', electronics, ['Tablets', 'أجهزة لوحية']),
  wearables: category('wearables', electronics, ['Wearables', 'أجهزة قابلة للارتداء']),
  gaming: category('gaming', electronics, ['Gaming', 'ألعاب الفيديو']),
  fridges: category('refrigerators', appliances, ['Refrigerators & Freezers', 'ثلاجات وفريزرات']),
  cooling: category('air-conditioners', appliances, ['Air Conditioning', 'تكييف وتبريد']),
  laundry: category('laundry', appliances, ['Washing & Drying', 'غسيل وتجفيف']),
  kitchenAppliances: category('kitchen-appliances', appliances, [
    'Small Kitchen Appliances',
    'أجهزة المطبخ الصغيرة',
  ]),
  cleaning: category('cleaning-appliances', appliances, ['Cleaning', 'أجهزة التنظيف']),
  rice: category('rice-grains', grocery, ['Rice & Grains', 'الأرز والحبوب']),
  bakingPasta: category('flour-pasta', grocery, ['Flour & Pasta', 'الدقيق والمعكرونة']),
  cookingOil: category('cooking-oil', grocery, ['Cooking Oil', 'زيوت الطبخ']),
  dairy: category('dairy', grocery, ['Dairy & Eggs', 'الألبان والبيض']),
  sugarSweeteners: category('sugar', grocery, ['Sugar & Sweeteners', 'السكر والمحليات']),
  produce: category('produce', grocery, ['Fruit & Vegetables', 'خضار وفواكه']),
  snacks: category('snacks', grocery, ['Snacks', 'وجبات خفيفة']),
  sweets: category('sweets', grocery, ['Chocolate & Sweets', 'شوكولاتة وحلويات']),
  hotDrinks: category('tea-coffee', grocery, ['Tea & Coffee', 'شاي وقهوة']),
  drinks: category('drinks', grocery, ['Water & Juices', 'مياه وعصائر']),
  dates: category('dates', grocery, ['Dates & Honey', 'تمور وعسل']),
  pantry: category('pantry', grocery, ['Canned Food', 'معلبات']),
  babyFood: category('baby-food', baby, ['Baby Milk & Food', 'حليب وأغذية الأطفال']),
  shoes: category('shoes', fashion, ['Shoes', 'أحذية']),
  bags: category('bags', fashion, ['Bags & Luggage', 'حقائب وأمتعة']),
  menClothing: category('men-clothing', fashion, ['Men', 'رجالي']),
  womenClothing: category('women-clothing', fashion, ['Women', 'نسائي']),
  kidsClothing: category('kids-clothing', fashion, ['Kids', 'أطفال']),
  watches: category('watches', fashion, ['Watches & Accessories', 'ساعات وإكسسوارات']),
  livingRoom: category('living-room', home, ['Living Room', 'غرفة المعيشة']),
  bedroom: category('bedroom', home, ['Bedroom', 'غرفة النوم']),
  dining: category('dining', home, ['Dining Room', 'غرفة الطعام']),
  office: category('office-furniture', home, ['Office', 'المكتب']),
  homeDecor: category('home-decor', home, ['Carpets & Decor', 'سجاد وديكور']),
  storage: category('storage', home, ['Storage', 'التخزين والتنظيم']),
  medical: category('medical', home, ['Medical Supplies', 'مستلزمات طبية']),
  fragrance: category('fragrance', beauty, ['Fragrance', 'عطور']),
  personalCare: category('personal-care', beauty, ['Personal Care', 'العناية الشخصية']),
  makeup: category('makeup', beauty, ['Makeup', 'مكياج']),
  babyCare: category('baby-care', baby, ['Diapers & Care', 'الحفاضات والعناية']),
  babyGear: category('baby-gear', baby, ['Strollers & Car Seats', 'عربات ومقاعد السيارة']),
  toys: category('toys', baby, ['Toys', 'ألعاب']),
  auto: category('auto', ['Automotive', 'السيارات'], ['Car Care', 'العناية بالسيارة']),
} as const;
