// Bitcoin as AppKit's docs (networks/bitcoin, recipes/bitcoin-send-transaction) write it.

import { useAppKitAccount, useAppKitProvider } from '@reown/appkit/react'
import type { BitcoinConnector } from '@reown/appkit-adapter-bitcoin'

export function BitcoinActions() {
  const { walletProvider } = useAppKitProvider<BitcoinConnector>('bip122')
  const { allAccounts, address, isConnected } = useAppKitAccount()

  async function handleSignMsg() {
    if (!address) return
    const signature = await walletProvider.signMessage({ address, message: 'Hello Reown AppKit!' })
    console.log(signature)
  }

  async function handleSendTx(recipientAddress: string) {
    const signature = await walletProvider.sendTransfer({ recipient: recipientAddress, amount: '1000' })
    console.log(signature)
  }

  async function handleSignPsbt(psbt: string) {
    if (!address) return
    const params: BitcoinConnector.SignPSBTParams = {
      psbt,
      signInputs: [{ address, index: 0, sighashTypes: [1] }],
      broadcast: false,
    }
    const response: BitcoinConnector.SignPSBTResponse = await walletProvider.signPSBT(params)
    console.log(response.psbt, response.txid)
  }

  async function handleAccounts() {
    const accounts: BitcoinConnector.AccountAddress[] = await walletProvider.getAccountAddresses()
    const payment = accounts.find((a) => a.purpose === 'payment')
    console.log(payment?.address, payment?.publicKey, payment?.path)
  }

  function handleGetPublicKey() {
    const bip122Account = allAccounts?.find((a) => a.address === address)
    const publicKey = bip122Account?.publicKey || ''
    console.log(publicKey)
  }

  return isConnected ? (
    <div>
      <button type="button" onClick={handleSignMsg}>
        Sign Message
      </button>
      <button type="button" onClick={() => handleSendTx('bcrt1qexample')}>
        Send
      </button>
      <button type="button" onClick={() => handleSignPsbt('cHNidP8BAA==')}>
        Sign PSBT
      </button>
      <button type="button" onClick={handleAccounts}>
        Accounts
      </button>
      <button type="button" onClick={handleGetPublicKey}>
        Public Key
      </button>
    </div>
  ) : null
}
