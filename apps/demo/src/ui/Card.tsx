import type { ReactNode } from 'react'

/**
 * One card of the demo page: a plain-word title, one sentence of what it shows, then what the page reads and
 * the buttons to try it. A region named by its title (`getByRole('region', { name })`).
 */
export function Card(props: { id: string; title: string; blurb: string; children?: ReactNode }) {
  const headingId = `${props.id}-heading`
  return (
    <section className="card" aria-labelledby={headingId} data-card={props.id}>
      <h3 id={headingId}>{props.title}</h3>
      <p className="blurb">{props.blurb}</p>
      {props.children}
    </section>
  )
}

/**
 * A value the page read, in a definition list: `—` when there is none; long ones (addresses, hashes,
 * signatures) on one line, cut with an ellipsis, the whole value in the tooltip and the text (for copying).
 */
export function Value({
  testId,
  value,
  long = false,
  children,
}: {
  testId?: string
  value?: string | undefined
  long?: boolean
  children?: ReactNode
}) {
  const text = value ?? '—'
  return (
    <dd data-testid={testId} className={long && value ? 'long' : undefined} title={long ? value : undefined}>
      {children ?? text}
    </dd>
  )
}

/** A connection status ("connected" …) with its coloured dot, shown capitalized; the text stays the hook's value. */
export function Status({ testId, status }: { testId: string; status: string | undefined }) {
  return (
    <dd>
      <span className={`status ${status ?? 'disconnected'}`} data-testid={testId}>
        {status}
      </span>
    </dd>
  )
}
