import deployments from '@gangway/devnet/deployments.json'
import { useAppKitAccount, useAppKitNetwork } from '@gangway/react'
import { getSmartSessions, grantPermissions, revokeSmartSession, type SmartSession } from '@gangway/react/smart-session'
import { useState } from 'react'
import { type Address, numberToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { Card, Value } from './ui/Card.tsx'

/** The session may only deposit into the EntryPoint (a harmless call the devnet has on every chain). */
const ENTRY_POINT = deployments.smartAccounts.entryPoint07 as Address
const DEPOSIT_TO_ABI = [
  {
    type: 'function',
    name: 'depositTo',
    stateMutability: 'payable',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [],
  },
] as const

/**
 * Session keys (`@gangway/react/smart-session`, AppKit's smart sessions): "Grant a session key" asks the e-mail
 * wallet's smart account to let a fresh key call one function for an hour (`grantPermissions`, approved in the
 * login frame, enforced on-chain); "List sessions" reads the server's list (`getSmartSessions`); "Revoke it"
 * ends that session (`revokeSmartSession`, approved in the frame too) and reads the list again.
 */
export function SmartSessionCard() {
  const { isConnected } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const [pci, setPci] = useState<string>()
  const [sessions, setSessions] = useState<SmartSession[]>()
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  const run = async (work: () => Promise<void>) => {
    setFailure(undefined)
    setBusy(true)
    try {
      await work()
    } catch (error) {
      setFailure((error as Error).message)
    } finally {
      setBusy(false)
    }
  }
  const grant = () =>
    run(async () => {
      if (typeof chainId !== 'number') throw new Error('Connect an EVM account first')
      const key = privateKeyToAccount(generatePrivateKey())
      const granted = await grantPermissions({
        chainId: numberToHex(chainId),
        expiry: Math.floor(Date.now() / 1000) + 3600,
        signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: key.publicKey }] } },
        permissions: [
          {
            type: 'contract-call',
            data: { address: ENTRY_POINT, abi: [...DEPOSIT_TO_ABI], functions: [{ functionName: 'depositTo' }] },
          },
        ],
        policies: [],
      })
      setPci(granted.context)
    })
  const list = () => run(async () => setSessions(await getSmartSessions()))
  const revoke = () =>
    run(async () => {
      if (!pci) return
      await revokeSmartSession({ pci })
      setSessions(await getSmartSessions())
    })
  const mine = sessions?.find((s) => s.pci === pci)
  return (
    <Card
      id="sessions"
      title="Session keys"
      blurb="Let a key of this page act for your e-mail wallet's smart account, within limits the chain enforces, and take it back."
    >
      <dl>
        <dt>Granted session</dt>
        <Value testId="session-pci" value={pci} long />
        <dt>Active sessions</dt>
        <Value
          testId="session-active"
          value={sessions ? String(sessions.filter((s) => !s.revokedAt).length) : undefined}
        />
        <dt>This session</dt>
        <Value testId="session-state" value={mine ? (mine.revokedAt ? 'revoked' : 'active') : undefined} />
        <dt>Problem</dt>
        <Value testId="session-error" value={failure} />
      </dl>
      <div className="buttons">
        <button type="button" disabled={!isConnected || busy} onClick={() => void grant()}>
          Grant a session key
        </button>
        <button type="button" disabled={!isConnected || busy} onClick={() => void list()}>
          List sessions
        </button>
        <button type="button" disabled={!pci || busy} onClick={() => void revoke()}>
          Revoke it
        </button>
      </div>
    </Card>
  )
}
