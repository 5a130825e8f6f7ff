import { type Address, parseUnits } from 'viem'
import type { Purchase } from './parsePurchase.ts'
import { SandboxSendError } from './SandboxSendError.ts'
import type { SandboxNetwork } from './sandboxNetworks.ts'
import type { SandboxTreasury } from './sandboxTreasury.ts'
import { sendEvmTokens } from './sendEvmTokens.ts'
import { sendSolanaTokens } from './sendSolanaTokens.ts'

/**
 * Sends a purchase's tokens from the treasury on the network of its destination: exactly `cryptoAmount`
 * (in base units of `decimals`). Transfers on one network go one after the other (the treasury's nonce on
 * EVM chains: a transfer starts once the previous one is confirmed). Answers the transaction hash or
 * signature; throws when the network is not configured or the transfer fails.
 */
export function createTokenSender(networks: readonly SandboxNetwork[], treasury: SandboxTreasury) {
  const byId = new Map(networks.map((n) => [n.caipNetworkId, n]))
  const queues = new Map<string, Promise<unknown>>()
  const send = (purchase: Purchase, network: SandboxNetwork): Promise<string> => {
    const amount = parseUnits(purchase.cryptoAmount, purchase.decimals)
    if (purchase.namespace === 'eip155') {
      return sendEvmTokens({
        rpcUrl: network.rpcUrl,
        chainId: Number(purchase.caipNetworkId.slice('eip155:'.length)),
        from: treasury.evm,
        to: purchase.address as Address,
        asset: purchase.asset,
        amount,
        decimals: purchase.decimals,
      })
    }
    return sendSolanaTokens({
      rpcUrl: network.rpcUrl,
      from: treasury.solana,
      to: purchase.address,
      asset: purchase.asset,
      amount,
      decimals: purchase.decimals,
    })
  }
  return (purchase: Purchase): Promise<string> => {
    const network = byId.get(purchase.caipNetworkId)
    if (!network) return Promise.reject(new SandboxSendError(`the sandbox does not sell on ${purchase.caipNetworkId}`))
    const previous = queues.get(network.caipNetworkId) ?? Promise.resolve()
    const result = previous.catch(() => undefined).then(() => send(purchase, network))
    queues.set(network.caipNetworkId, result)
    return result
  }
}
