import { ConstantsUtil } from '@gangway/core'

/**
 * Styles of the dialog (inside `<appkit-modal>`'s shadow root). Width `MODAL_WIDTH_PX` (360px, SPEC §9); bottom
 * sheet on narrow screens. Issue 38: the stylesheet is cut in two, in source order: these parts are every rule
 * that can match the dialog's frame and the Connect view (the page loads them before the dialog opens, for the
 * pre-rendered Connect); the parts between them — rules of the other views only — are `viewsCss.ts`, loaded
 * with the first other view. `dialogCss(frame, views)` puts them back in their one order, so once the other
 * views' parts are there the dialog has the same cascade as one sheet; before, the rules that can match
 * Connect and the frame are the same rules in the same order.
 */
export const frameCssParts: readonly string[] = [
  `:host { display: contents; }
.backdrop { position: fixed; inset: 0; z-index: var(--gw-z); background: var(--gw-backdrop); display: flex;
  align-items: center; justify-content: center; }
.panel { width: ${ConstantsUtil.MODAL_WIDTH_PX}px; max-width: calc(100vw - 24px); max-height: min(720px, calc(100vh - 48px)); display: flex;
  flex-direction: column; background: var(--gw-bg); color: var(--gw-fg); border: 1px solid var(--gw-border);
  border-radius: calc(var(--gw-radius) * 8); box-shadow: 0 24px 48px rgba(2, 6, 23, 0.35); overflow: hidden;
  font-size: calc(var(--gw-font-size) * 1.4); }
@media (max-width: 430px) {
  .backdrop { align-items: flex-end; }
  .panel { width: 100%; max-width: 100%; border-radius: calc(var(--gw-radius) * 8) calc(var(--gw-radius) * 8) 0 0;
    border-bottom: none; max-height: 85vh; }
  .backdrop.full-screen .panel { height: 100vh; max-height: 100vh; border-radius: 0; border: none; }
}
.header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 12px 12px 8px; }
.header h2 { margin: 0; text-align: center; font-size: 1.1em; font-weight: 600; }
.icon-button { width: 36px; height: 36px; border: none; border-radius: calc(var(--gw-radius) * 3); background: transparent;
  display: inline-flex; align-items: center; justify-content: center; }
.icon-button:hover { background: var(--gw-bg-2); }
.body { padding: 4px 16px 16px; overflow-y: auto; }
.list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }`,
  `a.primary { display: inline-block; text-decoration: none; }
.item { width: 100%; display: flex; align-items: center; gap: 12px; padding: 8px 10px; border: none;
  border-radius: calc(var(--gw-radius) * 4); background: var(--gw-bg-2); text-align: start; min-height: 52px; }
.item:hover, .item[aria-current="true"] { background: var(--gw-bg-3); }
.item .name { flex: 1; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.item img, .wallet-icon { width: 36px; height: 36px; border-radius: calc(var(--gw-radius) * 3); flex: none; object-fit: cover; }
.wallet-icon.icon-box { background: var(--gw-bg-3); }
.item .name.stacked { display: flex; flex-direction: column; align-items: flex-start; gap: 3px; min-width: 0; }
.ellipsis { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.item .tags { display: flex; flex-wrap: wrap; gap: 4px; }
.item .name + .tag, .item .tags .tag { flex: none; }`,
  `.sticky-end { position: sticky; bottom: 0; z-index: 1; box-shadow: 0 -10px 16px -4px var(--gw-bg); }
.or { display: flex; align-items: center; gap: 12px; color: var(--gw-fg-2); font-size: 0.85em; margin: 2px 0; }
.or::before, .or::after { content: ""; flex: 1; border-top: 1px solid var(--gw-border); }`,
  `a.secondary { text-decoration: none; color: inherit; display: inline-flex; align-items: center; }`,
  `.tag { font-size: 0.75em; padding: 2px 8px; border-radius: 99px; background: var(--gw-bg); color: var(--gw-fg-2);
  border: 1px solid var(--gw-border); }
.tag.accent { color: var(--gw-accent); border-color: var(--gw-accent); }
.link { background: none; border: none; color: var(--gw-accent); padding: 8px; font-weight: 500; }
.footer { display: flex; justify-content: center; padding-top: 12px; }
.icon-box { display: inline-flex; align-items: center; justify-content: center; }
fieldset.plain { border: none; margin: 0; padding: 0; min-width: 0; display: flex; flex-direction: column; gap: 12px; }
fieldset.plain:disabled { opacity: 0.5; }
.legal-checkbox { display: flex; gap: 10px; align-items: flex-start; padding: 4px 2px 12px; color: var(--gw-fg-2); }
.legal-checkbox input { margin-top: 3px; accent-color: var(--gw-accent); }
.legal { text-align: center; padding-top: 12px; font-size: 0.9em; }
.legal a, .legal-checkbox a { color: var(--gw-accent); }
.network-icon { width: 24px; height: 24px; border-radius: 50%; flex: none; }
.center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 12px; padding: 12px 0; }`,
  `.muted { color: var(--gw-fg-2); margin: 0; }
.error-text { color: var(--gw-error); font-weight: 600; margin: 0; }
.primary { border: none; border-radius: calc(var(--gw-radius) * 4); background: var(--gw-accent); color: var(--gw-on-accent);
  padding: 10px 16px; font-weight: 600; min-width: 140px; }
.secondary { border: 1px solid var(--gw-border); border-radius: calc(var(--gw-radius) * 4); background: var(--gw-bg-2);
  padding: 10px 16px; font-weight: 600; }
.socials { display: flex; gap: 8px; margin: 8px 0; }
.socials .social { flex: 1; display: inline-flex; align-items: center; justify-content: center; gap: 8px; padding: 10px 8px; min-width: 0; }
.account { display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 4px 0 14px; }
.account .address { display: flex; align-items: center; gap: 6px; font-weight: 600; font-size: 1.15em; }
.account .balance { color: var(--gw-fg-2); margin: 0; }`,
  `.account .address + .fiat-total, .account .address + .balance { margin-top: 4px; }`,
  `.search { width: 100%; padding: 10px 12px; border-radius: calc(var(--gw-radius) * 4); border: 1px solid var(--gw-border);
  background: var(--gw-bg-2); color: var(--gw-fg); font: inherit; margin-bottom: 10px; }
.grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
.alert { margin: 0 16px 8px; padding: 8px 12px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-bg-2);
  border-inline-start: 3px solid var(--gw-error); display: flex; gap: 8px; align-items: center; }
.alert.warning { border-inline-start-color: #d97706; }`,
  `.alert p { margin: 0; flex: 1; }
.snack { position: absolute; left: 50%; bottom: 16px; transform: translateX(-50%); background: var(--gw-fg);
  color: var(--gw-bg); padding: 8px 14px; border-radius: 99px; font-size: 0.9em; white-space: nowrap; }
.panel { position: relative; }`,
  `.panel.shake { animation: gw-shake 500ms ease-in-out; }
@media (prefers-reduced-motion: reduce) { .panel.shake { animation: none; outline: 2px solid var(--gw-error); } }
.loading { display: flex; justify-content: center; padding: 32px 0; }
.all-wallets { min-height: min(560px, calc(85vh - 96px)); }
@media (min-width: 431px) { .all-wallets { min-height: min(560px, calc(100vh - 160px)); } }`,
  `.tag.error { color: var(--gw-error); border-color: var(--gw-error); }`,
  `.email-form { display: flex; flex-direction: column; gap: 8px; margin-bottom: 12px; }
.email-form .search { margin-bottom: 0; }`,
  `.address > span { white-space: nowrap; }`,
]

/** The dialog's stylesheet: the frame's parts with the other views' parts (`viewsCss.ts`) between them, in source order. */
export function dialogCss(frame: readonly string[], views: readonly string[] = []): string {
  return frame.map((part, i) => `${part}\n${views[i] ?? ''}`).join('\n')
}
