/** Styles of the `<appkit-*-button>` elements. */
export const buttonCss = `
:host { display: inline-block; }
.button { display: inline-flex; align-items: center; gap: 8px; border: 1px solid transparent; border-radius: 99px;
  font-family: var(--gw-font); font-weight: 600; font-size: 14px; padding: 8px 16px; background: var(--gw-accent);
  color: var(--gw-on-accent); min-height: 40px; }
.button.md { font-size: 14px; min-height: 40px; }
.button.sm { font-size: 12px; min-height: 32px; padding: 4px 12px; }
.button.account, .button.network { background: var(--gw-bg-2); color: var(--gw-fg); border-color: var(--gw-border); }
.button .balance { color: var(--gw-fg-2); font-weight: 500; }
.button img { width: 20px; height: 20px; border-radius: 50%; }
`
