import { FEATURES } from './features.ts'

/** The features still to land, each with its issue: the page shows them as they arrive. */
export function Roadmap() {
  const next = FEATURES.filter((f) => !f.status.live)
  if (next.length === 0) return null
  return (
    <section className="roadmap" aria-labelledby="roadmap-heading">
      <h2 id="roadmap-heading">Landing next</h2>
      <ul>
        {next.map((f) => (
          <li key={f.id}>
            <strong>{f.title}</strong>
            <span>{f.blurb}</span>
            {f.status.live ? null : <span className="badge">issue {f.status.issue}</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}
