import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** Limits that refuse zip bombs: what the parts read may inflate to, in all and per compressed byte. */
export const XLSX_LIMITS = {
  maxInflatedBytes: 512 * 1024 * 1024,
  maxRatio: 200,
  ratioFreeBytes: 1024 * 1024,
};

export class SpreadsheetRefused extends Error {}

const open = (buffer: Buffer): Promise<ZipFile> =>
  new Promise((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(new SpreadsheetRefused(`not an XLSX file (${error.message})`)) : resolve(zip),
    ),
  );

const entriesOf = (zip: ZipFile): Promise<Map<string, Entry>> =>
  new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });

/** An entry's XML as text chunks, within the inflation limits (sizes are checked as they inflate). */
async function* entryText(zip: ZipFile, entry: Entry, budget: { left: number }): AsyncIterable<string> {
  const { uncompressedSize: size, compressedSize: packed } = entry;
  if (size > budget.left)
    throw new SpreadsheetRefused('the spreadsheet inflates past the size limit (a zip bomb?)');
  if (size > XLSX_LIMITS.ratioFreeBytes && size > packed * XLSX_LIMITS.maxRatio)
    throw new SpreadsheetRefused(
      `${entry.fileName} inflates ${Math.round(size / Math.max(1, packed))} times (a zip bomb?)`,
    );
  budget.left -= size;
  const stream: Readable = await zip.openReadStreamPromise(entry);
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of stream as AsyncIterable<Buffer>) yield decoder.decode(chunk, { stream: true });
  yield decoder.decode();
}

async function sax(chunks: AsyncIterable<string>, setup: (p: SaxesParser) => void): Promise<void> {
  const parser = new SaxesParser();
  parser.on('doctype', () => {
    throw new SpreadsheetRefused('the spreadsheet carries a document type declaration');
  });
  setup(parser);
  for await (const text of chunks) {
    parser.write(text);
  }
  parser.close();
}

/** The path of the workbook's first sheet, from workbook.xml and its relationships. */
async function firstSheetPath(
  zip: ZipFile,
  entries: Map<string, Entry>,
  budget: { left: number },
): Promise<string> {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) return 'xl/worksheets/sheet1.xml';
  let relId: string | null = null;
  await sax(entryText(zip, workbook, budget), (p) =>
    p.on('opentag', (tag) => {
      if (tag.name === 'sheet' && relId === null) relId = String(tag.attributes['r:id'] ?? '');
    }),
  );
  let target: string | null = null;
  await sax(entryText(zip, rels, budget), (p) =>
    p.on('opentag', (tag) => {
      if (tag.name === 'Relationship' && tag.attributes.Id === relId)
        target = String(tag.attributes.Target ?? '');
    }),
  );
  const t = target as string | null;
  if (!t) return 'xl/worksheets/sheet1.xml';
  return t.startsWith('/') ? t.slice(1) : `xl/${t}`;
}

async function sharedStrings(
  zip: ZipFile,
  entry: Entry | undefined,
  budget: { left: number },
): Promise<string[]> {
  if (!entry) return [];
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await sax(entryText(zip, entry, budget), (p) => {
    p.on('opentag', (tag) => {
      if (tag.name === 'si') current = '';
      else if (tag.name === 'rPh') phonetic++;
      else if (tag.name === 't' && phonetic === 0) inText = true;
    });
    p.on('text', (text) => {
      if (inText && current !== null) current += text;
    });
    p.on('closetag', (tag) => {
      if (tag.name === 't') inText = false;
      else if (tag.name === 'rPh') phonetic--;
      else if (tag.name === 'si') {
        strings.push(current ?? '');
        current = null;
      }
    });
  });
  return strings;
}

const columnIndex = (ref: string): number => {
  let n = 0;
  for (const ch of ref) {
    const c = ch.charCodeAt(0);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n - 1;
};

/** A number cell as text: floating-point noise dropped (`12.300000000000001` is `12.3`). */
const numberText = (v: string): string => {
  const n = Number(v);
  return Number.isFinite(n) ? String(Number(n.toPrecision(15))) : v;
};

function cellValue(c: { type: string; text: string }, strings: readonly string[]): string {
  switch (c.type) {
    case 's':
      return strings[Number(c.text)] ?? '';
    case 'b':
      return c.text === '1' ? 'TRUE' : 'FALSE';
    case 'n':
      return numberText(c.text);
    case 'e':
      return '';
    default:
      return c.text;
  }
}

/**
 * Rows of an XLSX workbook's first sheet, streamed from the sheet's XML (the shared strings are
 * held, as every reader must). The first row is the header. Refused: a file that is not a
 * workbook, parts that inflate past `XLSX_LIMITS` (zip bombs), a document type declaration.
 */
export async function* xlsxRows(file: Buffer): AsyncIterable<string[]> {
  const zip = await open(file);
  try {
    const entries = await entriesOf(zip);
    const budget = { left: XLSX_LIMITS.maxInflatedBytes };
    const sheetPath = await firstSheetPath(zip, entries, budget);
    const sheet = entries.get(sheetPath);
    if (!sheet) throw new SpreadsheetRefused('the workbook has no sheet');
    const strings = await sharedStrings(zip, entries.get('xl/sharedStrings.xml'), budget);
    const ready: string[][] = [];
    let row: string[] | null = null;
    let cell: { col: number; type: string; text: string } | null = null;
    let inValue = false;
    const parser = new SaxesParser();
    parser.on('doctype', () => {
      throw new SpreadsheetRefused('the spreadsheet carries a document type declaration');
    });
    parser.on('opentag', (tag) => {
      if (tag.name === 'row') row = [];
      else if (tag.name === 'c' && row) {
        const ref = String(tag.attributes.r ?? '');
        cell = { col: ref ? columnIndex(ref) : row.length, type: String(tag.attributes.t ?? 'n'), text: '' };
      } else if ((tag.name === 'v' || tag.name === 't') && cell) inValue = true;
    });
    parser.on('text', (text) => {
      if (inValue && cell) cell.text += text;
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 'v' || tag.name === 't') inValue = false;
      else if (tag.name === 'c' && cell && row) {
        const c = cell as { col: number; type: string; text: string };
        while (row.length < c.col) row.push('');
        row[c.col] = cellValue(c, strings);
        cell = null;
      } else if (tag.name === 'row' && row) {
        if (row.some((v) => v.trim() !== '')) ready.push(row);
        row = null;
      }
    });
    // Rows are handed on after each chunk of the sheet's XML: the sheet is never held whole.
    for await (const text of entryText(zip, sheet, budget)) {
      parser.write(text);
      yield* ready.splice(0);
    }
    parser.close();
    yield* ready.splice(0);
  } finally {
    zip.close();
  }
}
