import { getAddress } from 'viem'
import type { CaipNetwork } from '../../networks/CaipNetwork.ts'
import { addEthereumChainParameter } from './addEthereumChainParameter.ts'
import type { Eip1193Provider } from './Eip1193Provider.ts'

/**
 * AppKit's `EthersHelpersUtil` (the ethers adapters export it under that name): EIP-1193 requests every EVM
 * wallet answers, the same for ethers v6 and v5.
 */
export const Eip1193HelpersUtil = {
  hexStringToNumber(value: string): number {
    const hex = value.startsWith('0x') ? value.slice(2) : value
    return Number.parseInt(hex, 16)
  },
  numberToHexString(value: number | string): string {
    return `0x${Number(value).toString(16)}`
  },
  async getUserInfo(provider: Eip1193Provider): Promise<{ chainId: number; addresses: string[] }> {
    const [addresses, chainId] = await Promise.all([
      Eip1193HelpersUtil.getAddresses(provider),
      Eip1193HelpersUtil.getChainId(provider),
    ])
    return { chainId, addresses }
  },
  async getChainId(provider: Eip1193Provider): Promise<number> {
    return Number(await provider.request({ method: 'eth_chainId' }))
  },
  async getAddress(provider: Eip1193Provider): Promise<string | undefined> {
    return (await Eip1193HelpersUtil.getAddresses(provider))[0]
  },
  async getAddresses(provider: Eip1193Provider): Promise<string[]> {
    const accounts = (await provider.request({ method: 'eth_accounts' })) as unknown
    return (Array.isArray(accounts) ? accounts : []).map((a) => getAddress(String(a)))
  },
  /** `wallet_addEthereumChain` with the network's own RPC (core's one EIP-3085 builder). */
  async addEthereumChain(provider: Eip1193Provider, caipNetwork: CaipNetwork): Promise<void> {
    await provider.request({ method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(caipNetwork)] })
  },
}
