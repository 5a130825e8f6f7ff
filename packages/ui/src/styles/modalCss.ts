import { ConstantsUtil } from '@gangway/core'

/** Styles of the dialog (inside `<appkit-modal>`'s shadow root). Width `MODAL_WIDTH_PX` (360px, SPEC §9); bottom sheet on narrow screens. */
export const modalCss = `
:host { display: contents; }
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
.list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.sentinel { height: 1px; margin-top: -6px; }
.qr { background: #fff; border-radius: 16px; padding: 8px; width: 240px; height: 240px; }
a.primary { display: inline-block; text-decoration: none; }
.item { width: 100%; display: flex; align-items: center; gap: 12px; padding: 8px 10px; border: none;
  border-radius: calc(var(--gw-radius) * 4); background: var(--gw-bg-2); text-align: start; min-height: 52px; }
.item:hover, .item[aria-current="true"] { background: var(--gw-bg-3); }
.item .name { flex: 1; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.item img, .wallet-icon { width: 36px; height: 36px; border-radius: calc(var(--gw-radius) * 3); flex: none; object-fit: cover; }
.wallet-icon.icon-box { background: var(--gw-bg-3); }
.item .name.stacked { display: flex; flex-direction: column; align-items: flex-start; gap: 3px; min-width: 0; }
.ellipsis { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.item .tags { display: flex; flex-wrap: wrap; gap: 4px; }
.item .name + .tag, .item .tags .tag { flex: none; }
.item .count { margin-inline-start: auto; }
.sticky-end { position: sticky; bottom: 0; z-index: 1; box-shadow: 0 -10px 16px -4px var(--gw-bg); }
.or { display: flex; align-items: center; gap: 12px; color: var(--gw-fg-2); font-size: 0.85em; margin: 2px 0; }
.or::before, .or::after { content: ""; flex: 1; border-top: 1px solid var(--gw-border); }
.qr-box { position: relative; line-height: 0; }
.qr-logo { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); width: 56px; height: 56px;
  border-radius: 14px; background: #fff; padding: 5px; object-fit: contain; }
.qr-placeholder { width: 240px; height: 240px; border-radius: 16px; background: var(--gw-bg-2); display: flex;
  align-items: center; justify-content: center; }
.button-row { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; }
.with-icon { display: inline-flex; align-items: center; justify-content: center; gap: 6px; text-decoration: none; color: inherit; }
.secondary.small { padding: 6px 12px; font-size: 0.9em; }
a.secondary { text-decoration: none; color: inherit; display: inline-flex; align-items: center; }
.primary.wide, .wide { width: 100%; text-align: center; }
.get-wallet { width: 100%; display: flex; align-items: center; justify-content: space-between; gap: 8px;
  padding: 10px 12px; border-radius: calc(var(--gw-radius) * 4); background: var(--gw-bg-2); text-align: start; }
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
.account { display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 4px 0 14px; }
.account .address { display: flex; align-items: center; gap: 6px; font-weight: 600; font-size: 1.15em; }
.account .balance { color: var(--gw-fg-2); margin: 0; }
.account .balance.big, .fiat-total { color: var(--gw-fg); font-size: 1.9em; font-weight: 700; margin: 0; letter-spacing: -0.01em; }
.account .address + .fiat-total, .account .address + .balance { margin-top: 4px; }
.account-meta { display: flex; justify-content: center; gap: 6px; margin-top: 6px; max-width: 100%; }
.account-meta .pill { flex: none; }
.account-meta .pill:first-child { flex: 0 1 auto; }
.pill { display: inline-flex; align-items: center; gap: 6px; max-width: 100%; min-width: 0; padding: 5px 10px 5px 6px;
  border-radius: 99px; border: 1px solid var(--gw-border); background: var(--gw-bg-2); color: var(--gw-fg); font-size: 0.85em;
  font-weight: 600; min-height: 30px; }
.pill.static { padding-inline-start: 10px; color: var(--gw-fg-2); }
button.pill:hover { background: var(--gw-bg-3); }
.pill .network-icon { width: 18px; height: 18px; }
.icon-button.small { width: 28px; height: 28px; }
.wallet-actions .action { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 10px 4px;
  border: none; border-radius: calc(var(--gw-radius) * 4); background: var(--gw-bg-2); font-weight: 600; font-size: 0.9em; min-width: 0; }
.wallet-actions .action:hover { background: var(--gw-bg-3); }
.action-icon { width: 36px; height: 36px; border-radius: 50%; background: var(--gw-accent); color: var(--gw-on-accent);
  display: inline-flex; align-items: center; justify-content: center; }
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
.all-wallets { min-height: min(560px, calc(85vh - 96px)); }
@media (min-width: 431px) { .all-wallets { min-height: min(560px, calc(100vh - 160px)); } }

.wallet-actions { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; margin-bottom: 12px; }
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
.nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; }
.nft-grid li { display: flex; flex-direction: column; gap: 4px; font-size: 0.85em; min-width: 0; }
.nft-grid img { width: 100%; height: auto; aspect-ratio: 1; border-radius: calc(var(--gw-radius) * 3); object-fit: cover; }
.nft-grid .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.activity h3 { font-size: 0.85em; color: var(--gw-fg-2); margin: 10px 0 4px; font-weight: 600; }
.tag.error { color: var(--gw-error); border-color: var(--gw-error); }
.send { display: flex; flex-direction: column; gap: 8px; }
.send label { font-weight: 600; font-size: 0.9em; }
.send .search { margin-bottom: 0; }
.field-error { color: var(--gw-error); font-size: 0.85em; margin: -2px 0 0; }
.input-row { display: flex; gap: 8px; align-items: center; }
.presets { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 6px; }
.chip { border: 1px solid var(--gw-border); border-radius: 99px; background: var(--gw-bg); padding: 6px 4px; font-weight: 600;
  font-size: 0.85em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.chip[aria-pressed="true"] { border-color: var(--gw-accent); color: var(--gw-accent); }
.field-box { display: flex; flex-direction: column; gap: 6px; padding: 12px 14px; border-radius: calc(var(--gw-radius) * 4);
  background: var(--gw-bg-2); border: 1px solid transparent; }
.field-box:focus-within { border-color: var(--gw-accent); }
.field-head { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; color: var(--gw-fg-2);
  font-size: 0.85em; min-height: 1.5em; }
.send .field-head label { font-weight: 500; font-size: 1em; }
.field-main { display: flex; align-items: center; gap: 8px; min-width: 0; }
.amount-field { flex: 1; min-width: 0; border: none; background: transparent; color: var(--gw-fg); font: inherit;
  font-size: 1.6em; font-weight: 600; padding: 0; outline: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.field-foot { color: var(--gw-fg-2); font-size: 0.85em; min-height: 1.2em; }
.token-pill { flex: none; display: inline-flex; align-items: center; gap: 6px; white-space: nowrap; border-radius: 99px;
  border: 1px solid var(--gw-border); background: var(--gw-bg); padding: 4px 10px 4px 4px; font-weight: 600; min-height: 34px; }
.token-pill.plain { padding-inline-start: 12px; }
.token-pill .token-icon { width: 24px; height: 24px; font-size: 0.75em; }
.token-pill:hover { background: var(--gw-bg-3); }
.flip { align-self: center; width: 38px; height: 38px; margin: -14px 0; z-index: 1; border-radius: 12px;
  border: 4px solid var(--gw-bg); background: var(--gw-bg-2); display: inline-flex; align-items: center; justify-content: center; }
.flip:hover { background: var(--gw-bg-3); }
.swap-form { gap: 8px; }
.details { display: flex; flex-direction: column; gap: 4px; padding: 4px 2px; color: var(--gw-fg-2); font-size: 0.9em; }
.details p { margin: 0; }
.link.inline { padding: 0 2px; }
.segmented { border: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 6px; }
.segmented legend { padding: 0; margin-bottom: 6px; }
.segment { display: flex; flex-direction: column; gap: 2px; padding: 8px 12px; border-radius: calc(var(--gw-radius) * 3);
  border: 1px solid var(--gw-border); cursor: pointer; position: relative; }
.segment.checked { border-color: var(--gw-accent); box-shadow: inset 0 0 0 1px var(--gw-accent); }
.segment input { position: absolute; opacity: 0; pointer-events: none; }
.segment:focus-within { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
.segment-name { font-weight: 600; }
.send .segment { font-weight: 400; font-size: 1em; }
.segment small { color: var(--gw-fg-2); font-weight: 400; }
.send .label { font-weight: 600; font-size: 0.9em; margin: 0; }
.send .amount { flex: 1; font-size: 1.2em; font-weight: 600; }
.send select { padding: 8px; border-radius: calc(var(--gw-radius) * 2); border: 1px solid var(--gw-border); background: var(--gw-bg); color: inherit; }
.preview .big { font-size: 1.5em; font-weight: 700; margin: 0; }
.facts { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 12px 0; }
.facts dt { color: var(--gw-fg-2); }
.facts dd { margin: 0; text-align: end; }
.account .facts { width: 100%; max-width: 300px; margin: 6px 0 2px; gap: 0 12px; align-items: center; }
.account .facts dt { text-align: start; }
.account .facts dd { display: flex; align-items: center; justify-content: flex-end; gap: 2px; font-family: ui-monospace, monospace; font-size: 0.9em; }
.account .facts .icon-button { width: 28px; height: 28px; }
.buttons { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.buttons .primary { min-width: 0; }
.status-badge { width: 60px; height: 60px; border-radius: 50%; display: inline-flex; align-items: center; justify-content: center; }
.status-badge.success { background: color-mix(in srgb, var(--gw-success) 18%, transparent); color: var(--gw-success); }
.headline { font-size: 1.2em; font-weight: 700; margin: 0; }
.stack { display: flex; flex-direction: column; gap: 8px; }
.stack > * { width: 100%; }
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
