import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');

/**
 * Eighteenth pass, written before its changes: store words (not dialect words) typed with the
 * consonant a region says for them. Egypt and the Levant say ق as a glottal stop and write it
 * أ (`اميص` قميص, `أرفة` قرفة); the Gulf says ج as ي (`ثلايه` ثلاجة, `دياي` دجاج), ق as g and ك
 * as ch, both written ج (`جرفة` قرفة, `سجاجين` سكاكين); Egypt and the Levant say ث as ت and ذ as
 * د (`توب` ثوب, `دهبي` ذهبي).
 */
export const DEV_QUERIES_EIGHTEENTH_SOUNDS: readonly TaggedQuery[] = [
  levant('dialect', 'اميص', ['shirt-men-formal-white', 'shirt-men-oxford-blue']),
  levant('dialect', 'اميص رجالي ابيض', ['shirt-men-formal-white'], ['shirt-men-oxford-blue']),
  egypt('dialect', 'مأص', ['scissors-school-kids']),
  egypt('dialect', 'بيجامة أطن حريمي', ['pajamas-women-cotton']),
  levant('dialect', 'مألاية', ['fryingpan-nonstick-28cm']),
  levant('dialect', 'أرفة عيدان', ['cinnamon-sticks-100g']),
  egypt('dialect', 'أرنفل حب', ['cloves-whole-50g']),
  levant('dialect', 'معمول بالفستء', ['maamoul-pistachio-400g']),
  levant('dialect', 'أبعة سودا', ['cap-baseball-black']),
  levant('dialect', 'دراجة بمأبض للصغار', ['tricycle-toddler-handle'], ['bicycle-kids-16in']),
  egypt('dialect', 'ألم رصاص', ['pencils-staedtler-2b-12']),
  gulf('dialect', 'ثلايه', ['fridge-lg-nofrost-400l', 'fridge-mini-90l']),
  gulf('dialect', 'صدور دياي', ['chicken-breast-frozen-1kg']),
  gulf('dialect', 'درايه للياهل', ['bicycle-kids-16in'], ['tricycle-toddler-handle']),
  gulf('dialect', 'يبنة فيتا', ['feta-puck-500g']),
  gulf('dialect', 'زياية مويه رياضيه', ['waterbottle-sports-750ml']),
  gulf('dialect', 'جرفة عيدان', ['cinnamon-sticks-100g']),
  gulf('dialect', 'مجص', ['scissors-school-kids']),
  iraq('dialect', 'طقم سجاجين', ['knives-kitchen-set-5']),
  gulf('dialect', 'جميص رسمي', ['shirt-men-formal-white']),
  levant('dialect', 'توب ولادي ابيض', ['thobe-boys-white-10y']),
  egypt('dialect', 'صينية دهبي', ['tray-serving-gold-40cm']),
];
