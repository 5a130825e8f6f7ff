/** viem's `fallback` transport in a chunk of its own (`createFallbackLoader`): only a chain with several RPC endpoints needs it. */
export { fallback } from 'wagmi'
