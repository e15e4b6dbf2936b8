/**
 * Which methods each registered path answers, so that a known path called with another
 * method is answered 405 with `Allow`, not 404.
 */
export class RouteTable {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];
  private readonly byUrl = new Map<string, { pattern: RegExp; methods: Set<string> }>();

  add(url: string, methods: readonly string[]): void {
    let entry = this.byUrl.get(url);
    if (!entry) {
      const source = url
        .split('/')
        .map((part) =>
          part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      entry = { pattern: new RegExp(`^${source}/?$`), methods: new Set() };
      this.byUrl.set(url, entry);
      this.routes.push(entry);
    }
    for (const m of methods) entry.methods.add(m.toUpperCase());
  }

  /** Methods the path answers (empty when no route has this path). */
  methodsFor(path: string): string[] {
    const methods = new Set<string>();
    for (const r of this.routes) if (r.pattern.test(path)) for (const m of r.methods) methods.add(m);
    return [...methods].sort();
  }
}
