/**
 * The wagmi actions the adapter needs only once a wallet is connected (balances, signing, sending, fees):
 * loaded with `import()` on first use, so a page that has not connected does not carry them (and viem's
 * transaction, multicall and receipt code they bring). viem's `formatUnits` (balances and fees) is here for
 * the same reason: nothing before a connection formats an amount.
 */
export { formatUnits } from 'viem'
export {
  estimateGas,
  getBalance,
  getGasPrice,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions'
