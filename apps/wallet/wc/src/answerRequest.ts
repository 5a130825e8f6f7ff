import { type Chain, createWalletClient, type Hex, http, publicActions, type TypedDataDefinition } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

export type WcRequest = { method: string; params: unknown }

/**
 * Answers a WalletConnect session request the user approved, with the wallet's key on the devnet:
 * personal_sign, eth_signTypedData_v4, eth_sendTransaction (sent to the chain's RPC), and
 * wallet_switchEthereumChain (answers null; the caller emits chainChanged).
 */
export async function answerRequest(
  request: WcRequest,
  context: { account: PrivateKeyAccount; chain: Chain },
): Promise<unknown> {
  const params = (Array.isArray(request.params) ? request.params : []) as unknown[]
  switch (request.method) {
    case 'personal_sign':
      return context.account.signMessage({ message: { raw: params[0] as Hex } })
    case 'eth_signTypedData_v4': {
      const data = typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1]
      return context.account.signTypedData(data as TypedDataDefinition)
    }
    case 'eth_sendTransaction': {
      const tx = params[0] as { to: Hex; value?: Hex; data?: Hex; gas?: Hex }
      const client = createWalletClient({ account: context.account, chain: context.chain, transport: http() }).extend(
        publicActions,
      )
      return client.sendTransaction({
        to: tx.to,
        ...(tx.value ? { value: BigInt(tx.value) } : {}),
        ...(tx.data ? { data: tx.data } : {}),
        ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
      })
    }
    case 'wallet_switchEthereumChain':
      return null
    default:
      throw new Error(`The web wallet does not support ${request.method}`)
  }
}
