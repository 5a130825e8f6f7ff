import type { SIWXMessage, SIWXSession } from '@gangway/core'
import type { LocalAccount } from 'viem'

/** The data of a message as the kit sends it around (JSON: the fields without `toString`). */
export function dataOf(message: SIWXMessage): SIWXMessage.Data {
  return JSON.parse(JSON.stringify(message)) as SIWXMessage.Data
}

/** What the kit does after the wallet signed: the session of this message, signed by `signer`. */
export async function signSession(message: SIWXMessage, signer: LocalAccount): Promise<SIWXSession> {
  const text = message.toString()
  return { data: dataOf(message), message: text, signature: await signer.signMessage({ message: text }) }
}
