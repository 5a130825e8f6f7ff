/**
 * An EIP-1193 provider as the EVM connectors use it: `request`, and the events EIP-1193 names (`on` /
 * `removeListener`). What an injected or EIP-6963 wallet, the e-mail wallet, the WalletConnect universal provider,
 * Coinbase's SDK and Safe's provider all are — and what ethers wraps (`new BrowserProvider(provider)`).
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}
