// `@gangway/protocol/bitcoin-message`: Bitcoin message signatures (BIP-322 simple and legacy BIP-137), which the
// dev wallet signs and the SIWX verifiers (client and server) check the same way.
export { bip322MessageHash, bip322ToSign, bip322ToSpend } from './bitcoin/bip322.ts'
export { BITCOIN_REGTEST_NETWORK, type BitcoinOutput, bitcoinOutputScript } from './bitcoin/bitcoinOutputScript.ts'
export { bitcoinSignedMessageHash } from './bitcoin/bitcoinSignedMessageHash.ts'
export { type BitcoinMessageVerification, verifyBitcoinMessage } from './bitcoin/verifyBitcoinMessage.ts'
