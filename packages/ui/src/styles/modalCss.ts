/** Styles of the dialog (inside `<appkit-modal>`'s shadow root). Width 360px; bottom sheet on narrow screens. */
export const modalCss = `
:host { display: contents; }
.backdrop { position: fixed; inset: 0; z-index: var(--gw-z); background: var(--gw-backdrop); display: flex;
  align-items: center; justify-content: center; }
.panel { width: 360px; max-width: calc(100vw - 24px); max-height: min(640px, calc(100vh - 48px)); display: flex;
  flex-direction: column; background: var(--gw-bg); color: var(--gw-fg); border: 1px solid var(--gw-border);
  border-radius: calc(var(--gw-radius) * 8); box-shadow: 0 24px 48px rgba(2, 6, 23, 0.35); overflow: hidden;
  font-size: calc(var(--gw-font-size) * 1.4); }
@media (max-width: 430px) {
  .backdrop { align-items: flex-end; }
  .panel { width: 100vw; max-width: 100vw; border-radius: calc(var(--gw-radius) * 8) calc(var(--gw-radius) * 8) 0 0;
    border-bottom: none; max-height: 85vh; }
  .backdrop.full-screen .panel { height: 100vh; max-height: 100vh; border-radius: 0; border: none; }
}
.header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 12px 12px 8px; }
.header h2 { margin: 0; text-align: center; font-size: 1.1em; font-weight: 600; }
.icon-button { width: 36px; height: 36px; border: none; border-radius: calc(var(--gw-radius) * 3); background: transparent;
  display: inline-flex; align-items: center; justify-content: center; }
.icon-button:hover { background: var(--gw-bg-2); }
.body { padding: 4px 16px 16px; overflow-y: auto; }
.list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.sentinel { height: 1px; margin-top: -6px; }
.qr { background: #fff; border-radius: 16px; padding: 8px; width: 240px; height: 240px; }
a.primary { display: inline-block; text-decoration: none; }
.item { width: 100%; display: flex; align-items: center; gap: 12px; padding: 8px 10px; border: none;
  border-radius: calc(var(--gw-radius) * 4); background: var(--gw-bg-2); text-align: start; min-height: 52px; }
.item:hover, .item[aria-current="true"] { background: var(--gw-bg-3); }
.item .name { flex: 1; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.item img, .item .wallet-icon { width: 36px; height: 36px; border-radius: calc(var(--gw-radius) * 3); flex: none; }
.tag { font-size: 0.75em; padding: 2px 8px; border-radius: 99px; background: var(--gw-bg); color: var(--gw-fg-2);
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
.center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 12px; padding: 12px 0; }
.center .big-icon { width: 72px; height: 72px; border-radius: calc(var(--gw-radius) * 5); }
.muted { color: var(--gw-fg-2); margin: 0; }
.error-text { color: var(--gw-error); font-weight: 600; margin: 0; }
.primary { border: none; border-radius: calc(var(--gw-radius) * 4); background: var(--gw-accent); color: var(--gw-on-accent);
  padding: 10px 16px; font-weight: 600; min-width: 140px; }
.secondary { border: 1px solid var(--gw-border); border-radius: calc(var(--gw-radius) * 4); background: var(--gw-bg-2);
  padding: 10px 16px; font-weight: 600; }
.socials { display: flex; gap: 8px; margin: 8px 0; }
.socials .social { flex: 1; display: inline-flex; align-items: center; justify-content: center; gap: 8px; padding: 10px 8px; min-width: 0; }
.account { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 8px 0 16px; }
.account .address { display: flex; align-items: center; gap: 6px; font-weight: 600; font-size: 1.15em; }
.account .balance { color: var(--gw-fg-2); margin: 0; }
.actions { display: flex; flex-direction: column; gap: 6px; }
.search { width: 100%; padding: 10px 12px; border-radius: calc(var(--gw-radius) * 4); border: 1px solid var(--gw-border);
  background: var(--gw-bg-2); color: var(--gw-fg); font: inherit; margin-bottom: 10px; }
.grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
.alert { margin: 0 16px 8px; padding: 8px 12px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-bg-2);
  border-inline-start: 3px solid var(--gw-error); display: flex; gap: 8px; align-items: center; }
.alert.warning { border-inline-start-color: #d97706; }
.alert.info { border-inline-start-color: var(--gw-accent); }
.alert p { margin: 0; flex: 1; }
.snack { position: absolute; left: 50%; bottom: 16px; transform: translateX(-50%); background: var(--gw-fg);
  color: var(--gw-bg); padding: 8px 14px; border-radius: 99px; font-size: 0.9em; white-space: nowrap; }
.panel { position: relative; }
/* SPEC §9: the dialog shakes for 500 ms (e.g. closing while a network must be chosen) */
@keyframes gw-shake { 0%, 100% { transform: translateX(0); } 20%, 60% { transform: translateX(-6px); }
  40%, 80% { transform: translateX(6px); } }
.panel.shake { animation: gw-shake 500ms ease-in-out; }
@media (prefers-reduced-motion: reduce) { .panel.shake { animation: none; outline: 2px solid var(--gw-error); } }
.loading { display: flex; justify-content: center; padding: 32px 0; }

.wallet-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin-bottom: 12px; }
.tabs { margin-bottom: 12px; }
.tablist { display: flex; gap: 4px; padding: 3px; border-radius: 99px; background: var(--gw-bg-2); margin-bottom: 10px; }
.tablist [role="tab"] { flex: 1; border: none; background: transparent; border-radius: 99px; padding: 6px 8px;
  font-weight: 600; color: var(--gw-fg-2); }
.tablist [role="tab"][aria-selected="true"] { background: var(--gw-bg); color: var(--gw-fg); }
.tabpanel { min-height: 120px; }
.row { display: flex; align-items: center; gap: 12px; padding: 6px 4px; }
.row .name { flex: 1; display: flex; flex-direction: column; font-weight: 500; min-width: 0; }
.row small { font-weight: 400; }
.token-icon { width: 36px; height: 36px; border-radius: 50%; flex: none; display: inline-flex; align-items: center;
  justify-content: center; background: var(--gw-bg-3); font-weight: 700; object-fit: cover; }
.empty { text-align: center; padding: 24px 0; }
.nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.nft-grid li { display: flex; flex-direction: column; gap: 4px; font-size: 0.85em; }
.nft-grid img { width: 100%; height: auto; aspect-ratio: 1; border-radius: calc(var(--gw-radius) * 3); object-fit: cover; }
.nft-grid .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.activity h3 { font-size: 0.85em; color: var(--gw-fg-2); margin: 10px 0 4px; font-weight: 600; }
.tag.error { color: var(--gw-error); border-color: var(--gw-error); }
.send { display: flex; flex-direction: column; gap: 8px; }
.send label { font-weight: 600; font-size: 0.9em; }
.send .search { margin-bottom: 0; }
.input-row { display: flex; gap: 8px; align-items: center; }
.presets { display: flex; flex-wrap: wrap; gap: 6px; }
.send .label { font-weight: 600; font-size: 0.9em; margin: 0; }
.send .amount { flex: 1; font-size: 1.2em; font-weight: 600; }
.send select { padding: 8px; border-radius: calc(var(--gw-radius) * 2); border: 1px solid var(--gw-border); background: var(--gw-bg); color: inherit; }
.preview .big { font-size: 1.5em; font-weight: 700; margin: 0; }
.facts { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 12px 0; }
.facts dt { color: var(--gw-fg-2); }
.facts dd { margin: 0; text-align: end; }
.buttons { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.buttons .primary { min-width: 0; }
.mono { font-family: ui-monospace, monospace; font-size: 0.8em; word-break: break-all; margin: 0; }
.chips { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; justify-content: center; }

.email-form { display: flex; flex-direction: column; gap: 8px; margin-bottom: 12px; }
.email-form .search { margin-bottom: 0; }
.otp-cells { display: flex; gap: 8px; justify-content: center; border: 0; margin: 0; padding: 0; min-width: 0; }
.otp-cell { width: 44px; height: 52px; padding: 0; text-align: center; font: inherit; font-size: 1.5em; font-weight: 600;
  border-radius: calc(var(--gw-radius) * 3); border: 1px solid var(--gw-border); background: var(--gw-bg-2); color: var(--gw-fg);
  caret-color: var(--gw-accent); }
.otp-cell:focus { border-color: var(--gw-accent); outline: 2px solid var(--gw-accent); outline-offset: 0; }
.otp-cell:disabled { opacity: 0.6; }
.address > span { white-space: nowrap; }
.siwx .center { padding-top: 20px; }
.siwx-thumbnails { display: flex; justify-content: center; }
.siwx-thumbnail { width: 64px; height: 64px; border-radius: 50%; border: 3px solid var(--gw-bg); background: var(--gw-bg-2);
  display: inline-flex; align-items: center; justify-content: center; object-fit: cover; }
.siwx-thumbnail + .siwx-thumbnail { margin-inline-start: -12px; }
.siwx-title { margin: 0; }
.siwx .buttons { padding-top: 12px; }
.approve-area { height: 340px; display: flex; align-items: center; justify-content: center; }
`
