/** Styles of the frame's approval panel (it is shown over the dialog's ApproveTransaction view). */
export const frameCss = `
:root { color-scheme: light dark; font-family: var(--w3m-font-family, system-ui, sans-serif); }
body { margin: 0; background: transparent; }
:root[data-theme="dark"] .approval { background: #141a23; color: #e5e7eb; }
.approval { box-sizing: border-box; min-height: 100vh; padding: 16px; display: flex; flex-direction: column; gap: 10px;
  background: #fff; color: #0f172a; }
.approval h1 { font-size: 18px; margin: 0; text-align: center; }
.muted { opacity: 0.7; margin: 0; text-align: center; font-size: 13px; }
pre { white-space: pre-wrap; word-break: break-all; font-size: 12px; background: rgba(127,127,127,0.12); padding: 10px;
  border-radius: 10px; margin: 0; max-height: 180px; overflow: auto; }
.buttons { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin-top: auto; }
button { font: inherit; font-weight: 600; padding: 10px; border-radius: 12px; border: 1px solid rgba(127,127,127,0.4);
  background: transparent; color: inherit; }
.primary { background: var(--w3m-accent, #3b82f6); color: #fff; border-color: transparent; }
`
