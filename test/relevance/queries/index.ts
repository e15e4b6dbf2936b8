import { ARABIZI_CROSS_SCRIPT } from './arabizi-cross-script.ts';
import { BROKEN_PLURALS } from './broken-plurals.ts';
import { CLITICS_STEMS } from './clitics-stems.ts';
import { DIACRITICS_TATWEEL } from './diacritics-tatweel.ts';
import { DIALECT } from './dialect.ts';
import { HAMZA_ALEF } from './hamza-alef.ts';
import type { QueryGroup } from './labelled-query.ts';
import { PARSER } from './parser.ts';
import { PLAIN_ENGLISH } from './plain-english.ts';
import { TA_MARBUTA_ALEF_MAQSURA } from './ta-marbuta-alef-maqsura.ts';
import { TYPOS } from './typos.ts';
import { UNITS_DIGITS } from './units-digits.ts';

/** The labelled query sets, in the order of the issue. */
export const QUERY_GROUPS: readonly QueryGroup[] = [
  HAMZA_ALEF,
  TA_MARBUTA_ALEF_MAQSURA,
  DIACRITICS_TATWEEL,
  CLITICS_STEMS,
  BROKEN_PLURALS,
  UNITS_DIGITS,
  DIALECT,
  ARABIZI_CROSS_SCRIPT,
  TYPOS,
  PARSER,
  PLAIN_ENGLISH,
];
