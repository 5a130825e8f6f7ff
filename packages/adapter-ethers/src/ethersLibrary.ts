import type { Eip1193Provider, EvmCall, EvmLibrary, EvmRpc } from '@gangway/core'
import { BrowserProvider, type Eip1193Provider as EthersEip1193Provider, JsonRpcProvider, Network } from 'ethers'

/** A read-only provider on the network's RPC; `staticNetwork`: ethers asks no `eth_chainId` before each call. */
const rpcProvider = (rpc: EvmRpc) =>
  new JsonRpcProvider(rpc.url, rpc.chainId, { staticNetwork: Network.from(rpc.chainId) })

const signer = (provider: Eip1193Provider, address: string) =>
  new BrowserProvider(provider as EthersEip1193Provider).getSigner(address)

const request = (call: EvmCall) => ({
  from: call.from,
  to: call.to,
  ...(call.value === undefined ? {} : { value: call.value }),
  ...(call.data === undefined ? {} : { data: call.data }),
})

/** How the ethers v6 adapter reads (`JsonRpcProvider` on the network's RPC), signs and sends (`BrowserProvider`). */
export const ethersLibrary: EvmLibrary = {
  async getBalance(rpc, address) {
    return rpcProvider(rpc).getBalance(address)
  },
  async estimateFee(rpc, call) {
    const provider = rpcProvider(rpc)
    const [gas, fees] = await Promise.all([provider.estimateGas(request(call)), provider.getFeeData()])
    return gas * (fees.gasPrice ?? 0n)
  },
  async waitForTransaction(rpc, hash) {
    const receipt = await rpcProvider(rpc).waitForTransaction(hash)
    return receipt?.status === 1
  },
  async signMessage(provider, address, message) {
    return (await signer(provider, address)).signMessage(message)
  },
  async sendTransaction(provider, call) {
    // the hash as the wallet answers it (`sendTransaction` would then poll the wallet for the transaction)
    return (await signer(provider, call.from)).sendUncheckedTransaction(request(call))
  },
}
