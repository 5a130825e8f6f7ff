import { getBase64Encoder, getCompiledTransactionMessageDecoder } from '@solana/kit'
import { type RpcMethod, withContext } from './rpcContext.ts'
import { invalidParams } from './rpcError.ts'
import { configParam, integerParam, stringParam } from './rpcParams.ts'
import { SOLANA_CORE_VERSION, SOLANA_FEATURE_SET, SOLANA_GENESIS_HASH } from './solanaConstants.ts'

/** Cluster and block facts: health, version, slots, blockhashes, fees and rent. */
export const clusterMethods: Record<string, RpcMethod> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': SOLANA_FEATURE_SET }),
  getGenesisHash: () => SOLANA_GENESIS_HASH,
  getSlot: ([config], { ledger }) => {
    configParam(config, ledger)
    return ledger.slot
  },
  getBlockHeight: ([config], { ledger }) => {
    configParam(config, ledger)
    return ledger.blockHeight
  },
  getEpochInfo: ([config], { ledger }) => {
    configParam(config, ledger)
    const slotsInEpoch = ledger.svm.getEpochSchedule().slotsPerEpoch
    return {
      absoluteSlot: ledger.slot,
      blockHeight: ledger.blockHeight,
      epoch: ledger.slot / slotsInEpoch,
      slotIndex: ledger.slot % slotsInEpoch,
      slotsInEpoch,
      transactionCount: ledger.transactionCount,
    }
  },
  getLatestBlockhash: ([config], { ledger }) => {
    configParam(config, ledger)
    return withContext(ledger, ledger.latestBlockhash())
  },
  isBlockhashValid: ([blockhash, config], { ledger }) => {
    configParam(config, ledger)
    return withContext(ledger, ledger.isBlockhashValid(stringParam(blockhash, 'blockhash')))
  },
  getFeeForMessage: ([message, config], { ledger }) => {
    configParam(config, ledger)
    let numSigners: number
    try {
      const bytes = getBase64Encoder().encode(stringParam(message, 'message'))
      numSigners = getCompiledTransactionMessageDecoder().decode(bytes).header.numSignerAccounts
    } catch {
      throw invalidParams('message is not a base64-encoded transaction message')
    }
    return withContext(ledger, ledger.feeFor(numSigners))
  },
  getMinimumBalanceForRentExemption: ([size, config], { ledger }) => {
    configParam(config, ledger)
    return ledger.svm.minimumBalanceForRentExemption(BigInt(integerParam(size ?? 0, 'data length', 10 * 1024 * 1024)))
  },
}
