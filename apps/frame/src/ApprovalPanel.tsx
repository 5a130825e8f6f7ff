import { useEffect, useState } from 'react'
import type { ApprovalRequest } from './createFrame.ts'

export type PendingApproval = ApprovalRequest & { answer(approved: boolean): void }

/** Waiting approvals, one at a time, for the panel. */
export function createApprovals() {
  let current: PendingApproval | undefined
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const l of listeners) l()
  }
  return {
    request(request: ApprovalRequest, signal: AbortSignal): Promise<boolean> {
      return new Promise<boolean>((resolve, reject) => {
        const done = () => {
          current = undefined
          emit()
        }
        signal.addEventListener('abort', () => {
          done()
          reject(new Error('Request was aborted'))
        })
        current = {
          ...request,
          answer: (approved) => {
            done()
            resolve(approved)
          },
        }
        emit()
      })
    },
    current: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

function describe(request: ApprovalRequest): { title: string; detail: string } {
  const params = Array.isArray(request.params) ? request.params : []
  if (request.method === 'personal_sign') {
    const hex = String(params[0] ?? '')
    let text = hex
    try {
      text = new TextDecoder().decode(Uint8Array.from(hex.slice(2).match(/../g) ?? [], (b) => Number.parseInt(b, 16)))
    } catch {}
    return { title: 'Sign message', detail: text }
  }
  if (request.method === 'eth_signTypedData_v4') return { title: 'Sign typed data', detail: String(params[1] ?? '') }
  const calls =
    request.method === 'wallet_sendCalls' ? ((params[0] as { calls?: unknown[] })?.calls ?? []) : [params[0]]
  const detail = calls
    .map((c) => {
      const call = (c ?? {}) as { to?: string; value?: string; data?: string }
      const wei = call.value ? BigInt(call.value) : 0n
      const eth = `${wei / 10n ** 18n}.${(wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '') || '0'}`
      return `To ${call.to ?? '?'}\nValue ${eth} ETH${call.data && call.data !== '0x' ? `\nData ${call.data.slice(0, 74)}${call.data.length > 74 ? '…' : ''}` : ''}`
    })
    .join('\n\n')
  return { title: 'Approve transaction', detail }
}

/** The only UI of the frame: the signing request and Approve / Reject, shown over the dialog's view. */
export function ApprovalPanel({ approvals }: { approvals: ReturnType<typeof createApprovals> }) {
  const [pending, setPending] = useState(approvals.current())
  useEffect(() => approvals.subscribe(() => setPending(approvals.current())), [approvals])
  if (!pending) return null
  const { title, detail } = describe(pending)
  return (
    <main className="approval" aria-labelledby="approval-title">
      <h1 id="approval-title">{title}</h1>
      {pending.dapp ? (
        <p className="muted">
          Requested by {pending.dapp} · chain {String(pending.chainId)}
        </p>
      ) : null}
      <pre data-testid="approval-detail">{detail}</pre>
      <div className="buttons">
        <button type="button" className="secondary" onClick={() => pending.answer(false)}>
          Reject
        </button>
        <button type="button" className="primary" onClick={() => pending.answer(true)}>
          Approve
        </button>
      </div>
    </main>
  )
}
