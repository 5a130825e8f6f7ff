/**
 * The dialog's rules that only the views other than Connect use (issue 38): the parts of the stylesheet
 * between `frameCssParts` (`modalCss.ts`), in source order — `views[i]` follows `frame[i]`. A chunk loaded
 * with the first view other than Connect (`defineAppKitElements`, the view registry waits for it).
 */
export const viewsCssParts: readonly string[] = [
  `.sentinel { height: 1px; margin-top: -6px; }
.qr { background: #fff; border-radius: 16px; padding: 8px; width: 240px; height: 240px; }`,
  `.item .count { margin-inline-start: auto; }`,
  `.qr-box { position: relative; line-height: 0; }
.qr-logo { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); width: 56px; height: 56px;
  border-radius: 14px; background: #fff; padding: 5px; object-fit: contain; }
.qr-placeholder { width: 240px; height: 240px; border-radius: 16px; background: var(--gw-bg-2); display: flex;
  align-items: center; justify-content: center; }
.button-row { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; }
.with-icon { display: inline-flex; align-items: center; justify-content: center; gap: 6px; text-decoration: none; color: inherit; }
.secondary.small { padding: 6px 12px; font-size: 0.9em; }`,
  `.primary.wide, .wide { width: 100%; text-align: center; }
.get-wallet { width: 100%; display: flex; align-items: center; justify-content: space-between; gap: 8px;
  padding: 10px 12px; border-radius: calc(var(--gw-radius) * 4); background: var(--gw-bg-2); text-align: start; }`,
  `.center .big-icon { width: 72px; height: 72px; border-radius: calc(var(--gw-radius) * 5); }`,
  `.account .balance.big, .fiat-total { color: var(--gw-fg); font-size: 1.9em; font-weight: 700; margin: 0; letter-spacing: -0.01em; }`,
  `.account-meta { display: flex; justify-content: center; gap: 6px; margin-top: 6px; max-width: 100%; }
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
.actions { display: flex; flex-direction: column; gap: 6px; }`,
  `.alert.info { border-inline-start-color: var(--gw-accent); }`,
  `/* SPEC §9: the dialog shakes for 500 ms (e.g. closing while a network must be chosen) */
@keyframes gw-shake { 0%, 100% { transform: translateX(0); } 20%, 60% { transform: translateX(-6px); }
  40%, 80% { transform: translateX(6px); } }`,
  `.wallet-actions { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; margin-bottom: 12px; }
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
.activity h3 { font-size: 0.85em; color: var(--gw-fg-2); margin: 10px 0 4px; font-weight: 600; }`,
  `.send { display: flex; flex-direction: column; gap: 8px; }
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
.chips { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; justify-content: center; }`,
  `.otp-cells { display: flex; gap: 8px; justify-content: center; border: 0; margin: 0; padding: 0; min-width: 0; }
.otp-cell { width: 44px; height: 52px; padding: 0; text-align: center; font: inherit; font-size: 1.5em; font-weight: 600;
  border-radius: calc(var(--gw-radius) * 3); border: 1px solid var(--gw-border); background: var(--gw-bg-2); color: var(--gw-fg);
  caret-color: var(--gw-accent); }
.otp-cell:focus { border-color: var(--gw-accent); outline: 2px solid var(--gw-accent); outline-offset: 0; }
.otp-cell:disabled { opacity: 0.6; }`,
  `.siwx .center { padding-top: 20px; }
.siwx-thumbnails { display: flex; justify-content: center; }
.siwx-thumbnail { width: 64px; height: 64px; border-radius: 50%; border: 3px solid var(--gw-bg); background: var(--gw-bg-2);
  display: inline-flex; align-items: center; justify-content: center; object-fit: cover; }
.siwx-thumbnail + .siwx-thumbnail { margin-inline-start: -12px; }
.siwx-title { margin: 0; }
.siwx .buttons { padding-top: 12px; }
.approve-area { height: 340px; display: flex; align-items: center; justify-content: center; }`,
]
