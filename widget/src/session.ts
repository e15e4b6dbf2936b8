/** A random id for this tab's visit (sessionStorage), sent as `session`; it names no person. */
export function sessionId(): string {
  const make = () =>
    crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}${Math.random()}`.replace('.', '');
  try {
    const kept = sessionStorage.getItem('ssw-session');
    if (kept) return kept;
    const id = make();
    sessionStorage.setItem('ssw-session', id);
    return id;
  } catch {
    return make();
  }
}

export const deviceOf = (): string =>
  innerWidth < 768 ? 'mobile' : innerWidth < 1024 && 'ontouchstart' in window ? 'tablet' : 'desktop';
