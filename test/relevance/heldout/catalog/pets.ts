import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { HC } from './categories.ts';

/** Cat and dog food, litter, birds, fish, poultry and pigeon feed, and pet supplies. */
export const PETS: readonly ProductInput[] = [
  row('catfood-whiskas-tuna-pouches-12', 'Whiskas', '39.00', HC.catFood, {
    en: 'Whiskas tuna in jelly wet cat food pouches, 12 x 85g',
    ar: 'طعام قطط رطب ويسكاس تونة بالجيلي 12 كيس × 85 جم',
    fr: 'Whiskas au thon en gelée, sachets 12 x 85 g',
  }),
  row('catfood-whiskas-dry-chicken-1-2kg', 'Whiskas', '35.00', HC.catFood, {
    en: 'Whiskas adult dry cat food with chicken 1.2kg',
    ar: 'ويسكاس أكل قطط جاف بالدجاج للقطط البالغة 1.2 كيلو',
  }),
  row(
    'catfood-royalcanin-kitten-2kg',
    'Royal Canin',
    '129.00',
    HC.catFood,
    {
      en: 'Royal Canin Kitten dry food 2kg',
    },
    { attrs: { age: 'up to 12 months' } },
  ),
  row('catfood-felix-salmon-4x85', 'Purina', '19.00', HC.catFood, {
    en: 'Purina Felix As Good As It Looks with salmon, 4 x 85g',
    ar: 'فيليكس طعام قطط رطب بالسلمون 4 × 85 جم',
  }),
  row('catfood-meo-persian-1-1kg', 'Me-O', '45.00', HC.catFood, {
    en: 'Me-O Persian cat food 1.1kg',
    ar: 'مي او أكل قطط شيرازي 1.1 كيلو',
  }),
  row('catfood-kitekat-chicken-can-400g', 'Kitekat', '8.00', HC.catFood, {
    en: 'Kitekat chicken cat food can 400g',
    ar: 'كيتي كات طعام قطط معلب بالدجاج 400 جم',
  }),
  row('catlitter-clumping-lavender-10l', null, '39.00', HC.petSupplies, {
    en: 'Clumping cat litter, lavender, 10L',
    ar: 'رمل قطط متكتل برائحة اللافندر 10 لتر',
    fr: 'Litière agglomérante lavande 10 L',
  }),
  row('catlitterbox-hooded', null, '79.00', HC.petSupplies, {
    en: 'Hooded cat litter box',
    ar: 'صندوق رمل للقطط مغطى',
    fr: 'Maison de toilette pour chat',
  }),
  row('litterscoop-plastic', null, '9.00', HC.petSupplies, {
    en: 'Cat litter scoop',
    ar: 'مجرفة رمل القطط',
  }),
  row('catscratcher-post-60cm', null, '59.00', HC.petSupplies, {
    en: 'Cat scratching post 60cm',
    ar: 'عمود خدش للقطط 60 سم',
    fr: 'Griffoir pour chat 60 cm',
  }),
  row('petcarrier-plastic-small', null, '89.00', HC.petSupplies, {
    en: 'Plastic pet carrier for cats and small dogs',
    ar: 'بوكس نقل للقطط والكلاب الصغيرة بلاستيك',
    fr: 'Caisse de transport chat et petit chien',
  }),
  row('cattoy-feather-wand', null, '12.00', HC.petSupplies, {
    en: 'Cat feather wand toy',
    ar: 'لعبة ريش للقطط بعصا',
  }),
  row('petbowl-double-steel', null, '25.00', HC.petSupplies, {
    en: 'Double stainless steel food and water bowl for cats and dogs',
    ar: 'صحن أكل وماء مزدوج للقطط والكلاب ستانلس',
  }),
  row('petfountain-cat-2l', null, '69.00', HC.petSupplies, {
    en: 'Cat water fountain 2L',
    ar: 'نافورة مياه للقطط 2 لتر',
  }),
  row('petbed-round-grey', null, '79.00', HC.petSupplies, {
    en: 'Round pet bed for cats and dogs, grey',
    ar: 'سرير دائري للقطط والكلاب رمادي',
  }),
  row('petshampoo-antiflea-250ml', null, '29.00', HC.petSupplies, {
    en: 'Anti-flea shampoo for cats and dogs 250ml',
    ar: 'شامبو للقطط والكلاب ضد البراغيث 250 مل',
    fr: 'Shampooing antipuces chat et chien 250 ml',
  }),
  row('fleacollar-cat', null, '25.00', HC.petSupplies, {
    en: 'Flea and tick collar for cats',
    ar: 'طوق ضد البراغيث والقراد للقطط',
  }),

  row('dogfood-pedigree-adult-beef-3kg', 'Pedigree', '69.00', HC.dogFood, {
    en: 'Pedigree adult dry dog food with beef 3kg',
    ar: 'بيديجري طعام كلاب جاف باللحم 3 كيلو',
    fr: 'Pedigree croquettes chien adulte au bœuf 3 kg',
  }),
  row('dogfood-royalcanin-maxi-adult-4kg', 'Royal Canin', '189.00', HC.dogFood, {
    en: 'Royal Canin Maxi Adult dry dog food 4kg',
  }),
  row('dogtreats-pedigree-dentastix-7', 'Pedigree', '15.00', HC.dogFood, {
    en: 'Pedigree Dentastix medium dog dental treats, 7 sticks',
    ar: 'بيديجري دينتاستيكس لتنظيف أسنان الكلاب 7 أصابع',
  }),
  row('dogleash-nylon-red-120', null, '29.00', HC.petSupplies, {
    en: 'Nylon dog leash 120cm, red',
    ar: 'مقود كلب نايلون أحمر 120 سم',
  }),
  row('dogcollar-leather-m', null, '35.00', HC.petSupplies, {
    en: 'Leather dog collar, size M',
    ar: 'طوق كلب جلد مقاس M',
  }),
  row('dogtoy-rope-chew', null, '15.00', HC.petSupplies, {
    en: 'Dog rope chew toy',
    ar: 'لعبة حبل للكلاب',
  }),

  row('birdseed-budgie-1kg', null, '15.00', HC.birdsFish, {
    en: 'Budgie seed mix 1kg',
    ar: 'خلطة حبوب لطيور البادجي 1 كيلو',
    fr: 'Mélange de graines pour perruches 1 kg',
  }),
  row('birdseed-canary-1kg', null, '17.00', HC.birdsFish, {
    en: 'Canary seed mix 1kg',
    ar: 'حبوب طيور الكناري 1 كيلو',
    fr: 'Graines pour canaris 1 kg',
  }),
  row('pigeonfeed-mix-2kg', null, '19.00', HC.birdsFish, {
    en: 'Pigeon grain mix 2kg',
    ar: 'خلطة حبوب حمام 2 كيلو',
  }),
  row('chickenfeed-layer-5kg', null, '29.00', HC.birdsFish, {
    en: 'Layer chicken feed pellets 5kg',
    ar: 'علف دجاج بياض محبب 5 كيلو',
  }),
  row('birdcage-medium', null, '99.00', HC.birdsFish, {
    en: 'Medium bird cage with perches and feeders',
    ar: 'قفص عصافير متوسط مع المجاثم والمعالف',
    fr: 'Cage à oiseaux moyenne avec perchoirs',
  }),
  row('fishfood-tetramin-100ml', 'Tetra', '25.00', HC.birdsFish, {
    en: 'TetraMin tropical flakes fish food 100ml',
    ar: 'تترامين طعام أسماك زينة رقائق 100 مل',
  }),
  row('aquarium-60l-led-filter', null, '349.00', HC.birdsFish, {
    en: 'Aquarium 60L with LED light and filter',
    ar: 'حوض سمك 60 لتر مع إضاءة ليد وفلتر',
    fr: 'Aquarium 60 L avec éclairage LED et filtre',
  }),
  row('aquariumfilter-internal-600', null, '69.00', HC.birdsFish, {
    en: 'Internal aquarium filter 600 L/h',
    ar: 'فلتر داخلي لحوض السمك 600 لتر بالساعة',
    fr: "Filtre interne d'aquarium 600 L/h",
  }),
  row('aquariumheater-100w', null, '49.00', HC.birdsFish, {
    en: 'Aquarium heater 100W',
    ar: 'سخان حوض سمك 100 واط',
  }),
  row('hamsterfood-500g', null, '15.00', HC.birdsFish, {
    en: 'Hamster food mix 500g',
    ar: 'طعام هامستر 500 جرام',
  }),
  row('rabbitfood-pellets-1kg', null, '15.00', HC.birdsFish, {
    en: 'Rabbit food pellets 1kg',
    ar: 'علف أرانب محبب 1 كيلو',
  }),
];
