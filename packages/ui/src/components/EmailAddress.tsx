import { Fragment } from 'react'

/**
 * An e-mail address that wraps only after its "@" and before a ".": each part a span that does not wrap
 * (`.address > span`), a `<wbr>` between them. A long address in the 360 px dialog breaks as `visitor-1764@` /
 * `example.test`, never inside a word nor at its hyphens. Always left to right, also in Arabic text.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/)
  return (
    <span className="address" dir="ltr">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          <span>{part}</span>
        </Fragment>
      ))}
    </span>
  )
}
