import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

const PHONE_CASES = [
  'case-apple-iphone15-*',
  'case-spigen-iphone15pro-*',
  'case-iphone13-*',
  'case-samsung-*',
  'case-redminote13-*',
];
const CHEAPEST_PHONES = [
  'phone-nokia-105-black',
  'phone-infinix-hot40i-128-black',
  'phone-tecno-spark20-128-gold',
];
const EARBUDS = ['earbuds-*', 'earphones-*'];

export const PHONES_LAPTOPS_QUERIES: readonly TaggedQuery[] = [
  gulf('accessory', 'ايفون 15', ['phone-apple-iphone15-128-black'], ['phone-apple-iphone15pro-*']),
  egypt('accessory', 'ايربودز برو', ['earbuds-apple-airpodspro2-usbc']),
  levant('accessory', 'لابتوب لينوفو', ['laptop-lenovo-*']),
  gulf('accessory', 'ابل واتش', ['smartwatch-apple-*']),
  iraq('accessory', 'بلايستيشن 5', ['console-sony-ps5slim-disc']),
  egypt('accessory', 'ايباد الجيل العاشر', ['tablet-apple-ipad10-*']),
  maghreb('accessory', 'iphone 13', ['phone-apple-iphone13-*']),
  gulf('accessory', 'جالكسي A55', ['phone-samsung-a55-*']),
  egypt('accessory', 'ريدمي نوت 13', ['phone-xiaomi-redminote13-*']),
  gulf('accessory', 'كفر ايفون 15', ['case-apple-iphone15-*']),
  egypt('accessory', 'جراب ايفون 15 برو', ['case-spigen-iphone15pro-*']),
  levant('accessory', 'غلاف ايفون 13', ['case-iphone13-*']),
  gulf(
    'accessory',
    'شاحن ايفون',
    ['charger-apple-20w-usbc'],
    ['cable-apple-usbc-lightning-1m', 'charger-anker-735-65w'],
  ),
  levant('accessory', 'سماعة سامسونج', ['earbuds-samsung-*', 'earphones-samsung-*']),
  egypt('accessory', 'دراع بلايستيشن', ['controller-sony-dualsense-white']),
  gulf('accessory', 'airpods pro 2', ['earbuds-apple-airpodspro2-usbc']),
  iraq('accessory', 'ساعة سامسونج', ['smartwatch-samsung-*']),
  egypt('accessory', 'قلم ايباد', ['stylus-apple-pencil2']),

  gulf('long', 'ابي جوال سامسونج رخيص للوالدة', ['phone-samsung-a15-*'], ['phone-samsung-*']),
  egypt('long', 'عايز جراب لموبايل سامسونج ايه 55', ['case-samsung-a55-clear']),
  levant(
    'long',
    'بدي شاحن سريع لجوال سامسونج تايب سي',
    ['charger-samsung-25w-usbc'],
    ['charger-anker-735-65w', 'charger-apple-20w-usbc'],
  ),
  iraq('long', 'اريد لابتوب للدراسة رام 8 وشاشة 15', [
    'laptop-hp-15-i5-512',
    'laptop-lenovo-ideapad3-i3-256',
  ]),
  gulf(
    'long',
    'سماعات بلوتوث تعزل الصوت للطيارة',
    ['headphones-sony-*', 'earbuds-apple-airpodspro2-usbc', 'earbuds-xiaomi-*'],
    ['earbuds-samsung-*'],
  ),
  gulf('long', 'باور بانك يشحن اللابتوب والجوال', ['powerbank-baseus-*'], ['powerbank-*']),
  levant('long', 'شو احسن ماوس لاسلكي للابتوب', [
    'mouse-logitech-m185-wireless',
    'mouse-logitech-mxmaster3s',
  ]),
  iraq('long', 'حامل موبايل للسيارة يلزق مغناطيس', ['holder-car-magnetic-vent']),

  gulf('english', 'iphone 15 pro', ['phone-apple-iphone15pro-*']),
  gulf('english', 'wireless mouse', ['mouse-logitech-m185-wireless', 'mouse-logitech-mxmaster3s']),
  levant('english', 'usb c cable', ['cable-anker-usbc-usbc-2m', 'cable-apple-usbc-lightning-1m']),
  gulf(
    'english',
    'anc headphones',
    ['headphones-sony-*'],
    ['earbuds-apple-airpodspro2-usbc', 'earbuds-xiaomi-*'],
  ),
  levant(
    'english',
    'laptop backpack',
    ['laptopbag-hp-backpack-15-6'],
    ['laptopbag-samsonite-*', 'laptopsleeve-*'],
  ),
  egypt('english', 'external hard drive 2tb', ['hdd-wd-elements-2tb']),
  gulf('english', 'laptop for gaming', ['laptop-asus-tuff15-rtx4050']),
  levant('english', 'smartwatch', ['smartwatch-apple-*', 'smartwatch-samsung-*'], ['smartwatch-huawei-*']),
  gulf('english', 'car charger', ['charger-baseus-car-30w']),
  egypt('english', 'hdmi cable', ['cable-hdmi-2m-4k']),
  levant('english', 'apple watch band', ['strap-applewatch-*']),
  iraq('english', 'airpods pro case', ['case-airpodspro2-*']),

  gulf('typos', 'ايفوون 15', ['phone-apple-iphone15-128-black'], ['phone-apple-iphone15pro-*']),
  egypt('typos', 'موبايل سامسونح', ['phone-samsung-*']),
  levant('typos', 'لابتوت لينوفو', ['laptop-lenovo-*']),
  egypt('typos', 'سماعه بلوتوت', [
    'earbuds-apple-*',
    'earbuds-samsung-*',
    'earbuds-xiaomi-*',
    'headphones-sony-*',
  ]),
  iraq('typos', 'شاحم سامسونج', ['charger-samsung-*']),
  levant('typos', 'كيبرود عربي', ['keyboard-logitech-k120-arabic']),
  gulf('typos', 'ساعه ذكيه سامسنج', ['smartwatch-samsung-*']),
  iraq('typos', 'بلستيشن 5', ['console-sony-ps5slim-disc']),
  egypt('typos', 'هارد خاريجي', ['hdd-wd-elements-2tb', 'ssd-samsung-t7-1tb']),

  egypt('dialect', 'جراب موبايل', PHONE_CASES),
  gulf('dialect', 'كفرات جوالات', PHONE_CASES),
  levant('dialect', 'غطا موبايل', PHONE_CASES),
  egypt('dialect', 'موبايل زراير', ['phone-nokia-105-black']),
  gulf('dialect', 'جوال ازرار', ['phone-nokia-105-black']),
  egypt('dialect', 'سماعة ودن', EARBUDS, ['headphones-sony-*']),
  gulf('dialect', 'شاحن سفري سامسونج', ['charger-samsung-25w-usbc']),
  levant('dialect', 'شريط شحن ايفون', ['cable-apple-usbc-lightning-1m']),
  egypt('dialect', 'وصلة HDMI', ['cable-hdmi-2m-4k']),
  iraq('dialect', 'فلاش 32 كيكا', ['usb-kingston-datatraveler-32']),
  egypt('dialect', 'اسكرينة ايفون 15', ['screenprotector-iphone15-glass']),
  gulf('dialect', 'لزقه شاشه سامسونج A55', ['screenprotector-samsung-a55-glass']),
  levant('dialect', 'حاسوب محمول', ['laptop-*']),

  maghreb('french', 'coque redmi note 13', ['case-redminote13-*']),
  maghreb('french', 'شارجور سامسونج', ['charger-samsung-*']),
  maghreb('french', 'clé usb 64 go', ['usb-sandisk-ultraflair-64']),
  maghreb('french', 'كلي يو اس بي', ['usb-*']),
  maghreb('french', 'souris sans fil', ['mouse-logitech-m185-wireless', 'mouse-logitech-mxmaster3s']),
  maghreb('french', 'سوري لوجيتك', ['mouse-logitech-*']),
  maghreb('french', 'clavier azerty', ['keyboard-logitech-k120-azerty']),
  maghreb('french', 'بورطابل سامسونج', ['phone-samsung-*']),
  maghreb('french', 'pc portable hp', ['laptop-hp-*']),
  maghreb('french', 'batterie externe', ['powerbank-*']),
  maghreb('french', 'شارجور سريع ديال سامسونج', ['charger-samsung-25w-usbc']),

  gulf('cross-script', 'شاحن انكر 65 واط', ['charger-anker-735-65w']),
  levant('cross-script', 'ماوس ام اكس ماستر', ['mouse-logitech-mxmaster3s']),
  egypt('cross-script', 'يوجرين هاب تايب سي', ['hub-ugreen-usbc-7in1']),

  gulf('numbers', 'باور بانك عشرين الف', ['powerbank-anker-powercore-20000']),
  levant('numbers', 'شاحن متنقل عشرة الاف', ['powerbank-xiaomi-10000-22w']),
  gulf('numbers', 'باور بانك ٣٠٬٠٠٠', ['powerbank-baseus-30000-65w']),
  egypt('numbers', 'فلاشة اربعة وستين جيجا', ['usb-sandisk-ultraflair-64']),
  iraq('numbers', 'كارت ميموري ١٢٨ جيجا', ['sdcard-samsung-evoplus-128']),
  gulf('numbers', 'ايفون ١٥ برو ٢٥٦', ['phone-apple-iphone15pro-256-titanium']),
  egypt('numbers', 'هارد ٢ تيرا', ['hdd-wd-elements-2tb']),
  levant('numbers', 'لابتوب رام ١٦', ['laptop-dell-*', 'laptop-asus-*', 'laptop-acer-*']),
  gulf('numbers', 'جوال اقل من ٥٠٠ ريال', CHEAPEST_PHONES),
  gulf('numbers', 'لابتوب تحت الفين ريال', ['laptop-lenovo-ideapad3-i3-256']),

  gulf('arabizi', 'sha7en samsung', ['charger-samsung-*']),
  levant('arabizi', 'jawwal samsung', ['phone-samsung-*']),
  egypt('arabizi', 'gerab iphone 13', ['case-iphone13-*']),
  gulf('arabizi', 'sa3at apple', ['smartwatch-apple-*']),

  gulf('parser', 'جوال زين ورخيص', CHEAPEST_PHONES, ['phone-*']),
  egypt('parser', 'كفر لموبايلي سامسونج A15', ['case-samsung-a15-*']),
  gulf('parser', 'need a case for my iphone 15', ['case-apple-iphone15-*']),
  gulf('parser', 'شنطة لابتوب حتى 15.6 بوصة', ['laptopbag-hp-backpack-15-6'], ['laptopbag-samsonite-*']),
  levant('parser', 'laptop sleeve up to 14 inch', ['laptopsleeve-14-gray']),
  iraq('parser', 'سماعة للموبايل', EARBUDS, ['headphones-sony-*']),
  levant('parser', 'حامل جوال للسيارة', ['holder-car-magnetic-vent']),
  egypt('parser', 'شاحن للعربية', ['charger-baseus-car-30w']),
];
