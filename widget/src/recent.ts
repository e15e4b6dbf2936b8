/**
 * Recent searches: up to 10, kept in this browser's localStorage only. Nothing here is ever
 * sent to the service.
 */
const KEY = 'ssw-recent';
const MAX = 10;

export function recentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((s): s is string => typeof s === 'string').slice(0, MAX)
      : [];
  } catch {
    return [];
  }
}

export function rememberSearch(q: string): void {
  const text = q.trim();
  if (!text) return;
  const list = [text, ...recentSearches().filter((s) => s.toLowerCase() !== text.toLowerCase())].slice(
    0,
    MAX,
  );
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // storage full or refused (private mode): nothing is kept
  }
}

export function clearRecentSearches(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // refused: nothing was kept either
  }
}
