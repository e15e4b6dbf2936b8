import { zip } from './zip.ts';

/** A cell: text kept in the shared strings table, text written inline, or a number. */
export type XlsxCell = string | { readonly inline: string } | number;

const escapeXml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const columnName = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : columnName(Math.floor(i / 26) - 1) + columnName(i % 26);

/**
 * An XLSX workbook as a spreadsheet program writes one (SpreadsheetML parts in a zip). Sheets
 * are stored in reverse file order (the first sheet listed is the last `sheetN.xml`), so a
 * reader must find the first sheet through workbook.xml and its relationships.
 */
export function xlsxWorkbook(sheets: readonly { name: string; rows: readonly XlsxCell[][] }[]): Buffer {
  const shared: string[] = [];
  const sharedIndex = new Map<string, number>();
  const stringRef = (s: string) => {
    let i = sharedIndex.get(s);
    if (i === undefined) {
      i = shared.push(s) - 1;
      sharedIndex.set(s, i);
    }
    return i;
  };
  const cellXml = (cell: XlsxCell, ref: string) => {
    if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
    if (typeof cell === 'string') return `<c r="${ref}" t="s"><v>${stringRef(cell)}</v></c>`;
    return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(cell.inline)}</t></is></c>`;
  };
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const fileOf = (i: number) => `sheet${sheets.length - i}.xml`;
  const sheetParts = sheets.map((sheet, i) => ({
    name: `xl/worksheets/${fileOf(i)}`,
    data: Buffer.from(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${ns}"><sheetData>${sheet.rows
        .map(
          (row, r) =>
            `<row r="${r + 1}">${row.map((cell, c) => cellXml(cell, `${columnName(c)}${r + 1}`)).join('')}</row>`,
        )
        .join('')}</sheetData></worksheet>`,
    ),
  }));
  const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`);
  return zip([
    {
      name: '[Content_Types].xml',
      data: xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets
          .map(
            (_, i) =>
              `<Override PartName="/xl/worksheets/${fileOf(i)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join(
            '',
          )}<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${ns}" xmlns:r="${rel}"><sheets>${sheets
          .map((s, i) => `<sheet name="${escapeXml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
          .join('')}</sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
          .map(
            (_, i) =>
              `<Relationship Id="rId${i + 1}" Type="${rel}/worksheet" Target="worksheets/${fileOf(i)}"/>`,
          )
          .join(
            '',
          )}<Relationship Id="rId${sheets.length + 1}" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    ...sheetParts,
    {
      name: 'xl/sharedStrings.xml',
      data: xml(
        `<sst xmlns="${ns}" count="${shared.length}" uniqueCount="${shared.length}">${shared
          .map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`)
          .join('')}</sst>`,
      ),
    },
  ]);
}
