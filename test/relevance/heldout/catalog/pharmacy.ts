import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { HC } from './categories.ts';

/** Painkillers, cold remedies, vitamins, first aid, medical devices, skin, oral and hair care. */
export const PHARMACY: readonly ProductInput[] = [
  row('painkiller-panadol-extra-24', 'Panadol', '14.00', HC.painRelief, {
    en: 'Panadol Extra 24 tablets',
    ar: 'بنادول اكسترا 24 قرص',
  }),
  row('painkiller-panadol-advance-24', 'Panadol', '11.00', HC.painRelief, {
    en: 'Panadol Advance 500mg 24 tablets',
    ar: 'بنادول أدفانس 500 ملغ 24 قرص',
  }),
  row('painkiller-adol-500-24', 'Adol', '8.00', HC.painRelief, {
    en: 'Adol 500mg paracetamol 24 tablets',
    ar: 'أدول 500 ملجم باراسيتامول 24 قرص',
  }),
  row('painkiller-brufen-400-30', 'Brufen', '16.00', HC.painRelief, {
    en: 'Brufen ibuprofen 400mg 30 tablets',
    ar: 'بروفين إيبوبروفين 400 ملجم 30 قرص',
  }),
  row('painkiller-doliprane-1000-8', 'Doliprane', '9.00', HC.painRelief, {
    ar: 'دوليبران 1000 ملغ 8 أقراص',
    fr: 'Doliprane 1000 mg 8 comprimés',
  }),
  row('painkiller-abimol-500-20', 'Abimol', '6.00', HC.painRelief, {
    en: 'Abimol paracetamol 500mg 20 tablets',
    ar: 'ابيمول باراسيتامول 500 مجم 20 قرص',
  }),
  row(
    'fever-panadol-baby-syrup-100',
    'Panadol',
    '13.00',
    HC.painRelief,
    {
      en: 'Panadol Baby & Infant suspension 100ml',
      ar: 'بنادول شراب للأطفال والرضع 100 مل',
    },
    { attrs: { age: '2 months - 6 years' } },
  ),
  row('fever-cetal-syrup-120', 'Cetal', '7.00', HC.painRelief, {
    en: 'Cetal paracetamol syrup for children 120ml',
    ar: 'سيتال شراب خافض للحرارة للأطفال 120 مل',
  }),

  row('cough-prospan-syrup-100', 'Prospan', '29.00', HC.coldFlu, {
    en: 'Prospan ivy leaf cough syrup 100ml',
    ar: 'بروسبان شراب للكحة أوراق اللبلاب 100 مل',
  }),
  row('cough-toplexil-syrup-150', 'Toplexil', '19.00', HC.coldFlu, {
    ar: 'توبلكسيل شراب للسعال الجاف 150 مل',
    fr: 'Toplexil sirop toux sèche 150 ml',
  }),
  row('lozenges-strepsils-honeylemon-24', 'Strepsils', '17.00', HC.coldFlu, {
    en: 'Strepsils honey & lemon 24 lozenges',
    ar: 'ستربسلز عسل وليمون 24 قرص استحلاب',
  }),
  row('nasalspray-otrivin-adult', 'Otrivin', '15.00', HC.coldFlu, {
    en: 'Otrivin 0.1% nasal spray for adults 10ml',
    ar: 'أوتريفين بخاخ للأنف للكبار 10 مل',
  }),
  row('vicks-vaporub-50g', 'Vicks', '18.00', HC.coldFlu, {
    en: 'Vicks VapoRub 50g',
    ar: 'فيكس فابوراب مرهم 50 جم',
  }),
  row('cold-panadol-coldflu-24', 'Panadol', '19.00', HC.coldFlu, {
    en: 'Panadol Cold & Flu Day 24 caplets',
    ar: 'بنادول كولد اند فلو للزكام والانفلونزا 24 قرص',
  }),

  row('vitamin-redoxon-c1000-10', 'Redoxon', '22.00', HC.vitamins, {
    en: 'Redoxon Vitamin C 1000mg 10 effervescent tablets orange',
    ar: 'ريدوكسون فيتامين سي 1000 ملجم 10 أقراص فوارة برتقال',
  }),
  row('vitamin-centrum-women-30', 'Centrum', '69.00', HC.vitamins, {
    en: 'Centrum Women multivitamin 30 tablets',
    ar: 'سنتروم للنساء فيتامينات متعددة 30 قرص',
  }),
  row('vitamin-d3-5000-60', 'NOW Foods', '59.00', HC.vitamins, {
    en: 'NOW Vitamin D3 5000 IU 60 softgels',
    ar: 'فيتامين د3 5000 وحدة دولية 60 كبسولة',
  }),
  row('omega3-jamieson-fishoil-1000-100', 'Jamieson', '79.00', HC.vitamins, {
    en: 'Jamieson Omega-3 fish oil 1000mg 100 softgels',
  }),
  row('iron-feroglobin-30', 'Vitabiotics', '45.00', HC.vitamins, {
    en: 'Vitabiotics Feroglobin B12 iron 30 capsules',
    ar: 'فيروجلوبين حديد وفيتامين ب12 30 كبسولة',
  }),
  row(
    'vitamin-kids-wellkid-gummies-30',
    'Vitabiotics',
    '55.00',
    HC.vitamins,
    {
      en: 'Wellkid multivitamin soft jelly for kids 3-7 years, 30 jellies',
      ar: 'ويل كيد فيتامينات للأطفال حلوى جيلي من 3 إلى 7 سنوات 30 حبة',
    },
    { attrs: { age: '3-7 years' } },
  ),

  row('plasters-hansaplast-universal-40', 'Hansaplast', '12.00', HC.firstAid, {
    en: 'Hansaplast Universal plasters 40 strips',
    ar: 'لزقات جروح هانسابلاست 40 قطعة',
    fr: 'Pansements Hansaplast Universal 40 pièces',
  }),
  row('gauze-sterile-10x10-100', null, '18.00', HC.firstAid, {
    en: 'Sterile gauze swabs 10 x 10 cm, 100 pieces',
    ar: 'شاش طبي معقم 10×10 سم 100 قطعة',
    fr: 'Compresses de gaze stériles 10 x 10 cm, 100 pièces',
  }),
  row('cotton-medical-roll-200g', null, '9.00', HC.firstAid, {
    en: 'Absorbent medical cotton roll 200g',
    ar: 'قطن طبي ماص لفة 200 جرام',
    fr: 'Coton hydrophile 200 g',
  }),
  row('antiseptic-dettol-500ml', 'Dettol', '21.00', HC.firstAid, {
    en: 'Dettol antiseptic disinfectant liquid 500ml',
    ar: 'ديتول سائل مطهر 500 مل',
  }),
  row('sanitizer-handgel-500ml', null, '15.00', HC.firstAid, {
    en: 'Hand sanitizer gel 70% alcohol 500ml',
    ar: 'جل معقم لليدين كحول 70% 500 مل',
  }),
  row('alcohol-medical-70-250ml', null, '7.00', HC.firstAid, {
    en: 'Medical ethyl alcohol 70% 250ml',
    ar: 'كحول طبي 70% 250 مل',
  }),
  row('bandage-elastic-10cm', null, '11.00', HC.firstAid, {
    en: 'Elastic crepe bandage 10 cm x 4.5 m',
    ar: 'رباط ضاغط مطاطي 10 سم × 4.5 متر',
  }),
  row('masks-surgical-3ply-50', null, '19.00', HC.firstAid, {
    en: 'Surgical face masks 3-ply, box of 50',
    ar: 'كمامات طبية 3 طبقات علبة 50 قطعة',
    fr: 'Masques chirurgicaux 3 plis, boîte de 50',
  }),
  row('antiseptic-betadine-120ml', 'Betadine', '16.00', HC.firstAid, {
    en: 'Betadine antiseptic solution 10% 120ml',
    ar: 'بيتادين محلول مطهر للجروح 120 مل',
  }),

  row('thermometer-braun-digital', 'Braun', '45.00', HC.devices, {
    en: 'Braun digital stick thermometer',
    ar: 'ميزان حرارة رقمي براون',
  }),
  row('thermometer-forehead-infrared', null, '89.00', HC.devices, {
    en: 'Infrared no-touch forehead thermometer',
    ar: 'ميزان حرارة بالأشعة تحت الحمراء للجبهة بدون لمس',
    fr: 'Thermomètre frontal infrarouge sans contact',
  }),
  row('bpmonitor-omron-m3', 'Omron', '229.00', HC.devices, {
    en: 'Omron M3 upper arm blood pressure monitor',
    ar: 'جهاز قياس ضغط الدم من الذراع أومرون M3',
    fr: 'Tensiomètre bras Omron M3',
  }),
  row('glucometer-accuchek-instant', 'Accu-Chek', '119.00', HC.devices, {
    en: 'Accu-Chek Instant blood glucose meter',
    ar: 'جهاز قياس السكر أكيو تشيك إنستانت',
  }),
  row('teststrips-accuchek-instant-50', 'Accu-Chek', '89.00', HC.devices, {
    en: 'Accu-Chek Instant blood glucose test strips, 50 strips',
    ar: 'شرائط قياس السكر أكيو تشيك إنستانت 50 شريط',
  }),
  row('nebulizer-omron-compressor', 'Omron', '299.00', HC.devices, {
    en: 'Omron compressor nebulizer for asthma',
    ar: 'جهاز بخار للربو أومرون',
  }),
  row('scale-bathroom-digital-glass', null, '79.00', HC.devices, {
    en: 'Digital glass bathroom scale 180 kg',
    ar: 'ميزان وزن رقمي زجاج للحمام حتى 180 كجم',
  }),
  row('oximeter-fingertip', null, '59.00', HC.devices, {
    en: 'Fingertip pulse oximeter',
    ar: 'جهاز قياس نسبة الأكسجين في الدم من الإصبع',
  }),

  row('sunscreen-larocheposay-anthelios-50ml', 'La Roche-Posay', '119.00', HC.skinCare, {
    en: 'La Roche-Posay Anthelios UVMune 400 fluid SPF50+ 50ml',
    ar: 'واقي شمس لاروش بوزيه أنثيليوس SPF50+ سائل 50 مل',
    fr: 'La Roche-Posay Anthelios UVMune 400 fluide solaire SPF50+ 50 ml',
  }),
  row('cream-cetaphil-moisturizing-453g', 'Cetaphil', '89.00', HC.skinCare, {
    en: 'Cetaphil moisturizing cream for dry skin 453g',
    ar: 'كريم سيتافيل المرطب للبشرة الجافة 453 جرام',
  }),
  row('cream-nivea-soft-200ml', 'Nivea', '25.00', HC.skinCare, {
    en: 'NIVEA Soft moisturising cream 200ml',
    ar: 'كريم نيفيا سوفت مرطب 200 مل',
    fr: 'Crème hydratante NIVEA Soft 200 ml',
  }),
  row('vaseline-original-100ml', 'Vaseline', '12.00', HC.skinCare, {
    en: 'Vaseline original pure petroleum jelly 100ml',
    ar: 'فازلين أصلي هلام بترولي 100 مل',
  }),
  row('bepanthen-nappy-ointment-30g', 'Bepanthen', '29.00', HC.skinCare, {
    en: 'Bepanthen nappy rash ointment 30g',
    ar: 'بيبانثين مرهم لالتهاب الحفاض 30 جرام',
    fr: 'Bepanthen pommade érythème fessier 30 g',
  }),
  row('lipbalm-labello-original', 'Labello', '9.00', HC.skinCare, {
    en: 'Labello Original lip balm',
    ar: 'مرطب شفاه لابيلو الأصلي',
  }),
  row('deodorant-rexona-men-spray-150', 'Rexona', '14.00', HC.skinCare, {
    en: 'Rexona Men antiperspirant deodorant spray 150ml',
    ar: 'مزيل عرق ريكسونا رجالي بخاخ 150 مل',
    fr: 'Déodorant Rexona Men spray 150 ml',
  }),

  row('toothpaste-sensodyne-repair-75', 'Sensodyne', '19.00', HC.oralCare, {
    en: 'Sensodyne Repair & Protect toothpaste 75ml',
    ar: 'معجون أسنان سنسوداين ريبير اند بروتكت 75 مل',
  }),
  row('toothpaste-signal-white-75', 'Signal', '8.00', HC.oralCare, {
    ar: 'معجون أسنان سيجنال للتبييض 75 مل',
    fr: 'Dentifrice Signal Blancheur 75 ml',
  }),
  row('toothbrush-oralb-medium-2', 'Oral-B', '12.00', HC.oralCare, {
    en: 'Oral-B manual toothbrush medium, 2 pack',
    ar: 'فرشاة أسنان أورال بي متوسطة عدد 2',
    fr: 'Brosse à dents Oral-B médium, lot de 2',
  }),
  row('toothbrush-oralb-vitality-electric', 'Oral-B', '119.00', HC.oralCare, {
    en: 'Oral-B Vitality Pro electric toothbrush, blue',
    ar: 'فرشاة أسنان كهربائية أورال بي فيتاليتي برو أزرق',
  }),
  row('brushheads-oralb-crossaction-4', 'Oral-B', '69.00', HC.oralCare, {
    en: 'Oral-B CrossAction replacement brush heads, 4 pack',
    ar: 'رؤوس بديلة لفرشاة أورال بي الكهربائية 4 قطع',
  }),
  row('mouthwash-listerine-coolmint-500', 'Listerine', '22.00', HC.oralCare, {
    en: 'Listerine Cool Mint mouthwash 500ml',
    ar: 'غسول فم ليسترين بالنعناع 500 مل',
  }),
  row('shampoo-headshoulders-antidandruff-400', 'Head & Shoulders', '24.00', HC.hairCare, {
    en: 'Head & Shoulders anti-dandruff shampoo classic clean 400ml',
    ar: 'شامبو هيد اند شولدرز ضد القشرة 400 مل',
    fr: 'Shampooing antipelliculaire Head & Shoulders 400 ml',
  }),
  row('hairoil-dabur-amla-200', 'Dabur', '13.00', HC.hairCare, {
    en: 'Dabur Amla hair oil 200ml',
    ar: 'زيت شعر دابر آملا 200 مل',
  }),
  row('pregnancytest-clearblue', 'Clearblue', '35.00', HC.devices, {
    en: 'Clearblue rapid detection pregnancy test, 1 test',
    ar: 'اختبار حمل كليربلو سريع',
  }),
];
