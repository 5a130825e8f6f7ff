import { useAppKit, useAppKitAccount, useAppKitProvider, useDisconnect } from '@reown/appkit/react'
import type { Provider } from '@reown/appkit-adapter-ethers5'
import { ethers } from 'ethers'
import { useState } from 'react'

export function ActionButtonList() {
  const { open } = useAppKit()
  const { disconnect } = useDisconnect()
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Provider>('eip155')
  const [recipient, setRecipient] = useState('')
  const [signature, setSignature] = useState<string>()
  const [balance, setBalance] = useState<string>()
  const [transaction, setTransaction] = useState<string>()
  const [error, setError] = useState<string>()

  // sign a message with the wallet's signer
  async function handleSignMsg() {
    setError(undefined)
    try {
      const provider = new ethers.providers.Web3Provider(walletProvider)
      const signer = provider.getSigner()
      setSignature(await signer.signMessage('Hello from the Ethers v5 example'))
    } catch (err) {
      setError(String(err))
    }
  }

  // the balance of the connected account
  async function handleGetBalance() {
    if (!address) return
    const provider = new ethers.providers.Web3Provider(walletProvider)
    setBalance(`${ethers.utils.formatEther(await provider.getBalance(address))} ETH`)
  }

  // send 0.01 ETH and wait for it to be mined
  async function handleSendTx() {
    setError(undefined)
    try {
      const provider = new ethers.providers.Web3Provider(walletProvider)
      const signer = provider.getSigner()
      const tx = await signer.sendTransaction({ to: recipient || address, value: ethers.utils.parseEther('0.01') })
      const receipt = await tx.wait()
      setTransaction(`${tx.hash} ${receipt.status === 1 ? 'mined' : 'failed'}`)
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
          <button type="button" onClick={handleGetBalance}>
            Get Balance
          </button>
          <label>
            Recipient <input value={recipient} onChange={(e) => setRecipient(e.target.value)} placeholder={address} />
          </label>
          <button type="button" onClick={handleSendTx}>
            Send 0.01 ETH
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
