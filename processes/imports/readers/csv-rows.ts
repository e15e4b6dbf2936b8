import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { decodeText } from './decode-text.ts';

/** The delimiter a header line uses: comma, semicolon or tab, whichever appears most outside quotes. */
export function sniffDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch]++;
  }
  if (counts['\t'] > 0 && counts['\t'] >= counts[','] && counts['\t'] >= counts[';']) return '\t';
  return counts[';'] > counts[','] ? ';' : ',';
}

async function* withDelimiter(
  text: AsyncIterable<string>,
  found: (d: ',' | ';' | '\t') => void,
): AsyncIterable<string> {
  let head = '';
  let decided = false;
  for await (const piece of text) {
    if (decided) {
      yield piece;
      continue;
    }
    head += piece;
    if (!/[\r\n]/.test(head) && head.length < 65_536) continue;
    decided = true;
    found(sniffDelimiter(head));
    yield head;
  }
  if (!decided) {
    found(sniffDelimiter(head));
    yield head;
  }
}

/**
 * Rows of a delimited text file as they arrive (the file is never held whole): any of the
 * encodings `decodeText` tells apart, comma, semicolon or tab, quoted cells over several
 * lines. The first row is the header. A malformed file throws (a fatal error of the import).
 */
export async function* csvRows(chunks: AsyncIterable<Uint8Array>): AsyncIterable<string[]> {
  let delimiter: ',' | ';' | '\t' = ',';
  const text = withDelimiter(decodeText(chunks), (d) => {
    delimiter = d;
  });
  const iterator = text[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const parser = parse({
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: 1024 * 1024,
    // Merchants' files hold `12" TV` in unquoted cells; a cell that starts with a quote is still a quoted cell.
    relax_quotes: true,
  });
  const rest: AsyncIterable<string> = {
    [Symbol.asyncIterator]: () => iterator,
  };
  const source = Readable.from(
    (async function* () {
      yield first.value;
      yield* rest;
    })(),
  );
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  for await (const record of parser as AsyncIterable<string[]>) yield record;
}
