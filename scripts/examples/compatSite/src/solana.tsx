// Solana as AppKit's docs (react/solana, recipes/solana-send-transaction) write it.

import { useAppKitAccount, useAppKitProvider } from '@reown/appkit/react'
import type { Provider } from '@reown/appkit-adapter-solana/react'
import { useAppKitConnection } from '@reown/appkit-adapter-solana/react'
import { type Connection, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'

export function SolanaActions() {
  const { address, isConnected } = useAppKitAccount()
  const { connection } = useAppKitConnection()
  const { walletProvider } = useAppKitProvider<Provider>('solana')

  async function handleSignMsg() {
    const encodedMessage = new TextEncoder().encode('Hello Reown AppKit!')
    const sig = await walletProvider.signMessage(encodedMessage)
    console.log(sig.length)
  }

  async function handleGetBalance() {
    if (!address) return
    const wallet = new PublicKey(address)
    const balance = await connection?.getBalance(wallet)
    console.log(`${(balance ?? 0) / LAMPORTS_PER_SOL} SOL`)
  }

  async function handleSendTx(conn: Connection) {
    if (!address) return
    const wallet = new PublicKey(address)
    const latestBlockhash = await conn.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: wallet, recentBlockhash: latestBlockhash.blockhash }).add(
      SystemProgram.transfer({ fromPubkey: wallet, toPubkey: new PublicKey(address), lamports: 1000 }),
    )
    const signature = await walletProvider.sendTransaction(transaction, conn)
    const signed = await walletProvider.signTransaction(transaction)
    const all = await walletProvider.signAllTransactions([transaction])
    console.log(signature, signed, all.length)
  }

  return isConnected ? (
    <div>
      <button type="button" onClick={handleSignMsg}>
        Sign Message
      </button>
      <button type="button" onClick={handleGetBalance}>
        Get Balance
      </button>
      <button type="button" onClick={() => connection && handleSendTx(connection)}>
        Send
      </button>
    </div>
  ) : null
}
