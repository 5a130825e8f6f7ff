import { useEffect, useRef, useState } from 'react'
import type { ApprovalRequest } from './createFrame.ts'
import { watchVisibility } from './watchVisibility.ts'

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

/**
 * The only UI of the frame, shown over the dialog's ApproveTransaction view: who asks (the verified origin;
 * the name the page gives itself only as its claim), everything that will be signed, and Reject / Approve.
 * Approve stays off until the panel has been fully visible for a moment (watchVisibility), so a page cannot
 * get a click on it while hiding or covering the frame.
 */
export function ApprovalPanel({ approvals }: { approvals: ReturnType<typeof createApprovals> }) {
  const [pending, setPending] = useState(approvals.current())
  const [visible, setVisible] = useState(false)
  const panelRef = useRef<HTMLElement>(null)
  useEffect(() => approvals.subscribe(() => setPending(approvals.current())), [approvals])
  useEffect(() => {
    setVisible(false)
    const panel = panelRef.current
    if (!pending || !panel) return
    return watchVisibility(panel, setVisible)
  }, [pending])
  if (!pending) return null
  const { content } = pending
  return (
    <main ref={panelRef} className="approval" aria-labelledby="approval-title">
      <header>
        <h1 id="approval-title">{content.title}</h1>
        <p className="origin">
          Requested by <strong data-testid="approval-origin">{pending.origin}</strong>
        </p>
        <p className="muted" data-testid="approval-claim">
          {pending.claimedName ? `The site calls itself “${pending.claimedName}” (not verified) · ` : ''}chain{' '}
          {String(pending.chainId)}
        </p>
      </header>
      <section className="details" data-testid="approval-detail" aria-label="What you approve">
        {content.sections.map((section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections never move
          <div className="section" key={i}>
            {section.heading ? <h2>{section.heading}</h2> : null}
            {section.warning ? (
              <p className="warning" role="alert">
                {section.warning}
              </p>
            ) : null}
            {section.fields.map((field, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fields never move
              <div className="field" key={j}>
                <span className="label">{field.label}</span>{' '}
                <span className={field.mono ? 'value mono' : 'value'}>{field.value}</span>
              </div>
            ))}
          </div>
        ))}
      </section>
      <div className="buttons">
        <button type="button" className="secondary" onClick={() => pending.answer(false)}>
          Reject
        </button>
        <button
          type="button"
          className="primary"
          disabled={!visible}
          aria-describedby={visible ? undefined : 'approve-wait'}
          onClick={(event) => {
            if (visible && event.isTrusted) pending.answer(true)
          }}
        >
          Approve
        </button>
      </div>
      {visible ? null : (
        <p id="approve-wait" className="muted hint">
          Approve turns on once this whole window is visible.
        </p>
      )}
    </main>
  )
}
