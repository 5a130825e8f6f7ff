import { useAppKitAccount, useAppKitProvider } from '@gangway/react'
import { getBase58Decoder, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import { useState } from 'react'
import { Card, Status, Value } from './ui/Card.tsx'

const MESSAGE = 'Hello from the Gangway demo'

/** What the demo needs of `useAppKitProvider('solana')` (AppKit's Solana provider shape). */
type SolanaProvider = { signMessage(message: Uint8Array): Promise<Uint8Array> }

/**
 * Solana (`?solana=on`): the Solana account the dialog connected, and a message signed through
 * `useAppKitProvider('solana')` — checked in the page with the account's ed25519 key (WebCrypto).
 */
export function SolanaCard() {
  const account = useAppKitAccount({ namespace: 'solana' })
  const { walletProvider } = useAppKitProvider<SolanaProvider>('solana')
  const [signature, setSignature] = useState<string>()
  const [verified, setVerified] = useState<string>('—')
  const sign = async () => {
    if (!walletProvider || !account.address) return
    try {
      const data = new TextEncoder().encode(MESSAGE)
      const bytes = await walletProvider.signMessage(data)
      setSignature(getBase58Decoder().decode(bytes))
      const key = await getPublicKeyFromAddress(account.address as Parameters<typeof getPublicKeyFromAddress>[0])
      setVerified(String(await verifySignature(key, bytes as SignatureBytes, data)))
    } catch (error) {
      setSignature(`error: ${(error as Error).message}`)
      setVerified('false')
    }
  }
  return (
    <Card
      id="solana"
      title="Solana"
      blurb="The same dialog connects a Solana wallet; the page signs “Hello from the Gangway demo” with it and checks the signature."
    >
      <dl>
        <dt>Status</dt>
        <Status testId="solana-status" status={account.status} />
        <dt>Address</dt>
        <Value testId="solana-address" value={account.address} long />
        <dt>Signature</dt>
        <Value testId="solana-signature" value={signature} long />
        <dt>Verified</dt>
        <Value testId="solana-verified" value={verified} />
      </dl>
      <div className="buttons">
        <button type="button" className="primary" disabled={!walletProvider} onClick={() => void sign()}>
          Sign a message (Solana)
        </button>
      </div>
    </Card>
  )
}
