import { SaxesParser, type SaxesTagNS } from 'saxes';
import { decodeText } from './decode-text.ts';

const GOOGLE_NS = 'http://base.google.com/ns/1.0';

/** The product fields of merchant feeds (Google Merchant's names), in the header row this reader answers. */
export const FEED_FIELDS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'sale_price',
  'availability',
  'brand',
  'product_type',
  'google_product_category',
  'color',
  'size',
  'material',
  'gender',
  'mpn',
  'gtin',
  'condition',
  'item_group_id',
  'quantity',
] as const;

/** Atom elements and what a feed field they stand for. */
const ATOM_NAMES: Readonly<Record<string, string>> = { summary: 'description', content: 'description' };

/**
 * Items of an RSS 2.0 or Atom product feed with the `g:` namespace, as they stream in: a header
 * row (`FEED_FIELDS` then `extraFields`, names a mapping may use) and one row per `<item>` or
 * `<entry>`. A `g:` element wins over a plain one of the same name; nested elements
 * (`g:shipping`) are left out. A document type declaring entities is refused (no entity is
 * ever expanded: the parser knows only XML's own five).
 */
export async function* feedRows(
  chunks: AsyncIterable<Uint8Array>,
  extraFields: readonly string[] = [],
): AsyncIterable<string[]> {
  const headers = [
    ...FEED_FIELDS,
    ...extraFields.filter((f) => !(FEED_FIELDS as readonly string[]).includes(f)),
  ];
  const position = new Map(headers.map((h, i) => [h, i]));
  yield headers;
  const parser = new SaxesParser({ xmlns: true });
  const ready: string[][] = [];
  let item: { row: string[]; fromGoogle: Set<number> } | null = null;
  let field: { index: number | undefined; google: boolean; text: string; depth: number } | null = null;
  let depth = 0;
  let itemDepth = -1;
  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) throw new Error('the feed declares XML entities, which are refused');
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    depth++;
    if (item === null) {
      if (tag.local === 'item' || tag.local === 'entry') {
        item = { row: new Array<string>(headers.length).fill(''), fromGoogle: new Set() };
        itemDepth = depth;
      }
      return;
    }
    if (depth !== itemDepth + 1) return;
    const google = tag.uri === GOOGLE_NS;
    const name = google ? tag.local : (ATOM_NAMES[tag.local] ?? tag.local);
    field = { index: position.get(name), google, text: '', depth };
    const href = tag.attributes.href;
    if (
      name === 'link' &&
      href &&
      typeof href === 'object' &&
      (tag.attributes.rel === undefined || tag.attributes.rel.value === 'alternate')
    )
      field.text = href.value;
  });
  parser.on('text', (text) => {
    if (field && depth === field.depth) field.text += text;
  });
  parser.on('cdata', (text) => {
    if (field && depth === field.depth) field.text += text;
  });
  parser.on('closetag', () => {
    if (field && depth === field.depth) {
      const { index, google, text } = field;
      const current = item;
      if (current && index !== undefined && text.trim() !== '') {
        const taken = current.row[index] !== '';
        if (!taken || (google && !current.fromGoogle.has(index))) {
          current.row[index] = text.trim();
          if (google) current.fromGoogle.add(index);
        }
      }
      field = null;
    } else if (item && depth === itemDepth) {
      ready.push(item.row);
      item = null;
    }
    depth--;
  });
  for await (const text of decodeText(chunks)) {
    parser.write(text);
    while (ready.length > 0) yield ready.shift() as string[];
  }
  parser.close();
  while (ready.length > 0) yield ready.shift() as string[];
}
