import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

const BOTTLE = ['bottle-avent-natural-260ml'];
const PACIFIER = ['pacifier-mam-0-6m-2'];
const STROLLER = ['stroller-chicco-liteway-black'];
const WIPES = ['wipes-*'];
const DIAPERS = ['diapers-*', 'pants-*'];
const NEWBORN_FORMULA = ['formula-aptamil-1-400g', 'formula-similac-gold-1-400g'];
const DOLL = ['toy-babydoll-30cm'];

export const BABY_QUERIES: readonly TaggedQuery[] = [
  levant('accessory', 'رضاعة افنت', BOTTLE),
  egypt('accessory', 'حلمة ببرونة', ['teats-avent-natural-2']),
  gulf('accessory', 'عربية اطفال شيكو', STROLLER),
  iraq('accessory', 'عربانة اطفال', STROLLER),
  gulf('accessory', 'جهاز تعقيم رضاعات', ['sterilizer-avent-electric-steam']),
  levant('accessory', 'سرير اطفال', ['crib-wooden-white-120x60']),
  egypt('accessory', 'مرتبة سرير بيبي', ['cribmattress-120x60']),

  egypt('dialect', 'ببرونة مولود', BOTTLE),
  egypt('dialect', 'سكاتة', PACIFIER),
  iraq('dialect', 'مصاصات للرضيع', PACIFIER),
  maghreb('dialect', 'كروسة د البيبي', STROLLER),
  egypt('dialect', 'مناديل مبلولة', WIPES),
  levant('dialect', 'محارم مبللة للبيبي', WIPES),
  egypt('dialect', 'شفاط لبن', ['breastpump-medela-swing']),
  egypt('dialect', 'عروسة بيبي', DOLL),
  egypt('dialect', 'شخشيخة', ['toy-rattles-set-6']),
  levant('dialect', 'مريول اطفال', ['bibs-silicone-2']),
  gulf('dialect', 'قماط', ['swaddle-cotton-muslin']),
  egypt('dialect', 'لفة مولود', ['swaddle-cotton-muslin']),
  levant('dialect', 'افرهول بيبي', ['sleepsuit-baby-cotton-6-9m']),
  iraq('dialect', 'كرسي سيارة للجهال', ['carseat-joie-0-18kg']),
  iraq('dialect', 'مشاية جهال', ['walker-baby-toys']),
  iraq('dialect', 'حليب للرضيع', NEWBORN_FORMULA, ['formula-bebelac-*', 'formula-nan-*']),

  maghreb('french', 'بيبرون', BOTTLE),
  maghreb('french', 'سوسيت', PACIFIER),
  maghreb('french', 'بوسيت', STROLLER),
  maghreb('french', 'كوش بامبرز', ['diapers-pampers-*'], ['pants-pampers-*']),
  maghreb('french', 'بوبية', DOLL),
  maghreb('french', 'بافيت بيبي', ['bibs-silicone-2']),
  maghreb('french', 'تالك بيبي', ['powder-johnsons-baby-500g']),
  maghreb('french', 'couches taille 4', ['diapers-pampers-babydry-s4-64']),
  maghreb('french', 'lait 1er age', NEWBORN_FORMULA),
  maghreb('french', 'biberon avent', BOTTLE),
  maghreb('french', 'poussette', STROLLER),
  maghreb('french', 'siege auto bebe', ['carseat-joie-0-18kg']),
  maghreb('french', 'lingettes bebe', WIPES),
  maghreb('french', 'tire lait', ['breastpump-medela-swing']),
  maghreb('french', 'chaise haute', ['highchair-baby-grey']),

  gulf('english', 'diapers size 4', ['diapers-pampers-babydry-s4-64']),
  levant('english', 'baby wipes', WIPES),
  gulf('english', 'infant formula', NEWBORN_FORMULA, ['formula-bebelac-*', 'formula-nan-*']),
  egypt('english', 'baby car seat', ['carseat-joie-0-18kg']),
  gulf('english', 'baby monitor', ['babymonitor-video']),
  levant('english', 'teether', ['toy-teether-sophie-giraffe']),
  iraq('english', 'baby shampoo', ['shampoo-johnsons-baby-500ml']),

  gulf('cross-script', 'baby joy diapers', ['diapers-babyjoy-s6-44']),

  gulf('arabizi', '7afadat pampers', ['diapers-pampers-*', 'pants-pampers-*']),
  levant('arabizi', 'la7aye', PACIFIER),
  egypt('arabizi', 'rada3a avent', BOTTLE),
  levant('arabizi', '3arabiyye atfal', STROLLER),

  iraq('typos', 'حفاظات اطفال', DIAPERS),
  gulf('typos', 'حفاضت بامبرز', ['diapers-pampers-*'], ['pants-pampers-*']),
  levant('typos', 'سيريلاك قمخ', ['cereal-cerelac-wheat-milk-400g']),
  egypt('typos', 'بيبلاك ٢', ['formula-bebelac-2-400g']),
  gulf('typos', 'جونسن شامبو', ['shampoo-johnsons-baby-500ml']),

  gulf('numbers', 'حفاضات مقاس اربعة', ['diapers-pampers-babydry-s4-64']),
  egypt('numbers', 'لبن اطفال ٨٠٠ جرام', ['formula-nan-optipro-3-800g']),
  levant('numbers', 'رضاعة ٢٦٠ مل', BOTTLE),
  iraq('numbers', 'بامبرز ٦٤ حبة', ['diapers-pampers-babydry-s4-64']),

  gulf('parser', 'حفاضات لحد 14 كيلو', ['diapers-pampers-babydry-s4-64']),
  egypt(
    'parser',
    'ملابس بيبي حتى 3 شهور',
    ['bodysuit-baby-*', 'newbornset-*'],
    ['mittens-socks-newborn-0-6m'],
  ),
  levant(
    'parser',
    'العاب لطفل عمره سنتين',
    ['toy-lego-*', 'toy-ridein-*', 'toy-stackingcups-*'],
    ['toy-rattles-*', 'toy-teether-*'],
  ),
  gulf('parser', 'زيت للبيبي', ['oil-johnsons-baby-300ml']),
  iraq('parser', 'كريم للتسلخات للجاهل', ['rashcream-sudocrem-125g', 'bepanthen-nappy-ointment-30g']),
  gulf('parser', 'cream for baby rash', ['rashcream-sudocrem-125g', 'bepanthen-nappy-ointment-30g']),
  egypt('parser', 'كرسي عربية لحد 18 كيلو', ['carseat-joie-0-18kg']),
  levant('parser', 'سيارة للاطفال', ['toy-ridein-car-1-3y']),
  gulf('parser', 'سجادة لعب للبيبي', ['toy-playmat-activity-gym']),

  gulf('long', 'ابي حليب لولدي عمره ثمان شهور', ['formula-bebelac-2-400g']),
  egypt('long', 'عايزة عربية اطفال خفيفة تتطبق', STROLLER),
  levant('long', 'بدي هدية لمولود جديد صبي', ['newbornset-gift-7pcs'], ['bodysuit-baby-*', 'swaddle-*']),
  iraq('long', 'اريد حفاظات للجاهل حديث الولادة', ['diapers-pampers-premium-s1-50']),
  maghreb('long', 'بغيت حليب ديال الدراري من عام', ['formula-nan-optipro-3-800g']),
  iraq('long', 'شي يريح لثة الطفل وقت التسنين', ['toy-teether-sophie-giraffe']),
];
