// `@gangway/protocol/solana-message`: Solana message signatures (ed25519, strictly checked), which the SIWX
// verifiers (client and server) check the same way.
export {
  type SolanaMessageRefusal,
  type SolanaMessageVerification,
  verifySolanaMessage,
} from './solana/verifySolanaMessage.ts'
