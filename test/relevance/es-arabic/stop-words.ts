/**
 * Stop words of the baseline. English: the 33 words of Lucene's EnglishAnalyzer default set
 * (Elasticsearch's `_english_`). Arabic: function words of our own list in the role of
 * Elasticsearch's `_arabic_` set (prepositions, pronouns, demonstratives, particles), in the
 * spellings shoppers type, since the stop filter runs before normalization as in Elasticsearch.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(
    ' ',
  ),
);

export const ARABIC_STOP_WORDS: ReadonlySet<string> = new Set(
  [
    'من في على عن مع الى إلى الي حتى منذ عند لدى بين ضد نحو خلال',
    'و او أو ثم ام أم بل لكن لا لم لن ما ماذا هل قد لقد كل بعض غير',
    'ان إن أن انه إنه أنه كان كانت يكون اذا إذا لو',
    'هذا هذه هذي ذلك تلك هؤلاء هو هي هم هن انا أنا نحن انت أنت',
    'الذي التي الذين اللذين اللتين اللواتي',
    'فيه فيها منه منها عليه عليها له لها به بها',
  ]
    .join(' ')
    .split(' '),
);
