import type { ReactNode } from 'react'
import type { Translate } from './createTranslator.ts'
import type { MessageKey } from './en.ts'

const MARK = '\u0000'

/**
 * A translated text with its `{name}` placeholder replaced by a React node (an e-mail address that must not
 * break mid-word, a link): the words around it stay each language's own, in its own order.
 */
export function textWithNode(t: Translate, key: MessageKey, name: string, node: ReactNode): ReactNode {
  const [before = '', ...rest] = t(key, { [name]: MARK }).split(MARK)
  return (
    <>
      {before}
      {rest.length > 0 ? node : null}
      {rest.join('')}
    </>
  )
}
