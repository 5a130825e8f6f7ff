import type { Eip1193Provider, EvmCall, EvmLibrary, EvmRpc } from '@gangway/core'
import { BigNumber, providers } from 'ethers'

/** A read-only provider on the network's RPC; `StaticJsonRpcProvider`: no `eth_chainId` before each call. */
const rpcProvider = (rpc: EvmRpc) => new providers.StaticJsonRpcProvider(rpc.url, rpc.chainId)

const signer = (provider: Eip1193Provider, address: string) =>
  new providers.Web3Provider(provider as providers.ExternalProvider).getSigner(address)

const request = (call: EvmCall) => ({
  from: call.from,
  to: call.to,
  ...(call.value === undefined ? {} : { value: BigNumber.from(call.value) }),
  ...(call.data === undefined ? {} : { data: call.data }),
})

/** How the ethers v5 adapter reads (`StaticJsonRpcProvider` on the network's RPC), signs and sends (`Web3Provider`). */
export const ethers5Library: EvmLibrary = {
  async getBalance(rpc, address) {
    return (await rpcProvider(rpc).getBalance(address)).toBigInt()
  },
  async estimateFee(rpc, call) {
    const provider = rpcProvider(rpc)
    const [gas, price] = await Promise.all([provider.estimateGas(request(call)), provider.getGasPrice()])
    return gas.mul(price).toBigInt()
  },
  async waitForTransaction(rpc, hash) {
    const receipt = await rpcProvider(rpc).waitForTransaction(hash)
    return receipt.status === 1
  },
  async signMessage(provider, address, message) {
    return signer(provider, address).signMessage(message)
  },
  async sendTransaction(provider, call) {
    // the hash as the wallet answers it (`sendTransaction` would then poll the wallet for the transaction)
    return signer(provider, call.from).sendUncheckedTransaction(request(call))
  },
}
