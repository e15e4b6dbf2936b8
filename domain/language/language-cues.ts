/**
 * Cues for telling Latin-script languages apart in a short query: function words and common
 * shopping words, and letters only one language uses. Arabizi cues are colloquial Arabic
 * words shoppers write in Latin letters.
 */

// biome-ignore format: a word table reads best packed
export const WORD_CUES: Readonly<Record<string, readonly string[]>> = {
  en: ['the', 'and', 'for', 'with', 'of', 'men', 'mens', 'women', 'womens', 'kids', 'black', 'white', 'red', 'blue',
    'shoes', 'bag', 'phone', 'case', 'cheap', 'cheapest', 'best', 'new', 'size', 'under', 'set', 'dress', 'shirt', 'watch'],
  fr: ['le', 'la', 'les', 'des', 'du', 'pour', 'avec', 'et', 'homme', 'femme', 'enfant', 'noir', 'noire', 'blanc',
    'rouge', 'chaussures', 'sac', 'robe', 'pas', 'cher', 'moins', 'taille', 'montre', 'pantalon', 'chemise'],
  de: ['der', 'die', 'das', 'und', 'für', 'mit', 'herren', 'damen', 'kinder', 'schwarz', 'weiß', 'rot', 'schuhe',
    'tasche', 'größe', 'unter', 'günstig', 'kleid', 'hose', 'uhr'],
  es: ['el', 'los', 'las', 'para', 'con', 'hombre', 'mujer', 'niños', 'negro', 'negra', 'blanco', 'rojo', 'zapatos',
    'bolso', 'talla', 'barato', 'menos', 'vestido', 'camisa', 'reloj'],
  it: ['il', 'gli', 'per', 'uomo', 'donna', 'bambino', 'nero', 'bianco', 'rosso', 'scarpe', 'borsa', 'taglia',
    'economico', 'vestito', 'orologio'],
  pt: ['os', 'para', 'com', 'homem', 'mulher', 'preto', 'branco', 'vermelho', 'sapatos', 'bolsa', 'tamanho',
    'barato', 'vestido', 'relógio'],
  tr: ['ve', 'için', 'ile', 'erkek', 'kadın', 'çocuk', 'siyah', 'beyaz', 'kırmızı', 'ayakkabı', 'çanta', 'beden',
    'ucuz', 'elbise', 'gömlek', 'saat'],
  nl: ['de', 'het', 'en', 'voor', 'met', 'heren', 'dames', 'zwart', 'wit', 'rood', 'schoenen', 'tas', 'maat'],
};

export const LETTER_CUES: Readonly<Record<string, string>> = {
  fr: 'èêàâçôûùîïœë',
  es: 'ñ¿¡',
  de: 'äß',
  tr: 'ışğ',
  pt: 'ãõ',
  it: 'ìò',
};

// biome-ignore format: a word table reads best packed
export const ARABIZI_WORDS: ReadonlySet<string> = new Set([
  'ana', 'enta', 'inta', 'enti', 'inti', 'howa', 'hiya', 'ya3ni', 'yalla', 'shukran', 'shokran', 'habibi', 'mabrook',
  '3ayez', '3ayz', 'abgha', 'abga', 'ab8a', 'abi', 'bghit', 'bdi', 'baddi', 'biddi', 'wein', 'wain', 'fein', 'feen',
  'shu', 'eish', 'esh', 'shlon', 'kif', 'keef', 'ezay', 'izzay', 'bikam', 'bkam', 'b2eh', '3ndk', '3andak', 'mafi',
  'mfi', 'mish', 'msh', 'mesh', 'wala', 'walla', 'inshallah', 'tayeb', 'tamam', 'kaman', 'kman', 'ba2a', '7ilw',
  'helw', '7elw', 'gamil', 'shanta', 'shanti', 'jazma', 'gazma', 'jawal', 'mobail', 'talaga', 'tallaga', 'thalaja',
  'kanaba', 'fostan', 'bantalon', 'nadara', 'nadhara', 'sa3a', '3abaya', 'jalabiya', 'galabeya', 'shemagh', 'ghutra',
  'bakhoor', 'bukhoor', 'mabkhara', 'dallah', 'zaatar', 'ar5as', 'arkhas', 'ar5s', 'gedid', 'jadid', 'jdeed', 'rijali',
  'rigali', 'nisa2i', 'harimi', 'atfal', 'aswad', 'abyad', 'ahmar', 'azra2', 'azraq',
  // Asking, in each region (the function words of `stopwords.ts`).
  '3ayza', '3awez', '3awz', '3awza', 'ayez', 'ayza', 'abgi', 'abghi', 'nabi', 'bgheet', 'bghina', 'bade', 'badde',
  'me7tag', 'm7tag', 'mehtag', 'mi7taj', 'mehtaj', 'a7taj', 'ahtaj', 'areed', 'ariid', 'ureed', 'oreed',
  '3ndkm', '3andkom', '3andkum', '3endkom', '3ndkom', '3andoko', '3andko', '3andkon', '3indkum', 'andkom', 'kayn',
  'kayen', 'wach', 'wesh', 'chno', 'shno', 'chhal', 'ch7al', 'shgad', 'dyal', 'diyal', 'bta3', 'beta3', 'ta3',
  '7aga', '7aja', '3ashan', '3shan', 'mshan', 'mishan', 'ya3ni', 'wa7ed', 'sama7t', 'sm7t', '3afak', 'aku', 'maku',
]);
