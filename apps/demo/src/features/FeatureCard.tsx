import type { ReactNode } from 'react'

/** One card of the demo page: a feature's title, what it is, and what can be tried with it. */
export function FeatureCard(props: { id: string; title: string; blurb: string; children?: ReactNode }) {
  const headingId = `${props.id}-heading`
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      <p className="blurb">{props.blurb}</p>
      {props.children}
    </section>
  )
}
