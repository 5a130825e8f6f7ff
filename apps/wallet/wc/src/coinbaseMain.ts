import { DEVNET_MNEMONIC } from '@gangway/devnet/constants'
import { type Hex, hexToString, isHex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import {
  createPopupKeys,
  decryptJson,
  type Encrypted,
  encryptJson,
  exportPopupKeys,
  importPopupKeys,
  type PopupKeys,
  sharedKey,
} from '../../src/coinbase/coinbaseCipher.ts'

/**
 * The dev stand-in for Coinbase's keys popup (`/coinbase.html`, the demo's `keysUrl`): the Coinbase Wallet SDK
 * opens it with `?origin=` (the site), and it answers the SDK's popup protocol — `PopupLoaded`, the site's
 * config, `selectSignerType` ('scw'), the key-exchange handshake for `eth_requestAccounts`, then encrypted
 * requests — with a devnet key (`?key=`, default anvil account 0) after the visitor approves each. It signs
 * `personal_sign`; other requests are refused (4200). Chains answered to the SDK: the two devnets.
 */
const params = new URLSearchParams(location.search)
const key = params.get('key') as Hex | null
const account = key ? privateKeyToAccount(key) : mnemonicToAccount(DEVNET_MNEMONIC)
const siteOrigin = params.get('origin') ?? ''
const chains = { '31337': 'http://localhost:8545', '31338': 'http://localhost:8546' }
const el = (id: string) => document.getElementById(id) as HTMLElement
el('site').textContent = siteOrigin || 'unknown'
el('account').textContent = account.address

type Message = {
  id?: string
  requestId?: string
  event?: string
  sender?: string
  data?: { metadata?: { appName?: string }; preference?: { options?: string } }
  content?: { handshake?: { method: string }; encrypted?: Encrypted }
}

const KEYS_PREFIX = 'gangway-coinbase-popup:'
const opener = window.opener as Window | null
const post = (message: unknown) => opener?.postMessage(message, siteOrigin)
let keys: PopupKeys | undefined
let secret: CryptoKey | undefined

/** Shows a request with Approve / Reject; resolves with the visitor's answer. */
function ask(question: string, details: string): Promise<boolean> {
  el('question').textContent = question
  el('details').textContent = details
  el('request').hidden = false
  return new Promise((resolve) => {
    const answer = (yes: boolean) => () => {
      el('request').hidden = true
      el('approve').onclick = null
      el('reject').onclick = null
      resolve(yes)
    }
    el('approve').onclick = answer(true)
    el('reject').onclick = answer(false)
  })
}

const rejected = { code: 4001, message: 'User rejected the request.' }

async function reply(requestId: string, result: unknown, data?: unknown) {
  if (!keys || !secret) return
  const encrypted = await encryptJson(secret, { result, ...(data ? { data } : {}) })
  post({ requestId, sender: keys.publicKeyHex, content: { encrypted }, timestamp: new Date() })
}

async function onHandshake(message: Message & { id: string; sender: string }) {
  const yes = await ask(`Connect ${el('app').textContent} (${siteOrigin})?`, `Share ${account.address}`)
  keys = await createPopupKeys()
  secret = await sharedKey(keys, message.sender)
  // a later popup of this session (the SDK opens a new one once this is closed) finds the key again
  localStorage.setItem(`${KEYS_PREFIX}${message.sender}`, await exportPopupKeys(keys))
  if (!yes) {
    post({ requestId: message.id, sender: keys.publicKeyHex, content: { failure: rejected }, timestamp: new Date() })
    return
  }
  await reply(message.id, { value: [account.address] }, { chains })
  el('status').textContent = `Connected to ${siteOrigin}`
}

async function onRequest(message: Message & { id: string; sender?: string; content: { encrypted: Encrypted } }) {
  const kept = message.sender ? localStorage.getItem(`${KEYS_PREFIX}${message.sender}`) : null
  if (!secret && kept && message.sender) {
    keys = await importPopupKeys(kept)
    secret = await sharedKey(keys, message.sender)
  }
  if (!secret) {
    el('status').textContent = 'A request of a session this popup does not know: connect again.'
    return
  }
  const { action } = await decryptJson<{ action: { method: string; params?: unknown[] } }>(
    secret,
    message.content.encrypted,
  )
  if (action.method !== 'personal_sign') {
    await reply(message.id, { error: { code: 4200, message: `${action.method} is not supported by the dev popup` } })
    return
  }
  const raw = action.params?.[0] as Hex
  const text = isHex(raw) ? hexToString(raw) : String(raw)
  if (!(await ask('Sign this message?', text))) {
    await reply(message.id, { error: rejected })
    return
  }
  await reply(message.id, { value: await account.signMessage({ message: isHex(raw) ? { raw } : String(raw) }) })
  el('status').textContent = 'Signed'
}

window.addEventListener('message', (event: MessageEvent<Message>) => {
  if (event.source !== opener || event.origin !== siteOrigin) return
  const message = event.data
  if (message.data?.metadata) {
    el('app').textContent = message.data.metadata.appName ?? 'a site'
    el('preference').textContent = message.data.preference?.options ?? 'all'
  } else if (message.event === 'selectSignerType' && message.id) {
    post({ requestId: message.id, data: 'scw' })
  } else if (message.content?.handshake && message.id && message.sender) {
    void onHandshake(message as Message & { id: string; sender: string })
  } else if (message.content?.encrypted && message.id) {
    void onRequest(message as Message & { id: string; content: { encrypted: Encrypted } })
  }
})
window.addEventListener('pagehide', () => post({ event: 'PopupUnload', id: crypto.randomUUID() }))

if (!opener || !siteOrigin) el('status').textContent = 'Open this page from a site’s “Coinbase Wallet” button.'
else post({ event: 'PopupLoaded', id: crypto.randomUUID() })
