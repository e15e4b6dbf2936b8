import { type CategoryLevel, category } from '../../catalog-row.ts';

const mobiles: CategoryLevel = ['Mobiles & Tablets', 'الجوالات والتابلت', 'Téléphones & Tablettes'];
const computers: CategoryLevel = ['Computers', 'الكمبيوتر', 'Informatique'];
const mobileAcc: CategoryLevel = ['Mobile Accessories', 'اكسسوارات الموبايل', 'Accessoires téléphone'];
const computerAcc: CategoryLevel = ['Computer Accessories', 'ملحقات الكمبيوتر', 'Accessoires informatique'];
const fashion: CategoryLevel = ['Fashion', 'الموضة', 'Mode'];
const beauty: CategoryLevel = ['Perfumes & Oud', 'العطور والعود', 'Parfums'];
const pharmacy: CategoryLevel = ['Pharmacy', 'الصيدلية', 'Pharmacie'];
const auto: CategoryLevel = ['Auto Parts', 'قطع غيار السيارات', 'Pièces auto'];
const tools: CategoryLevel = ['Tools & Hardware', 'العدد والأدوات', 'Bricolage'];
const stationery: CategoryLevel = ['Stationery & Office', 'القرطاسية والمكتب', 'Papeterie & Bureau'];
const pets: CategoryLevel = ['Pets', 'الحيوانات الأليفة', 'Animalerie'];
const baby: CategoryLevel = ['Baby', 'الطفل والرضيع', 'Bébé'];
const textiles: CategoryLevel = ['Home Textiles', 'المفروشات', 'Linge de maison'];
const grocery: CategoryLevel = ['Grocery', 'البقالة', 'Épicerie'];

/** The held-out store's category tree. */
export const HC = {
  phones: category('h-phones', mobiles, ['Mobile Phones', 'الهواتف المحمولة', 'Smartphones']),
  tablets: category('h-tablets', mobiles, ['Tablets', 'الأجهزة اللوحية', 'Tablettes']),
  laptops: category('h-laptops', computers, ['Laptops', 'أجهزة اللابتوب', 'Ordinateurs portables']),
  audio: category(
    'h-audio',
    ['Electronics', 'الإلكترونيات', 'Électronique'],
    ['Headphones', 'السماعات', 'Casques & écouteurs'],
  ),
  wearables: category(
    'h-wearables',
    ['Electronics', 'الإلكترونيات', 'Électronique'],
    ['Smart Watches', 'الساعات الذكية', 'Montres connectées'],
  ),
  gaming: category(
    'h-gaming',
    ['Electronics', 'الإلكترونيات', 'Électronique'],
    ['Gaming', 'الألعاب الإلكترونية', 'Jeux vidéo'],
  ),
  cases: category('h-cases', mobileAcc, ['Cases & Covers', 'الكفرات والجرابات', 'Coques & étuis']),
  screenGuards: category('h-screen-guards', mobileAcc, [
    'Screen Protectors',
    'واقيات الشاشة',
    'Protections écran',
  ]),
  charging: category('h-charging', mobileAcc, [
    'Chargers & Cables',
    'الشواحن والكابلات',
    'Chargeurs & câbles',
  ]),
  powerBanks: category('h-power-banks', mobileAcc, ['Power Banks', 'الباور بانك', 'Batteries externes']),
  mobileHolders: category('h-holders', mobileAcc, [
    'Holders & Straps',
    'الحوامل والأحزمة',
    'Supports & bracelets',
  ]),
  mice: category('h-mice-keyboards', computerAcc, [
    'Mice & Keyboards',
    'الماوس ولوحات المفاتيح',
    'Souris & claviers',
  ]),
  storage: category('h-storage', computerAcc, ['Storage', 'وحدات التخزين', 'Stockage']),
  laptopBags: category('h-laptop-bags', computerAcc, [
    'Laptop Bags & Stands',
    'حقائب وحوامل اللابتوب',
    'Sacoches & supports',
  ]),
  pcCables: category('h-pc-cables', computerAcc, [
    'Cables, Hubs & Networking',
    'الكابلات والشبكات',
    'Câbles & réseau',
  ]),

  menClothing: category('h-men-clothing', fashion, ['Men', 'رجالي', 'Homme']),
  womenClothing: category('h-women-clothing', fashion, ['Women', 'نسائي', 'Femme']),
  kidsClothing: category('h-kids-clothing', fashion, ['Kids', 'أطفال', 'Enfant']),
  traditional: category('h-traditional', fashion, [
    'Traditional Wear',
    'الأزياء التقليدية',
    'Tenues traditionnelles',
  ]),
  shoes: category('h-shoes', fashion, ['Shoes', 'الأحذية', 'Chaussures']),
  bags: category('h-bags', fashion, ['Bags', 'الحقائب', 'Sacs']),

  perfumes: category('h-perfumes', beauty, ['Perfumes', 'العطور', 'Parfums']),
  oud: category('h-oud', beauty, ['Oud & Incense', 'العود والبخور', 'Oud & encens']),
  burners: category('h-burners', beauty, ['Incense Burners', 'المباخر', 'Encensoirs']),

  painRelief: category('h-pain', pharmacy, ['Pain & Fever', 'المسكنات وخافض الحرارة', 'Douleur & fièvre']),
  coldFlu: category('h-cold', pharmacy, ['Cold & Cough', 'البرد والكحة', 'Rhume & toux']),
  vitamins: category('h-vitamins', pharmacy, ['Vitamins', 'الفيتامينات', 'Vitamines']),
  firstAid: category('h-first-aid', pharmacy, ['First Aid', 'الإسعافات الأولية', 'Premiers secours']),
  devices: category('h-medical-devices', pharmacy, [
    'Medical Devices',
    'الأجهزة الطبية',
    'Appareils médicaux',
  ]),
  skinCare: category('h-skin-care', pharmacy, ['Skin Care', 'العناية بالبشرة', 'Soins de la peau']),
  oralCare: category('h-oral-care', pharmacy, [
    'Oral Care',
    'العناية بالفم والأسنان',
    'Hygiène bucco-dentaire',
  ]),
  hairCare: category('h-hair-care', pharmacy, ['Hair Care', 'العناية بالشعر', 'Soins cheveux']),

  engineOil: category('h-engine-oil', auto, ['Oils & Fluids', 'الزيوت والسوائل', 'Huiles & liquides']),
  filters: category('h-filters', auto, ['Filters', 'الفلاتر', 'Filtres']),
  brakes: category('h-brakes', auto, ['Brakes', 'الفرامل', 'Freinage']),
  tyres: category('h-tyres', auto, ['Tyres', 'الإطارات', 'Pneus']),
  carElectrical: category('h-car-electrical', auto, [
    'Batteries & Electrical',
    'البطاريات والكهرباء',
    'Batteries & électricité',
  ]),
  carInterior: category('h-car-interior', auto, [
    'Interior Accessories',
    'اكسسوارات داخلية',
    'Accessoires intérieur',
  ]),
  carParts: category('h-car-parts', auto, ['Engine & Suspension', 'المحرك والتعليق', 'Moteur & suspension']),

  powerTools: category('h-power-tools', tools, ['Power Tools', 'العدد الكهربائية', 'Outillage électrique']),
  handTools: category('h-hand-tools', tools, ['Hand Tools', 'العدد اليدوية', 'Outillage à main']),
  paint: category('h-paint', tools, ['Paint & Supplies', 'الدهانات ومستلزماتها', 'Peinture']),
  electrical: category('h-electrical', tools, ['Electrical', 'الأدوات الكهربائية', 'Électricité']),

  writing: category('h-writing', stationery, ['Pens & Pencils', 'الأقلام', 'Stylos & crayons']),
  notebooks: category('h-notebooks', stationery, ['Notebooks & Paper', 'الدفاتر والورق', 'Cahiers & papier']),
  school: category('h-school', stationery, [
    'School Supplies',
    'المستلزمات المدرسية',
    'Fournitures scolaires',
  ]),
  office: category('h-office', stationery, [
    'Office Supplies',
    'المستلزمات المكتبية',
    'Fournitures de bureau',
  ]),
  printers: category('h-printers', stationery, [
    'Printers & Ink',
    'الطابعات والأحبار',
    'Imprimantes & encre',
  ]),

  catFood: category('h-cat-food', pets, ['Cat Food', 'طعام القطط', 'Nourriture chat']),
  dogFood: category('h-dog-food', pets, ['Dog Food', 'طعام الكلاب', 'Nourriture chien']),
  birdsFish: category('h-birds-fish', pets, ['Birds & Fish', 'الطيور والأسماك', 'Oiseaux & poissons']),
  petSupplies: category('h-pet-supplies', pets, [
    'Pet Supplies',
    'مستلزمات الحيوانات',
    'Accessoires animaux',
  ]),

  diapers: category('h-diapers', baby, ['Diapers & Wipes', 'الحفاضات والمناديل', 'Couches & lingettes']),
  babyFeeding: category('h-baby-feeding', baby, ['Feeding', 'الرضاعة والتغذية', 'Repas bébé']),
  babyGear: category('h-baby-gear', baby, [
    'Strollers & Gear',
    'العربات والمستلزمات',
    'Poussettes & équipement',
  ]),
  babyCare: category('h-baby-care', baby, ['Baby Care', 'العناية بالطفل', 'Soins bébé']),
  babyClothes: category('h-baby-clothes', baby, ['Baby Clothing', 'ملابس المواليد', 'Vêtements bébé']),
  toys: category('h-toys', baby, ['Toys', 'الألعاب', 'Jouets']),

  bedding: category('h-bedding', textiles, ['Bedding', 'أغطية السرير', 'Linge de lit']),
  blankets: category('h-blankets', textiles, [
    'Blankets & Duvets',
    'البطانيات واللحف',
    'Couvertures & couettes',
  ]),
  pillows: category('h-pillows', textiles, ['Pillows', 'المخدات', 'Oreillers']),
  bath: category('h-bath', textiles, ['Bath Towels', 'المناشف', 'Serviettes de bain']),
  curtains: category('h-curtains', textiles, ['Curtains', 'الستائر', 'Rideaux']),
  rugs: category('h-rugs', textiles, ['Rugs & Carpets', 'السجاد', 'Tapis']),
  tableLinen: category('h-table-linen', textiles, [
    'Table & Kitchen Linen',
    'مفارش الطاولة والمطبخ',
    'Linge de table',
  ]),

  rice: category('h-rice', grocery, ['Rice & Grains', 'الأرز والحبوب', 'Riz & céréales']),
  pasta: category('h-pasta', grocery, ['Pasta & Couscous', 'المعكرونة والكسكس', 'Pâtes & couscous']),
  bakery: category('h-bakery', grocery, ['Bread & Bakery', 'الخبز والمخبوزات', 'Boulangerie']),
  dairy: category('h-dairy', grocery, ['Dairy & Cheese', 'الألبان والأجبان', 'Produits laitiers']),
  oils: category('h-oils', grocery, ['Oil & Ghee', 'الزيوت والسمن', 'Huiles & beurre']),
  canned: category('h-canned', grocery, ['Canned & Jarred', 'المعلبات', 'Conserves']),
  spices: category('h-spices', grocery, ['Spices & Herbs', 'البهارات والأعشاب', 'Épices']),
  spreads: category('h-spreads', grocery, [
    'Spreads, Honey & Molasses',
    'المربيات والعسل والدبس',
    'Confitures & miel',
  ]),
  hotDrinks: category('h-hot-drinks', grocery, ['Tea & Coffee', 'الشاي والقهوة', 'Thé & café']),
  drinks: category('h-drinks', grocery, ['Water & Soft Drinks', 'المياه والمشروبات', 'Eaux & boissons']),
  sweets: category('h-sweets', grocery, ['Sweets & Dates', 'الحلويات والتمور', 'Confiserie & dattes']),
  meat: category('h-meat', grocery, [
    'Meat, Chicken & Fish',
    'اللحوم والدواجن والأسماك',
    'Viandes & poissons',
  ]),
  produce: category('h-produce', grocery, ['Fruit & Vegetables', 'الخضار والفواكه', 'Fruits & légumes']),
  pickles: category('h-pickles', grocery, ['Pickles & Sauces', 'المخللات والصلصات', 'Conserves & sauces']),
} as const;
