/**
 * Design tokens as CSS custom properties. Layout rules (here and in the other sheets) use logical properties
 * (`inline-start`/`end`, `text-align: start`), so `dir="rtl"` on the shadow root's `.gw-root` (LocaleRoot) mirrors
 * everything.
 * AppKit's `--w3m-*` theme variables, set on the host element,
 * override them: accent, font family, font size master, border radius master, z-index, color mix.
 */
export const themeCss = `
:host {
  --gw-accent: var(--w3m-accent, #0f766e);
  --gw-on-accent: #ffffff;
  --gw-font: var(--w3m-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  --gw-font-size: var(--w3m-font-size-master, 10px);
  --gw-radius: var(--w3m-border-radius-master, 4px);
  --gw-z: var(--w3m-z-index, 999);
  --gw-bg: #ffffff;
  --gw-bg-2: #f1f5f9;
  --gw-bg-3: #e2e8f0;
  --gw-fg: #0f172a;
  --gw-fg-2: #475569;
  --gw-border: #cbd5e1;
  --gw-error: #b91c1c;
  --gw-success: #15803d;
  --gw-backdrop: rgba(15, 23, 42, 0.55);
  color-scheme: light;
  font-family: var(--gw-font);
}
:host([data-theme="dark"]) {
  --gw-bg: #0b1220;
  --gw-bg-2: #162033;
  --gw-bg-3: #1f2b42;
  --gw-fg: #f1f5f9;
  --gw-fg-2: #a3b1c6;
  --gw-border: #2b3a55;
  --gw-error: #f87171;
  --gw-success: #4ade80;
  --gw-accent: var(--w3m-accent, #2dd4bf);
  --gw-on-accent: #04201c;
  color-scheme: dark;
}
@media (prefers-color-scheme: dark) {
  :host(:not([data-theme])) {
    --gw-bg: #0b1220;
    --gw-bg-2: #162033;
    --gw-bg-3: #1f2b42;
    --gw-fg: #f1f5f9;
    --gw-fg-2: #a3b1c6;
    --gw-border: #2b3a55;
    --gw-error: #f87171;
    --gw-success: #4ade80;
    --gw-accent: var(--w3m-accent, #2dd4bf);
    --gw-on-accent: #04201c;
    color-scheme: dark;
  }
}
*, *::before, *::after { box-sizing: border-box; }
button { font: inherit; color: inherit; cursor: pointer; }
button:disabled { cursor: default; opacity: 0.6; }
:focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
.gw-root { display: contents; }
[dir="rtl"] svg[data-icon="back"], [dir="rtl"] svg[data-icon="chevron"] { transform: scaleX(-1); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.avatar { display: inline-block; border-radius: 50%; flex: none; }
.spinner { width: 20px; height: 20px; border-radius: 50%; border: 2px solid var(--gw-bg-3); border-top-color: var(--gw-accent); animation: gw-spin 0.8s linear infinite; }
@keyframes gw-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2s; } }
`
