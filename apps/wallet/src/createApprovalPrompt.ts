import type { ApprovalRequest, Approver } from './ApprovalRequest.ts'
import { describeApproval } from './describeApproval.ts'

export type ApprovalPrompt = {
  approve: Approver
  readonly autoApprove: boolean
  setAutoApprove(on: boolean): void
}

const STYLES = `
:host { all: initial; }
.panel { position: fixed; top: 16px; right: 16px; z-index: 2147483647; width: 320px; box-sizing: border-box;
  font: 14px/1.4 system-ui, sans-serif; color: #0f172a; background: #fff; border: 1px solid #cbd5e1;
  border-radius: 12px; box-shadow: 0 10px 30px rgba(15, 23, 42, .25); padding: 16px; }
h2 { margin: 0 0 8px; font-size: 16px; }
.brand { font-size: 12px; color: #0f766e; margin-bottom: 4px; }
pre { white-space: pre-wrap; word-break: break-all; max-height: 200px; overflow: auto; background: #f1f5f9;
  padding: 8px; border-radius: 8px; margin: 0 0 12px; font-size: 12px; }
.row { display: flex; gap: 8px; align-items: center; justify-content: space-between; }
button { font: inherit; padding: 6px 14px; border-radius: 8px; border: 1px solid #0f766e; cursor: pointer; }
button.approve { background: #0f766e; color: #fff; }
button.reject { background: #fff; color: #0f766e; }
label { font-size: 12px; display: flex; gap: 4px; align-items: center; }
`

/**
 * The dev wallet's own approval UI: a small panel in a shadow root (styles through a constructable
 * stylesheet, so it works under a strict CSP). One request is shown at a time; the rest wait in order.
 * With auto-approve on, requests are approved without showing anything.
 */
export function createApprovalPrompt(doc: Document, options: { autoApprove?: boolean } = {}): ApprovalPrompt {
  let autoApprove = options.autoApprove ?? false
  let queue: Promise<unknown> = Promise.resolve()

  const show = (request: ApprovalRequest) =>
    new Promise<boolean>((resolve) => {
      const host = doc.createElement('gangway-dev-wallet-prompt')
      const root = host.attachShadow({ mode: 'open' })
      const View = doc.defaultView
      if (View && 'adoptedStyleSheets' in root && typeof View.CSSStyleSheet === 'function') {
        const sheet = new View.CSSStyleSheet()
        sheet.replaceSync(STYLES)
        root.adoptedStyleSheets = [sheet]
      }
      const { title, lines } = describeApproval(request)
      const panel = doc.createElement('div')
      panel.className = 'panel'
      panel.setAttribute('role', 'dialog')
      panel.setAttribute('aria-label', `Gangway Dev Wallet: ${title}`)
      const brand = doc.createElement('div')
      brand.className = 'brand'
      brand.textContent = 'Gangway Dev Wallet'
      const heading = doc.createElement('h2')
      heading.textContent = title
      const details = doc.createElement('pre')
      details.textContent = lines.join('\n')
      const auto = doc.createElement('label')
      const box = doc.createElement('input')
      box.type = 'checkbox'
      box.checked = autoApprove
      box.addEventListener('change', () => {
        autoApprove = box.checked
      })
      auto.append(box, 'Auto-approve')
      const reject = doc.createElement('button')
      reject.className = 'reject'
      reject.textContent = 'Reject'
      const approve = doc.createElement('button')
      approve.className = 'approve'
      approve.textContent = 'Approve'
      const buttons = doc.createElement('div')
      buttons.append(reject, ' ', approve)
      const row = doc.createElement('div')
      row.className = 'row'
      row.append(auto, buttons)
      panel.append(brand, heading, details, row)
      root.append(panel)
      const done = (ok: boolean) => {
        host.remove()
        resolve(ok)
      }
      approve.addEventListener('click', () => done(true))
      reject.addEventListener('click', () => done(false))
      ;(doc.body ?? doc.documentElement).append(host)
      approve.focus()
    })

  return {
    get autoApprove() {
      return autoApprove
    },
    setAutoApprove(on) {
      autoApprove = on
    },
    approve(request) {
      const next = queue.then(() => (autoApprove ? true : show(request)))
      queue = next.catch(() => undefined)
      return next
    },
  }
}
