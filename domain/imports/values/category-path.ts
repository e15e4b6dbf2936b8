/**
 * Category cells: several categories in one cell are separated by `|`, `;` or a line break;
 * the levels of one category by `>`, `›`, `»` or `→` (`Phones > Android`). When none of
 * those appears in a cell, `/` and `\` separate levels (`Phones/Android`); a category whose
 * name holds a slash is written with `>` (`Phones > TV/Audio`).
 */
const LEVEL_MARKS = /\s*[>›»→]\s*/;
const SLASHES = /\s*[/\\]\s*/;

export function splitCategories(cell: string): string[][] {
  return cell
    .split(/[|;\r\n]+/)
    .map((one) => one.trim())
    .filter((one) => one !== '')
    .map((one) =>
      one
        .split(/[>›»→]/.test(one) ? LEVEL_MARKS : SLASHES)
        .map((level) => level.trim())
        .filter((level) => level !== ''),
    )
    .filter((levels) => levels.length > 0);
}

/** A stable category id from its path: lowercased names joined by `>`, spaces as `-`. */
export function categoryId(levels: readonly string[]): string {
  const id = levels
    .map((l) =>
      l
        .toLowerCase()
        .replace(/\s+/g, '-')
        .replace(/[/?#>]/g, '-'),
    )
    .join('>');
  return id.length <= 128 ? id : id.slice(0, 128);
}
