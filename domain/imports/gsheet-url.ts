/**
 * A Google Sheets share, edit or publish URL as the URL of its CSV export:
 * `/spreadsheets/d/<id>/edit#gid=<gid>` becomes `/spreadsheets/d/<id>/export?format=csv&gid=<gid>`
 * and `/spreadsheets/d/e/<id>/pubhtml` becomes `/spreadsheets/d/e/<id>/pub?output=csv`. The host
 * is kept (so a sheet served elsewhere under the same paths is read too); null when the URL is
 * not a sheet's.
 */
export function gsheetCsvUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const gid = /(?:^|[#&?])gid=(\d+)/.exec(`${url.search}${url.hash}`)?.[1];
  const published = /^\/spreadsheets\/d\/e\/([A-Za-z0-9_-]+)/.exec(url.pathname);
  if (published) {
    const out = new URL(`/spreadsheets/d/e/${published[1]}/pub`, url.origin);
    out.searchParams.set('output', 'csv');
    if (gid) out.searchParams.set('gid', gid);
    return out.toString();
  }
  const sheet = /^\/spreadsheets\/d\/([A-Za-z0-9_-]+)/.exec(url.pathname);
  if (!sheet) return null;
  const out = new URL(`/spreadsheets/d/${sheet[1]}/export`, url.origin);
  out.searchParams.set('format', 'csv');
  out.searchParams.set('gid', gid ?? '0');
  return out.toString();
}
