import iconv from 'iconv-lite';

/** How much of the start of a file is looked at to tell its encoding. */
const SNIFF_BYTES = 64 * 1024;

/**
 * The encoding of a text file from its first bytes: a byte-order mark (UTF-8, UTF-16 LE/BE);
 * otherwise UTF-16 without a mark when every other byte of the sample is zero; otherwise UTF-8
 * when the sample is valid UTF-8; otherwise Windows-1256, the common encoding of Arabic
 * exports from spreadsheet programs.
 */
export function sniffEncoding(sample: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1256' {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8';
  if (sample[0] === 0xff && sample[1] === 0xfe) return 'utf-16le';
  if (sample[0] === 0xfe && sample[1] === 0xff) return 'utf-16be';
  const pairs = Math.min(sample.length >> 1, 512);
  if (pairs >= 2) {
    let evenZero = 0;
    let oddZero = 0;
    for (let i = 0; i < pairs; i++) {
      if (sample[2 * i] === 0) evenZero++;
      if (sample[2 * i + 1] === 0) oddZero++;
    }
    if (oddZero > pairs * 0.4 && evenZero === 0) return 'utf-16le';
    if (evenZero > pairs * 0.4 && oddZero === 0) return 'utf-16be';
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1256';
  }
}

/** Bytes as text, chunk by chunk, in the encoding their start shows (byte-order mark dropped). */
export async function* decodeText(chunks: AsyncIterable<Uint8Array>): AsyncIterable<string> {
  const held: Uint8Array[] = [];
  let heldBytes = 0;
  let decoder: ReturnType<typeof iconv.getDecoder> | null = null;
  for await (const chunk of chunks) {
    if (decoder) {
      const text = decoder.write(Buffer.from(chunk));
      if (text) yield text;
      continue;
    }
    held.push(chunk);
    heldBytes += chunk.length;
    if (heldBytes < SNIFF_BYTES) continue;
    const start = Buffer.concat(held);
    decoder = iconv.getDecoder(sniffEncoding(start));
    const text = decoder.write(start);
    if (text) yield text;
  }
  if (!decoder) {
    const start = Buffer.concat(held);
    decoder = iconv.getDecoder(sniffEncoding(start));
    const text = decoder.write(start);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}
