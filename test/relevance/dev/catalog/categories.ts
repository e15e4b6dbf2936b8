import { type CategoryLevel, category } from '../../catalog-row.ts';

const tech: CategoryLevel = ['Electronics', 'الإلكترونيات', 'Électronique'];
const accessories: CategoryLevel = ['Accessories', 'الاكسسوارات', 'Accessoires'];
const car: CategoryLevel = ['Car', 'السيارة', 'Auto'];
const diy: CategoryLevel = ['DIY', 'عدد وأدوات', 'Bricolage'];
const style: CategoryLevel = ['Fashion', 'أزياء', 'Mode'];
const health: CategoryLevel = ['Health & Beauty', 'الصحة والجمال', 'Santé & beauté'];
const family: CategoryLevel = ['Baby & Kids', 'الأطفال', 'Enfants'];
const home: CategoryLevel = ['Home', 'المنزل', 'Maison'];
const food: CategoryLevel = ['Food', 'أغذية', 'Alimentation'];

/** The dev store's category tree (its own, not the held-out store's). */
export const DC = {
  phones: category('d-phones', tech, ['Phones & Tablets', 'جوالات وتابلت', 'Téléphones & tablettes']),
  computers: category('d-computers', tech, ['Laptops', 'لابتوبات', 'Ordinateurs portables']),
  audio: category('d-audio', tech, ['Audio & Wearables', 'سماعات وساعات', 'Audio & montres']),
  gaming: category('d-gaming', tech, ['Gaming', 'ألعاب', 'Jeux vidéo']),
  mobileAcc: category('d-mobile-acc', accessories, [
    'Phone Accessories',
    'اكسسوارات جوال',
    'Accessoires mobile',
  ]),
  pcAcc: category('d-pc-acc', accessories, ['Computer Accessories', 'اكسسوارات كمبيوتر', 'Accessoires PC']),
  carParts: category('d-car-parts', car, ['Parts & Oils', 'قطع وزيوت', 'Pièces & huiles']),
  carAcc: category('d-car-acc', car, ['Car Accessories', 'اكسسوارات سيارات', 'Accessoires auto']),
  tools: category('d-tools', diy, ['Tools', 'عدد', 'Outils']),
  paint: category('d-paint', diy, ['Paint & Electrical', 'دهانات وكهرباء', 'Peinture & électricité']),
  men: category('d-men', style, ['Men', 'رجال', 'Homme']),
  women: category('d-women', style, ['Women', 'نساء', 'Femme']),
  kidsWear: category('d-kids-wear', style, ['Kids', 'أطفال', 'Enfant']),
  footwear: category('d-footwear', style, ['Footwear & Bags', 'أحذية وحقائب', 'Chaussures & sacs']),
  fragrance: category('d-fragrance', health, ['Fragrance & Oud', 'عطور وعود', 'Parfums & oud']),
  medicine: category('d-medicine', health, ['Medicine & Devices', 'أدوية وأجهزة', 'Médicaments & appareils']),
  care: category('d-care', health, ['Personal Care', 'عناية شخصية', 'Soins']),
  baby: category('d-baby', family, ['Baby', 'رضع', 'Bébé']),
  toys: category('d-toys', family, ['Toys', 'ألعاب أطفال', 'Jouets']),
  school: category('d-school', family, ['School & Office', 'مدرسة ومكتب', 'École & bureau']),
  pets: category('d-pets', home, ['Pets', 'حيوانات أليفة', 'Animaux']),
  linen: category('d-linen', home, ['Linen & Rugs', 'مفروشات وسجاد', 'Linge & tapis']),
  kitchen: category('d-kitchen', home, ['Kitchen & Laundry', 'المطبخ والغسيل', 'Cuisine & linge']),
  appliances: category('d-appliances', home, ['Appliances', 'أجهزة منزلية', 'Électroménager']),
  furniture: category('d-furniture', home, ['Furniture & Lighting', 'أثاث وإضاءة', 'Meubles & luminaires']),
  pantry: category('d-pantry', food, ['Pantry', 'مواد تموينية', 'Épicerie salée']),
  dairy: category('d-dairy', food, ['Dairy & Bakery', 'ألبان ومخبوزات', 'Crèmerie & pain']),
  drinks: category('d-drinks', food, ['Drinks & Sweets', 'مشروبات وحلويات', 'Boissons & douceurs']),
} as const;
