import { useAppKit, useAppKitAccount, useAppKitBalance, useAppKitProvider, useDisconnect } from '@reown/appkit/react'
import type { BitcoinConnector } from '@reown/appkit-adapter-bitcoin'
import { useState } from 'react'

export function ActionButtonList() {
  const { open } = useAppKit()
  const { disconnect } = useDisconnect()
  // AppKit hook to get the address and check if the user is connected
  const { allAccounts, address, isConnected } = useAppKitAccount()
  const { fetchBalance } = useAppKitBalance()
  // Get the wallet provider with the AppKit hook
  const { walletProvider } = useAppKitProvider<BitcoinConnector>('bip122')
  const [recipient, setRecipient] = useState('')
  const [signature, setSignature] = useState<string>()
  const [publicKey, setPublicKey] = useState<string>()
  const [balance, setBalance] = useState<string>()
  const [transfer, setTransfer] = useState<string>()
  const [accounts, setAccounts] = useState<BitcoinConnector.AccountAddress[]>()
  const [error, setError] = useState<string>()

  // function to sign a message
  async function handleSignMsg() {
    setError(undefined)
    try {
      if (!address) throw new Error('user is disconnected')
      const params: BitcoinConnector.SignMessageParams = { address, message: 'Hello from the Bitcoin example' }
      setSignature(await walletProvider.signMessage(params))
    } catch (err) {
      setError(String(err))
    }
  }

  // function to send a transfer: 1 000 000 sats
  async function handleSendTx() {
    setError(undefined)
    try {
      const params: BitcoinConnector.SendTransferParams = { recipient, amount: '1000000' }
      setTransfer(await walletProvider.sendTransfer(params))
    } catch (err) {
      setError(String(err))
    }
  }

  // the public key of the account, as the wallet told it
  function handleGetPublicKey() {
    const bip122Account = allAccounts.find((a) => a.address === address)
    setPublicKey(bip122Account?.publicKey || '')
  }

  async function handleGetBalance() {
    const result = await fetchBalance()
    setBalance(result.data ? `${result.data.balance} ${result.data.symbol}` : (result.error ?? 'unknown'))
  }

  async function handleGetAccounts() {
    setAccounts(await walletProvider.getAccountAddresses())
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
          <button type="button" onClick={handleGetPublicKey}>
            Get Public Key
          </button>
          <button type="button" onClick={handleGetBalance}>
            Get Balance
          </button>
          <button type="button" onClick={handleGetAccounts}>
            Get Accounts
          </button>
          <label>
            Recipient <input value={recipient} onChange={(e) => setRecipient(e.target.value)} />
          </label>
          <button type="button" onClick={handleSendTx} disabled={!recipient}>
            Send 0.01 BTC
          </button>
        </>
      )}
      {signature && (
        <p className="signature">
          Signature: <code>{signature}</code>
        </p>
      )}
      {publicKey !== undefined && (
        <p className="public-key">
          Public key: <code>{publicKey}</code>
        </p>
      )}
      {balance && (
        <p className="balance">
          Balance: <code>{balance}</code>
        </p>
      )}
      {accounts && (
        <p className="accounts">
          Accounts: <code>{accounts.map((a) => `${a.purpose}:${a.address}`).join(' ')}</code>
        </p>
      )}
      {transfer && (
        <p className="transaction">
          Transaction: <code>{transfer}</code>
        </p>
      )}
      {error && <p className="error">{error}</p>}
    </div>
  )
}

export default ActionButtonList
