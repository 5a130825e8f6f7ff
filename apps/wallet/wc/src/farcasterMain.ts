import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { DEV_FARCASTER_ACCOUNTS, DEV_FARCASTER_RELAY_KEY, DEVNET_MNEMONIC } from '@gangway/devnet/constants'
import { mnemonicToAccount } from 'viem/accounts'
import { signInWithFarcaster } from '../../src/farcaster/signInWithFarcaster.ts'

/**
 * The dev Farcaster client page (`/farcaster.html?channelToken=…`, the dev stack's `FARCASTER_CONNECT_URL`):
 * shows which site asks, lets the visitor pick a dev Farcaster account, and signs in with it. The relay is
 * the local server's (`?relay=` to change it).
 */
const params = new URLSearchParams(location.search)
const relay = params.get('relay') ?? 'http://localhost:4000/farcaster'
const status = document.getElementById('status') as HTMLElement
const site = document.getElementById('site') as HTMLElement
const select = document.getElementById('fid') as HTMLSelectElement
const form = document.getElementById('signin') as HTMLFormElement

for (const account of DEV_FARCASTER_ACCOUNTS) {
  const option = document.createElement('option')
  option.value = String(account.fid)
  option.textContent = `@${account.username} (fid ${account.fid})`
  select.append(option)
}

const channelToken = params.get('channelToken')
if (!channelToken) {
  status.textContent = 'No sign-in request: open this page from the link a site shows.'
  form.hidden = true
} else {
  const app = createAppClient({ relay, ethereum: viemConnector({ rpcUrl: 'http://127.0.0.1:8547' }) })
  void app.status({ channelToken }).then((answer) => {
    site.textContent = answer.isError ? 'unknown (the request expired or was used)' : answer.data.signatureParams.domain
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const chosen = DEV_FARCASTER_ACCOUNTS.find((a) => String(a.fid) === select.value)
    if (!chosen) return
    status.textContent = 'Signing in…'
    signInWithFarcaster({
      relay,
      url: location.href,
      account: mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: chosen.custodyIndex }),
      fid: chosen.fid,
      username: chosen.username,
      relayKey: DEV_FARCASTER_RELAY_KEY,
    }).then(
      () => {
        status.textContent = `Signed in as @${chosen.username}. You can go back to the site.`
      },
      (error: Error) => {
        status.textContent = `Sign-in failed: ${error.message}`
      },
    )
  })
}
