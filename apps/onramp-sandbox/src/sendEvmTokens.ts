import {
  type Address,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  type LocalAccount,
  publicActions,
} from 'viem'
import { SandboxSendError } from './SandboxSendError.ts'
import { CHAIN_POLLING_MS, CONFIRMATION_TIMEOUT_MS } from './sandboxConstants.ts'

export type EvmTransfer = {
  rpcUrl: string
  chainId: number
  from: LocalAccount
  to: Address
  /** An ERC-20's address, or `native` for ETH. */
  asset: string
  /** Base units. */
  amount: bigint
  /** What the purchase says the token's decimals are: checked against the chain before sending. */
  decimals: number
}

/**
 * Sends ETH (a plain value transfer) or an ERC-20 (`transfer`) from the treasury and waits for the receipt
 * (polling every 50 ms). The chain id is checked (viem asserts it), and so are the token's decimals; a
 * transfer the chain would refuse (not enough balance) fails at its gas estimate, before anything is sent.
 */
export async function sendEvmTokens(transfer: EvmTransfer): Promise<Hex> {
  const chain = defineChain({
    id: transfer.chainId,
    name: `eip155:${transfer.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [transfer.rpcUrl] } },
  })
  const client = createWalletClient({
    account: transfer.from,
    chain,
    transport: http(transfer.rpcUrl, { timeout: 10_000, retryCount: 0 }),
    pollingInterval: CHAIN_POLLING_MS,
  }).extend(publicActions)
  let hash: Hex
  if (transfer.asset === 'native') {
    if (transfer.decimals !== 18) throw new SandboxSendError(`ETH has 18 decimals, not ${transfer.decimals}`)
    hash = await client.sendTransaction({ to: transfer.to, value: transfer.amount })
  } else {
    const token = transfer.asset as Address
    const decimals = await client
      .readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })
      .catch(() => undefined)
    if (decimals === undefined) throw new SandboxSendError(`no ERC-20 at ${token} on chain ${transfer.chainId}`)
    if (decimals !== transfer.decimals)
      throw new SandboxSendError(`the token at ${token} has ${decimals} decimals, not ${transfer.decimals}`)
    hash = await client.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [transfer.to, transfer.amount],
    })
  }
  const receipt = await client.waitForTransactionReceipt({
    hash,
    pollingInterval: CHAIN_POLLING_MS,
    timeout: CONFIRMATION_TIMEOUT_MS,
  })
  if (receipt.status !== 'success') throw new SandboxSendError(`the transfer ${hash} reverted`)
  return hash
}
