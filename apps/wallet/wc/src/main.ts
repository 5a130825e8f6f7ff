import { keepWalletConnectLocal } from '@gangway/core'
import { devnetChains } from '@gangway/devnet/chains'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNT_0_KEY } from '../../src/createDevWallet.ts'
import { createSolanaKey, type SolanaKey, solanaDevSecret } from '../../src/solanaDevKey.ts'

const query = new URLSearchParams(location.search)
const relayUrl = query.get('relay') ?? 'ws://localhost:4000/relay'
const account = privateKeyToAccount((query.get('key') as Hex | null) ?? ANVIL_ACCOUNT_0_KEY)
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const status = (text: string) => {
  $('status').textContent = text
}
// the Solana account: `?solanaKey=` (hex seed or keypair), else the devnet mnemonic's `?solanaIndex=` (default 0)
let solanaKey: SolanaKey
try {
  solanaKey = await createSolanaKey(query.get('solanaKey') ?? solanaDevSecret(Number(query.get('solanaIndex') ?? 0)))
} catch (error) {
  status(`Bad Solana key in the address: ${(error as Error).message}`)
  throw error
}
$('account').textContent = account.address
$('solana-account').textContent = solanaKey.address
// Polkadot (sr25519, Substrate's `//Alice`, or `?polkadotSuri=//Bob`…) and Cosmos (the devnet mnemonic's first
// account) and Bitcoin: their libraries load in their own chunks (sr25519 is WebAssembly inlined in
// JavaScript) and the keys are made while WalletConnect starts (about a second of WebAssembly and PBKDF2); the
// page is ready without them — a proposal or request waits for them
const otherKeys = Promise.all([
  import('./webWalletPolkadot.ts'),
  import('./webWalletCosmos.ts'),
  import('@gangway/devnet/bitcoinDevAccounts'),
  import('./webWalletSui.ts'),
]).then(([polkadot, cosmos, bitcoin, sui]) =>
  Promise.all([
    polkadot.createPolkadotKey(query.get('polkadotSuri') ?? undefined),
    cosmos.createCosmosKey(),
    // the Bitcoin regtest dev account `?bitcoinIndex=` (default 0): payment P2WPKH and ordinal P2TR
    bitcoin.bitcoinDevAccount(Number(query.get('bitcoinIndex') ?? 0)),
    // Sui (Ed25519, `@mysten/sui`): the devnet mnemonic's first account
    sui.createSuiKey(),
  ]),
)

const { Core } = await import('@walletconnect/core')
const { WalletKit } = await import('@reown/walletkit')
const { createWebWallet } = await import('./createWebWallet.ts')
const core = new Core({
  projectId: 'local',
  relayUrl,
  telemetryEnabled: false,
  customStoragePrefix: 'gangway-web-wallet',
})
// the page talks only to the relay: no vendor verify (telemetry is off above); the same setup as the dialog's
keepWalletConnectLocal(core)
const walletKit = await WalletKit.init({
  core,
  metadata: { name: 'Gangway Web Wallet', description: 'Development wallet', url: location.origin, icons: [] },
})

/** A card with Approve and Reject; answers the choice. */
function ask(title: string, detail: string): Promise<boolean> {
  return new Promise((resolve) => {
    const li = document.createElement('li')
    li.setAttribute('aria-label', title)
    const h = document.createElement('h3')
    h.textContent = title
    const pre = document.createElement('pre')
    pre.textContent = detail
    const approve = document.createElement('button')
    approve.textContent = 'Approve'
    const reject = document.createElement('button')
    reject.textContent = 'Reject'
    reject.className = 'secondary'
    const done = (answer: boolean) => {
      li.remove()
      resolve(answer)
    }
    approve.onclick = () => done(true)
    reject.onclick = () => done(false)
    li.append(h, pre, approve, reject)
    $('requests').append(li)
  })
}

const wallet = createWebWallet({
  walletKit,
  approve: ask,
  evm: { account, chains: devnetChains },
  solana: { key: solanaKey },
  accountsLater: otherKeys.then(
    ([polkadotKey, cosmosKey, bitcoinAccount, suiKey]) => {
      $('polkadot-account').textContent = polkadotKey.address
      $('cosmos-account').textContent = cosmosKey.address
      $('bitcoin-account').textContent = bitcoinAccount.payment.address
      $('sui-account').textContent = suiKey.address
      return {
        polkadot: { key: polkadotKey },
        cosmos: { key: cosmosKey },
        bitcoin: { account: bitcoinAccount },
        sui: { key: suiKey },
      }
    },
    (error: Error) => {
      status(`The Polkadot, Cosmos, Bitcoin or Sui key could not be made: ${error.message}`)
      throw error
    },
  ),
  onStatus: status,
  onSessionsChanged: renderSessions,
})

function renderSessions() {
  const list = $('sessions')
  list.replaceChildren()
  for (const session of wallet.sessions()) {
    const li = document.createElement('li')
    li.textContent = `${session.peer.metadata.name} (${session.topic.slice(0, 8)}…) `
    const button = document.createElement('button')
    button.textContent = 'Disconnect'
    button.className = 'secondary'
    button.onclick = () => void wallet.disconnect(session.topic)
    li.append(button)
    list.append(li)
  }
}

async function pair(uri: string) {
  if (!uri.startsWith('wc:')) {
    status('That is not a WalletConnect URI (it starts with wc:)')
    return
  }
  status('Pairing…')
  try {
    await wallet.pair(uri)
  } catch (error) {
    status(`Pairing failed: ${(error as Error).message}`)
  }
}

$<HTMLFormElement>('pair').addEventListener('submit', (event) => {
  event.preventDefault()
  void pair($<HTMLInputElement>('uri').value.trim())
})
const fromLink = query.get('uri')
if (fromLink) void pair(fromLink)
renderSessions()
document.body.dataset.ready = 'true'
