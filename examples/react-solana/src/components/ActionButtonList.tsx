import { useAppKit, useAppKitAccount, useAppKitProvider, useDisconnect } from '@reown/appkit/react'
import type { Provider } from '@reown/appkit-adapter-solana/react'
import { useAppKitConnection } from '@reown/appkit-adapter-solana/react'
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { useState } from 'react'

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export function ActionButtonList() {
  const { open } = useAppKit()
  const { disconnect } = useDisconnect()
  const { address, isConnected } = useAppKitAccount()
  const { connection } = useAppKitConnection()
  const { walletProvider } = useAppKitProvider<Provider>('solana')
  const [recipient, setRecipient] = useState('')
  const [signature, setSignature] = useState<string>()
  const [balance, setBalance] = useState<string>()
  const [transaction, setTransaction] = useState<string>()
  const [error, setError] = useState<string>()

  // sign a message: the wallet answers the signature bytes
  async function handleSignMsg() {
    setError(undefined)
    try {
      const encodedMessage = new TextEncoder().encode('Hello from the Solana example')
      setSignature(toHex(await walletProvider.signMessage(encodedMessage)))
    } catch (err) {
      setError(String(err))
    }
  }

  // the balance through the Connection on the active network
  async function handleGetBalance() {
    if (!connection || !address) return
    const lamports = await connection.getBalance(new PublicKey(address))
    setBalance(`${lamports / LAMPORTS_PER_SOL} SOL`)
  }

  // send 0.01 SOL: a web3.js transaction the wallet signs, sent through the connection
  async function handleSendTx() {
    setError(undefined)
    try {
      if (!connection || !address) throw new Error('user is disconnected')
      const wallet = new PublicKey(address)
      const latestBlockhash = await connection.getLatestBlockhash()
      const tx = new Transaction({ feePayer: wallet, recentBlockhash: latestBlockhash.blockhash }).add(
        SystemProgram.transfer({
          fromPubkey: wallet,
          toPubkey: new PublicKey(recipient || address),
          lamports: 0.01 * LAMPORTS_PER_SOL,
        }),
      )
      setTransaction(await walletProvider.sendTransaction(tx, connection))
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
          <button type="button" onClick={handleSignMsg}>
            Sign Message
          </button>
          <button type="button" onClick={handleGetBalance} disabled={!connection}>
            Get Balance
          </button>
          <label>
            Recipient <input value={recipient} onChange={(e) => setRecipient(e.target.value)} placeholder={address} />
          </label>
          <button type="button" onClick={handleSendTx} disabled={!connection}>
            Send 0.01 SOL
          </button>
        </>
      )}
      {signature && (
        <p className="signature">
          Signature: <code>{signature}</code>
        </p>
      )}
      {balance && (
        <p className="balance">
          Balance: <code>{balance}</code>
        </p>
      )}
      {transaction && (
        <p className="transaction">
          Transaction: <code>{transaction}</code>
        </p>
      )}
      {error && <p className="error">{error}</p>}
    </div>
  )
}

export default ActionButtonList
