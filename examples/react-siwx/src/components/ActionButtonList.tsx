import { useAppKit, useAppKitAccount, useDisconnect } from '@reown/appkit/react'
import { useState } from 'react'
import { parseEther } from 'viem'
import { useSendTransaction, useSignMessage, useWaitForTransactionReceipt } from 'wagmi'

export function ActionButtonList() {
  const { open } = useAppKit()
  const { disconnect } = useDisconnect()
  const { address, isConnected } = useAppKitAccount()
  const { signMessageAsync } = useSignMessage()
  const { sendTransactionAsync, data: hash } = useSendTransaction()
  const { isSuccess: confirmed } = useWaitForTransactionReceipt({ hash })
  const [recipient, setRecipient] = useState('')
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()

  async function handleSignMessage() {
    setError(undefined)
    try {
      setSignature(await signMessageAsync({ message: 'Hello from the SIWX example' }))
    } catch (err) {
      setError(String(err))
    }
  }

  async function handleSend() {
    setError(undefined)
    try {
      await sendTransactionAsync({ to: recipient as `0x${string}`, value: parseEther('0.01') })
    } catch (err) {
      setError(String(err))
    }
  }

  return (
    <div className="action-button-list">
      <button type="button" onClick={() => open()}>
        Open
      </button>
      <button type="button" onClick={() => disconnect()}>
        Disconnect
      </button>
      {isConnected && (
        <>
          <button type="button" onClick={handleSignMessage}>
            Sign Message
          </button>
          <label>
            Recipient <input value={recipient} onChange={(e) => setRecipient(e.target.value)} placeholder={address} />
          </label>
          <button type="button" onClick={handleSend} disabled={!recipient}>
            Send 0.01 ETH
          </button>
        </>
      )}
      {signature && (
        <p className="signature">
          Signature: <code>{signature}</code>
        </p>
      )}
      {hash && (
        <p className="transaction">
          Transaction: <code>{hash}</code> {confirmed ? '(confirmed)' : '(pending)'}
        </p>
      )}
      {error && <p className="error">{error}</p>}
    </div>
  )
}

export default ActionButtonList
