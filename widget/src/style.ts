/** The widget's styles; the store's colors, font and radius come in as custom properties. */
const CSS = `.ssw-panel{position:absolute;z-index:2147483000;box-sizing:border-box;max-height:70vh;overflow:auto;
background:var(--ssw-bg);color:var(--ssw-fg);font-family:var(--ssw-font);font-size:var(--ssw-size);
border:1px solid var(--ssw-border);border-radius:var(--ssw-radius);box-shadow:0 8px 24px rgba(0,0,0,.15);padding:6px 0}
.ssw-panel[hidden]{display:none}.ssw-panel *{box-sizing:border-box}
.ssw-head{display:flex;justify-content:space-between;align-items:center;padding:4px 12px;font-size:.8em;opacity:.75}
.ssw-clear{font:inherit;color:var(--ssw-accent);background:none;border:0;cursor:pointer;padding:2px 4px}
.ssw-group>.ssw-head{display:block}
.ssw-opt{display:flex;gap:10px;align-items:center;padding:6px 12px;cursor:pointer;text-align:start}
.ssw-opt[aria-selected=true]{background:var(--ssw-hl);outline:2px solid var(--ssw-accent);outline-offset:-2px}
.ssw-opt mark{background:none;color:inherit;font-weight:700}
.ssw-tag{font-size:.75em;opacity:.7;margin-inline-start:auto}
.ssw-img{width:44px;height:44px;object-fit:contain;flex:none;border-radius:calc(var(--ssw-radius)/2)}
.ssw-name{display:block}.ssw-price{font-weight:700}.ssw-was{opacity:.6;margin-inline-start:6px;font-weight:400}
.ssw-out{font-size:.8em;opacity:.7;margin-inline-start:6px}
.ssw-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.ssw-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:16px;list-style:none;padding:0}
.ssw-card a{display:block;color:inherit;text-decoration:none}.ssw-card img{width:100%;aspect-ratio:1;object-fit:contain}
.ssw-banner{padding:12px;border-radius:var(--ssw-radius);background:var(--ssw-hl)}
@media (max-width:640px){.ssw-panel{position:fixed;left:0!important;right:0;width:auto!important;max-height:calc(100vh - var(--ssw-top));
border-radius:0;border-width:1px 0}.ssw-opt{padding:10px 14px}.ssw-grid{grid-template-columns:1fr 1fr}}`;

export function installStyle(): void {
  if (document.getElementById('ssw-style')) return;
  const style = document.createElement('style');
  style.id = 'ssw-style';
  style.textContent = CSS;
  document.head.append(style);
}

const visible = (c: string) => c && c !== 'auto' && c !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(c);

/** Reads the store's look from its own search input: colors, font, radius. */
export function applyTheme(from: HTMLElement, to: HTMLElement): void {
  const s = getComputedStyle(from);
  const accent = [s.accentColor, s.outlineColor, s.borderTopColor].find(visible) ?? '#1a73e8';
  const rgb = /(\d+)\D+(\d+)\D+(\d+)/.exec(accent);
  const vars: Record<string, string> = {
    '--ssw-font': s.fontFamily,
    '--ssw-size': s.fontSize,
    '--ssw-fg': s.color,
    '--ssw-bg': visible(s.backgroundColor) ? s.backgroundColor : '#fff',
    '--ssw-border': visible(s.borderTopColor) ? s.borderTopColor : '#ccc',
    '--ssw-radius': s.borderTopLeftRadius || '4px',
    '--ssw-accent': accent,
    '--ssw-hl': rgb ? `rgba(${rgb[1]},${rgb[2]},${rgb[3]},.12)` : '#eef',
  };
  for (const [name, value] of Object.entries(vars)) to.style.setProperty(name, value);
}
