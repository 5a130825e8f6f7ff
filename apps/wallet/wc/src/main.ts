import { keepWalletConnectLocal } from '@gangway/core'
import { devnetChains } from '@gangway/devnet/chains'
import type { Chain, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNT_0_KEY } from '../../src/createDevWallet.ts'
import { answerRequest } from './answerRequest.ts'

const query = new URLSearchParams(location.search)
const relayUrl = query.get('relay') ?? 'ws://localhost:4000/relay'
const account = privateKeyToAccount((query.get('key') as Hex | null) ?? ANVIL_ACCOUNT_0_KEY)
const chains = devnetChains as Chain[]
let chain = chains[0] as Chain

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const status = (text: string) => {
  $('status').textContent = text
}
$('account').textContent = account.address

const { Core } = await import('@walletconnect/core')
const { WalletKit } = await import('@reown/walletkit')
const { getSdkError } = await import('@walletconnect/utils')
const core = new Core({
  projectId: 'local',
  relayUrl,
  telemetryEnabled: false,
  customStoragePrefix: 'gangway-web-wallet',
})
// the page talks only to the relay: no vendor verify (telemetry is off above); the same setup as the dialog's
keepWalletConnectLocal(core)
const wallet = await WalletKit.init({
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

function renderSessions() {
  const list = $('sessions')
  list.replaceChildren()
  for (const session of Object.values(wallet.getActiveSessions())) {
    const li = document.createElement('li')
    li.textContent = `${session.peer.metadata.name} (${session.topic.slice(0, 8)}…) `
    const button = document.createElement('button')
    button.textContent = 'Disconnect'
    button.className = 'secondary'
    button.onclick = async () => {
      await wallet.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
      renderSessions()
    }
    li.append(button)
    list.append(li)
  }
}

wallet.on('session_proposal', async (proposal) => {
  const name = proposal.params.proposer.metadata.name
  if (!(await ask(`Connect to ${name}?`, `${proposal.params.proposer.metadata.url}\n${account.address}`))) {
    await wallet.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    status(`Rejected ${name}`)
    return
  }
  await wallet.approveSession({
    id: proposal.id,
    namespaces: {
      eip155: {
        chains: chains.map((c) => `eip155:${c.id}`),
        accounts: chains.map((c) => `eip155:${c.id}:${account.address}`),
        methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  })
  status(`Connected to ${name}`)
  renderSessions()
})

wallet.on('session_request', async (event) => {
  const { request, chainId } = event.params
  const requested = chains.find((c) => `eip155:${c.id}` === chainId)
  if (requested) chain = requested
  const approved = await ask(request.method, JSON.stringify(request.params, null, 2))
  if (!approved) {
    await wallet.respondSessionRequest({
      topic: event.topic,
      response: { id: event.id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } },
    })
    return
  }
  try {
    if (request.method === 'wallet_switchEthereumChain') {
      const target = Number((request.params as [{ chainId: string }])[0].chainId)
      const next = chains.find((c) => c.id === target)
      if (!next) throw new Error(`Unknown chain ${target}`)
      chain = next
      await wallet.emitSessionEvent({
        topic: event.topic,
        event: { name: 'chainChanged', data: next.id },
        chainId: `eip155:${next.id}`,
      })
    }
    const result = await answerRequest(request, { account, chain })
    await wallet.respondSessionRequest({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result } })
    status(`Answered ${request.method}`)
  } catch (error) {
    await wallet.respondSessionRequest({
      topic: event.topic,
      response: { id: event.id, jsonrpc: '2.0', error: { code: 5000, message: (error as Error).message } },
    })
  }
})
wallet.on('session_delete', renderSessions)

async function pair(uri: string) {
  if (!uri.startsWith('wc:')) {
    status('That is not a WalletConnect URI (it starts with wc:)')
    return
  }
  status('Pairing…')
  try {
    await wallet.pair({ uri })
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
