import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { DC } from './categories.ts';

/** Groceries of every region for the dev store. */
export const DEV_FOOD: readonly ProductInput[] = [
  row('rice-alosra-basmati-10kg', 'Al Osra', '119.00', DC.pantry, {
    en: 'Al Osra basmati rice 10kg',
    ar: 'أرز الأسرة بسمتي 10 كيلو',
  }),
  row('rice-sella-yellow-5kg', null, '55.00', DC.pantry, {
    en: 'Golden sella basmati rice 5kg',
    ar: 'أرز سيلا ذهبي بسمتي 5 كيلو',
  }),
  row('rice-egyptian-shortgrain-5kg', null, '35.00', DC.pantry, {
    en: 'Egyptian short grain rice 5kg',
    ar: 'رز مصري حبة قصيرة 5 كيلو',
  }),
  row('bulgur-coarse-1kg', null, '9.00', DC.pantry, { en: 'Coarse bulgur 1kg', ar: 'برغل خشن 1 كيلو' }),
  row('lentils-brown-1kg', null, '9.00', DC.pantry, {
    en: 'Brown lentils 1kg',
    ar: 'عدس بني حب 1 كيلو',
    fr: 'Lentilles brunes 1 kg',
  }),
  row('chickpeas-can-400g', 'California Garden', '5.00', DC.pantry, {
    en: 'California Garden chickpeas can 400g',
    ar: 'حمص حب معلب كاليفورنيا جاردن 400 جم',
  }),
  row('foul-californiagarden-450g', 'California Garden', '5.00', DC.pantry, {
    en: 'California Garden fava beans 450g',
    ar: 'فول مدمس كاليفورنيا جاردن 450 جم',
  }),
  row('tuna-riomare-olive-3', 'Rio Mare', '29.00', DC.pantry, {
    en: 'Rio Mare tuna in olive oil 3 x 80g',
    ar: 'تونة ريو ماري بزيت الزيتون 3 علب',
    fr: "Thon Rio Mare à l'huile d'olive 3 x 80 g",
  }),
  row('couscous-tria-fine-1kg', null, '11.00', DC.pantry, {
    ar: 'كسكسي رقيق 1 كيلو',
    fr: 'Couscous fin 1 kg',
  }),
  row('harissa-tube-70g', null, '4.00', DC.pantry, { ar: 'هريسة حارة أنبوب 70 غ', fr: 'Harissa tube 70 g' }),
  row('semolina-coarse-1kg', null, '7.00', DC.pantry, { ar: 'سميد خشن 1 كيلو', fr: 'Semoule grosse 1 kg' }),
  row('pasta-barilla-fusilli-500g', 'Barilla', '9.00', DC.pantry, {
    en: 'Barilla fusilli 500g',
    ar: 'معكرونة باريلا فوسيلي 500 جم',
    fr: 'Pâtes Barilla fusilli 500 g',
  }),
  row('vermicelli-250g', null, '4.00', DC.pantry, {
    en: 'Vermicelli 250g',
    ar: 'شعيرية 250 جم',
    fr: 'Vermicelles 250 g',
  }),
  row('oliveoil-zejd-1l', 'Zejd', '69.00', DC.pantry, {
    en: 'Zejd Palestinian extra virgin olive oil 1L',
    ar: 'زيت زيتون زيجد فلسطيني 1 لتر',
  }),
  row('oil-sunflower-1-8l', 'Hayat', '19.00', DC.pantry, {
    en: 'Hayat sunflower oil 1.8L',
    ar: 'زيت دوار الشمس حياة 1.8 لتر',
  }),
  row('ghee-almarai-800g', 'Almarai', '49.00', DC.pantry, {
    en: 'Almarai pure ghee 800g',
    ar: 'سمن المراعي 800 جم',
  }),
  row('tahini-alkanater-400g', 'Al Kanater', '15.00', DC.pantry, {
    en: 'Al Kanater tahini 400g',
    ar: 'طحينة القناطر 400 جم',
  }),
  row('spices-mixed-arabic-200g', null, '9.00', DC.pantry, {
    en: 'Mixed Arabic spices 200g',
    ar: 'بهارات مشكلة عربية 200 جم',
  }),
  row('cumin-whole-200g', null, '8.00', DC.pantry, { en: 'Whole cumin 200g', ar: 'كمون حب 200 جم' }),
  row('salt-fine-1kg', null, '2.00', DC.pantry, {
    en: 'Fine table salt 1kg',
    ar: 'ملح طعام ناعم 1 كيلو',
    fr: 'Sel fin 1 kg',
  }),
  row('sugar-brown-1kg', null, '9.00', DC.pantry, {
    en: 'Brown sugar 1kg',
    ar: 'سكر بني 1 كيلو',
    fr: 'Sucre roux 1 kg',
  }),
  row('tomatopaste-tin-400g', null, '4.00', DC.pantry, {
    en: 'Tomato paste tin 400g',
    ar: 'صلصة طماطم معلبة 400 جم',
  }),
  row('labneh-almarai-400g', 'Almarai', '10.00', DC.dairy, {
    en: 'Almarai labneh 400g',
    ar: 'لبنة المراعي 400 جم',
  }),
  row('halloumi-baladna-200g', 'Baladna', '15.00', DC.dairy, {
    en: 'Baladna halloumi 200g',
    ar: 'حلوم بلدنا 200 جم',
  }),
  row('feta-puck-500g', 'Puck', '17.00', DC.dairy, {
    en: 'Puck feta cheese 500g',
    ar: 'جبنة فيتا بوك 500 جم',
  }),
  row('cheese-triangles-lavachequirit-8', 'La Vache qui rit', '6.00', DC.dairy, {
    en: 'The Laughing Cow triangles, 8',
    ar: 'جبنة مثلثات البقرة الضاحكة 8 قطع',
    fr: 'La Vache qui rit, 8 portions',
  }),
  row('milk-almarai-fullfat-1l', 'Almarai', '6.00', DC.dairy, {
    en: 'Almarai full fat milk 1L',
    ar: 'حليب المراعي كامل الدسم 1 لتر',
  }),
  row('yogurt-almarai-plain-1kg', 'Almarai', '9.00', DC.dairy, {
    en: 'Almarai plain yoghurt 1kg',
    ar: 'زبادي المراعي سادة 1 كيلو',
  }),
  row('laban-nadec-1l', 'Nadec', '5.00', DC.dairy, { en: 'Nadec laban 1L', ar: 'لبن نادك 1 لتر' }),
  row('butter-lurpak-200g', 'Lurpak', '19.00', DC.dairy, {
    en: 'Lurpak butter 200g',
    ar: 'زبدة لورباك 200 جم',
    fr: 'Beurre Lurpak 200 g',
  }),
  row('bread-arabic-brown-6', null, '4.00', DC.dairy, {
    en: 'Brown Arabic bread, 6',
    ar: 'خبز عربي أسمر 6 أرغفة',
  }),
  row('bread-toast-white', null, '6.00', DC.dairy, {
    en: 'White toast bread 600g',
    ar: 'خبز توست أبيض 600 جم',
    fr: 'Pain de mie blanc 600 g',
  }),
  row('eggs-white-30', null, '19.00', DC.dairy, {
    en: 'White eggs, 30',
    ar: 'بيض أبيض 30 بيضة',
    fr: 'Œufs blancs, 30',
  }),
  row('dates-khalas-1kg', null, '29.00', DC.drinks, { en: 'Khalas dates 1kg', ar: 'تمر خلاص 1 كيلو' }),
  row('dates-medjool-500g', null, '45.00', DC.drinks, {
    en: 'Medjool dates 500g',
    ar: 'تمر مجدول 500 جم',
    fr: 'Dattes Medjool 500 g',
  }),
  row('coffee-alameed-arabic-250g', 'Al Ameed', '25.00', DC.drinks, {
    en: 'Al Ameed Arabic coffee with cardamom 250g',
    ar: 'قهوة العميد عربية بالهيل 250 جم',
  }),
  row('tea-rabea-400g', 'Rabea', '22.00', DC.drinks, { en: 'Rabea black tea 400g', ar: 'شاي ربيع 400 جم' }),
  row('tea-green-mint-25', null, '9.00', DC.drinks, {
    en: 'Green tea with mint, 25 bags',
    ar: 'شاي أخضر بالنعناع 25 كيس',
    fr: 'Thé vert à la menthe, 25 sachets',
  }),
  row('nescafe-gold-200g', 'Nescafé', '45.00', DC.drinks, {
    en: 'Nescafé Gold instant coffee 200g',
    ar: 'نسكافيه جولد قهوة سريعة الذوبان 200 جم',
  }),
  row('juice-orange-almarai-1-4l', 'Almarai', '9.00', DC.drinks, {
    en: 'Almarai orange juice 1.4L',
    ar: 'عصير برتقال المراعي 1.4 لتر',
  }),
  row('water-berain-330ml-12', 'Berain', '9.00', DC.drinks, {
    en: 'Berain water 330ml x 12',
    ar: 'مياه بيرين 330 مل 12 عبوة',
  }),
  row('chocolate-galaxy-smooth-4', 'Galaxy', '12.00', DC.drinks, {
    en: 'Galaxy smooth milk chocolate 4 x 36g',
    ar: 'شوكولاتة جالكسي بالحليب 4 قطع',
  }),
  row('chips-lays-salt-5', "Lay's", '9.00', DC.drinks, {
    en: "Lay's salted chips 5 x 23g",
    ar: 'شيبس ليز بالملح 5 أكياس',
  }),
  row('biscuits-tiger-chocolate-12', 'Tiger', '12.00', DC.drinks, {
    en: 'Tiger chocolate biscuits 12 packs',
    ar: 'بسكويت تايجر بالشوكولاتة 12 حبة',
  }),
  row('honey-alshifa-500g', 'Al Shifa', '39.00', DC.drinks, {
    en: 'Al Shifa natural honey 500g',
    ar: 'عسل الشفاء طبيعي 500 جم',
  }),
  row('jam-strawberry-450g', null, '9.00', DC.drinks, {
    en: 'Strawberry jam 450g',
    ar: 'مربى فراولة 450 جم',
    fr: 'Confiture de fraises 450 g',
  }),
  row('molasses-carob-450g', null, '12.00', DC.drinks, { en: 'Carob molasses 450g', ar: 'دبس خروب 450 غ' }),
  row('halawa-vanilla-450g', null, '14.00', DC.drinks, {
    en: 'Vanilla halawa 450g',
    ar: 'حلاوة طحينية بالفانيليا 450 جم',
  }),
  row('maamoul-pistachio-400g', null, '29.00', DC.drinks, {
    en: "Ma'amoul with pistachio 400g",
    ar: 'معمول بالفستق 400 جم',
  }),
  row('baklava-assorted-500g', null, '49.00', DC.drinks, {
    en: 'Assorted baklava 500g',
    ar: 'بقلاوة مشكلة 500 جم',
  }),
  row('chicken-breast-frozen-1kg', null, '25.00', DC.pantry, {
    en: 'Frozen chicken breast 1kg',
    ar: 'صدور دجاج مجمدة 1 كيلو',
    fr: 'Blancs de poulet surgelés 1 kg',
  }),
  row('mince-beef-500g', null, '25.00', DC.pantry, {
    en: 'Beef mince 500g',
    ar: 'لحم بقري مفروم 500 جم',
    fr: 'Viande hachée de bœuf 500 g',
  }),
  row('fish-tilapia-1kg', null, '19.00', DC.pantry, { en: 'Frozen tilapia 1kg', ar: 'سمك بلطي مجمد 1 كيلو' }),
  row('cucumber-1kg', null, '4.00', DC.pantry, {
    en: 'Cucumbers 1kg',
    ar: 'خيار 1 كيلو',
    fr: 'Concombres 1 kg',
  }),
  row('onions-2kg', null, '5.00', DC.pantry, { en: 'Onions 2kg', ar: 'بصل 2 كيلو', fr: 'Oignons 2 kg' }),
  row('peppers-green-500g', null, '4.00', DC.pantry, {
    en: 'Green peppers 500g',
    ar: 'فلفل أخضر 500 جم',
    fr: 'Poivrons verts 500 g',
  }),
  row('lemons-1kg', null, '6.00', DC.pantry, { en: 'Lemons 1kg', ar: 'ليمون 1 كيلو', fr: 'Citrons 1 kg' }),
  row('garlic-250g', null, '4.00', DC.pantry, { en: 'Garlic 250g', ar: 'ثوم 250 جم', fr: 'Ail 250 g' }),
  row('watermelon-whole', null, '15.00', DC.pantry, {
    en: 'Watermelon, whole',
    ar: 'بطيخ حبة كاملة',
    fr: 'Pastèque entière',
  }),
  row('pickles-cucumber-jar', null, '9.00', DC.pantry, {
    en: 'Pickled cucumbers jar 650g',
    ar: 'مخلل خيار 650 جم',
  }),
  // Sixth pass: Levantine pantry and dairy named in Arabic only, and a rose water named by its
  // brand in English.
  row('zaatar-baladi-250g', null, '18.00', DC.pantry, { ar: 'زعتر بلدي أخضر 250 جم' }),
  row('akkawi-cheese-500g', null, '22.00', DC.dairy, { ar: 'جبنة عكاوي 500 جم' }),
  row('rosewater-cortas-300ml', 'Cortas', '8.00', DC.pantry, {
    en: 'Cortas rose water 300ml',
    ar: 'ماء ورد 300 مل',
  }),
  // Seventh pass: products named in Arabic only, brands included (an Egyptian tea and pasta,
  // Levantine, Iraqi, Gulf and Maghrebi specialities), and brands named in English only.
  row('tea-elarosa-loose-250g', 'العروسة', '12.00', DC.drinks, { ar: 'شاي العروسة ناعم 250 جم' }),
  row('pasta-elmalika-penne-400g', 'الملكة', '4.00', DC.pantry, { ar: 'مكرونة الملكة قلم 400 جم' }),
  row('makdous-walnut-1kg', null, '35.00', DC.pantry, { ar: 'مكدوس باذنجان بالجوز 1 كيلو' }),
  row('kleicha-dates-box-450g', null, '19.00', DC.drinks, { ar: 'كليجة بالتمر علبة 450 جم' }),
  row('amlou-almond-250g', null, '39.00', DC.drinks, { ar: 'أملو باللوز والعسل 250 غ' }),
  row('luqaimat-mix-box-400g', null, '14.00', DC.pantry, { ar: 'خلطة لقيمات جاهزة 400 جم' }),
  // Spices, as a store names them (the thirteenth pass's fourth batch asks for them by region).
  row('ginger-ground-100g', null, '7.00', DC.pantry, {
    en: 'Ground ginger 100g',
    ar: 'زنجبيل مطحون 100 جم',
    fr: 'Gingembre moulu 100 g',
  }),
  row('paprika-sweet-100g', null, '6.00', DC.pantry, {
    en: 'Sweet paprika 100g',
    ar: 'بابريكا حلوة 100 جم',
    fr: 'Paprika doux 100 g',
  }),
  row('nigella-seeds-200g', null, '9.00', DC.pantry, {
    en: 'Black seed (nigella) 200g',
    ar: 'حبة سوداء 200 جم',
    fr: 'Graines de nigelle 200 g',
  }),
  row('anise-seeds-200g', null, '8.00', DC.pantry, {
    en: 'Aniseed 200g',
    ar: 'يانسون حب 200 جم',
    fr: "Graines d'anis vert 200 g",
  }),
  row('bayleaves-20g', null, '4.00', DC.pantry, {
    en: 'Dried bay leaves 20g',
    ar: 'ورق غار مجفف 20 جم',
    fr: 'Feuilles de laurier 20 g',
  }),
  row('nutmeg-whole-50g', null, '12.00', DC.pantry, {
    en: 'Whole nutmeg 50g',
    ar: 'جوزة الطيب حبة كاملة 50 جم',
    fr: 'Noix de muscade entière 50 g',
  }),
  row('blackpepper-ground-100g', null, '8.00', DC.pantry, {
    en: 'Ground black pepper 100g',
    ar: 'فلفل أسود مطحون 100 جم',
    fr: 'Poivre noir moulu 100 g',
  }),
  row('turmeric-ground-200g', null, '7.00', DC.pantry, {
    en: 'Ground turmeric 200g',
    ar: 'كركم مطحون 200 جم',
    fr: 'Curcuma moulu 200 g',
  }),
  row('cinnamon-sticks-100g', null, '10.00', DC.pantry, {
    en: 'Cinnamon sticks 100g',
    ar: 'قرفة أعواد 100 جم',
    fr: 'Bâtons de cannelle 100 g',
  }),
  row('cloves-whole-50g', null, '9.00', DC.pantry, {
    en: 'Whole cloves 50g',
    ar: 'قرنفل حب 50 جم',
    fr: 'Clous de girofle 50 g',
  }),
  row('cardamom-green-100g', null, '24.00', DC.pantry, {
    en: 'Green cardamom pods 100g',
    ar: 'هيل أخضر حب 100 جم',
    fr: 'Cardamome verte 100 g',
  }),
  row('mastic-gum-10g', null, '15.00', DC.pantry, {
    en: 'Mastic gum 10g',
    ar: 'مستكة 10 جم',
    fr: 'Gomme de mastic 10 g',
  }),
  row('cornflakes-kelloggs-500g', "Kellogg's", '19.00', DC.pantry, { en: "Kellogg's Corn Flakes 500g" }),
  row('ketchup-heinz-570g', 'Heinz', '11.00', DC.pantry, { en: 'Heinz tomato ketchup 570g' }),
];
