import { adr36SignDoc } from '@gangway/core'
import { useAppKitAccount, useAppKitProvider } from '@gangway/react'
import { useState } from 'react'

const MESSAGE = 'Hello from the Gangway demo'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const COSMOS_HUB = 'cosmos:cosmoshub-4'

/** What the universal provider answers for a request on a chain (AppKit's `useAppKitProvider` for WalletConnect). */
type UniversalProvider = { request<T>(args: { method: string; params: unknown }, chain?: string): Promise<T> }
type AminoSignature = { signature: { pub_key: { type: string; value: string }; signature: string } }

/**
 * `basic.html?multichain=on`: the Polkadot and Cosmos accounts of the WalletConnect session, and “Hello from the
 * Gangway demo” signed on each through `useAppKitProvider` — `polkadot_signMessage` `{ address, message }` and
 * `cosmos_signAmino` with the message's ADR-036 sign doc (WalletConnect's Polkadot and Cosmos RPC references).
 */
export function MultichainCard() {
  const polkadot = useAppKitAccount({ namespace: 'polkadot' })
  const cosmos = useAppKitAccount({ namespace: 'cosmos' })
  const solana = useAppKitAccount({ namespace: 'solana' })
  const dot = useAppKitProvider<UniversalProvider>('polkadot').walletProvider
  const atom = useAppKitProvider<UniversalProvider>('cosmos').walletProvider
  const [dotSignature, setDotSignature] = useState<string>()
  const [atomSignature, setAtomSignature] = useState<string>()
  const [atomKey, setAtomKey] = useState<string>()
  const fail = (set: (value: string) => void) => (e: Error) => set(`error: ${e.message}`)
  const signPolkadot = () => {
    if (!dot || !polkadot.address) return
    dot
      .request<{ signature: string }>(
        { method: 'polkadot_signMessage', params: { address: polkadot.address, message: MESSAGE } },
        POLKADOT,
      )
      .then((r) => setDotSignature(r.signature), fail(setDotSignature))
  }
  const signCosmos = () => {
    if (!atom || !cosmos.address) return
    atom
      .request<AminoSignature>(
        {
          method: 'cosmos_signAmino',
          params: { signerAddress: cosmos.address, signDoc: adr36SignDoc(cosmos.address, MESSAGE) },
        },
        COSMOS_HUB,
      )
      .then((r) => {
        setAtomSignature(r.signature.signature)
        setAtomKey(r.signature.pub_key.value)
      }, fail(setAtomSignature))
  }
  return (
    <section aria-label="Polkadot and Cosmos">
      <h2>Polkadot and Cosmos (WalletConnect)</h2>
      <dl>
        <dt>Solana address</dt>
        <dd data-testid="solana-address">{solana.address ?? '—'}</dd>
        <dt>Polkadot address</dt>
        <dd data-testid="polkadot-address">{polkadot.address ?? '—'}</dd>
        <dt>Polkadot signature</dt>
        <dd data-testid="polkadot-signature">{dotSignature ?? '—'}</dd>
        <dt>Cosmos address</dt>
        <dd data-testid="cosmos-address">{cosmos.address ?? '—'}</dd>
        <dt>Cosmos signature (ADR-036)</dt>
        <dd data-testid="cosmos-signature">{atomSignature ?? '—'}</dd>
        <dt>Cosmos public key</dt>
        <dd data-testid="cosmos-pubkey">{atomKey ?? '—'}</dd>
      </dl>
      <button type="button" disabled={!dot || !polkadot.address} onClick={signPolkadot}>
        Sign a message (Polkadot)
      </button>
      <button type="button" disabled={!atom || !cosmos.address} onClick={signCosmos}>
        Sign a message (Cosmos)
      </button>
    </section>
  )
}
