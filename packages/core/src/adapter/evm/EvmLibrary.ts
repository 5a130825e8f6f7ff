import type { Eip1193Provider } from './Eip1193Provider.ts'

/** Where a network's reads go: the URL `rpcEndpoints` chose (the server's `/v1` unless the site set its own). */
export type EvmRpc = { url: string; chainId: number }

/** A call as the dialog and core's Send make it. */
export type EvmCall = { from: string; to: string; value?: bigint; data?: `0x${string}` }

/**
 * What an EIP-1193 adapter needs from its chain library — the only part that differs between the ethers v6 and
 * v5 adapters: reads on the network's RPC, and signing and sending through the wallet's provider (what `new
 * BrowserProvider(provider)` / `new providers.Web3Provider(provider)` wrap). Errors are thrown as the library
 * gives them; the adapter reads the wallet's code out of them (`eip1193ErrorCode`).
 */
export interface EvmLibrary {
  /** The native balance in wei. */
  getBalance(rpc: EvmRpc, address: string): Promise<bigint>
  /** The call's fee in wei: its gas estimate × the network's gas price. */
  estimateFee(rpc: EvmRpc, call: EvmCall): Promise<bigint>
  /** Waits for the receipt; answers whether the transaction succeeded. */
  waitForTransaction(rpc: EvmRpc, hash: string): Promise<boolean>
  /** `personal_sign` of the UTF-8 message by `address`, through the library's signer. */
  signMessage(provider: Eip1193Provider, address: string, message: string): Promise<string>
  /** `eth_sendTransaction` through the library's signer; answers the hash. */
  sendTransaction(provider: Eip1193Provider, call: EvmCall): Promise<string>
}
