import type { ChainNamespace } from '@gangway/protocol'
import { parseUnits } from 'viem'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import { isValidReceiver } from '../portfolio/validateSend.ts'
import { PayError } from './PayError.ts'
import type { PaymentOptions } from './PaymentOptions.ts'

const PAY_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/**
 * AppKit Pay's checks of `PaymentOptions` (in its order: config, recipient, asset, amount), then Gangway's:
 * the network must be one of the site's (an EVM or Solana one), the recipient an address of that namespace,
 * the asset `'native'` or a token address of it, the decimals a whole number 0–36. Answers the network.
 */
export function validatePayConfig(options: PaymentOptions | undefined, networks: readonly CaipNetwork[]): CaipNetwork {
  if (!options || typeof options !== 'object' || !options.paymentAsset) {
    throw new PayError('INVALID_PAYMENT_CONFIG', 'paymentAsset is required')
  }
  const { paymentAsset, recipient, amount } = options
  if (!recipient || typeof recipient !== 'string') throw new PayError('INVALID_RECIPIENT', 'recipient is required')
  if (!paymentAsset.asset || typeof paymentAsset.asset !== 'string') {
    throw new PayError('INVALID_ASSET', "paymentAsset.asset is required ('native' or the token's address)")
  }
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
    throw new PayError('INVALID_AMOUNT', `amount must be a number above 0, got ${String(amount)}`)
  }
  const network = networks.find((n) => n.caipNetworkId === paymentAsset.network)
  if (!network) {
    throw new PayError(
      'INVALID_PAYMENT_CONFIG',
      `paymentAsset.network ${JSON.stringify(paymentAsset.network)} is not one of the site's networks`,
    )
  }
  const ns = network.chainNamespace
  if (!PAY_NAMESPACES.includes(ns)) {
    throw new PayError('INVALID_CHAIN_NAMESPACE', `Gangway pays on eip155 and solana networks, not ${ns}`)
  }
  if (!isValidReceiver(recipient, ns)) {
    throw new PayError('INVALID_RECIPIENT_ADDRESS_FOR_ASSET', `Provide valid recipient address for namespace "${ns}"`)
  }
  if (paymentAsset.asset !== 'native' && !isValidReceiver(paymentAsset.asset, ns)) {
    throw new PayError('INVALID_ASSET', `paymentAsset.asset must be 'native' or a ${ns} token address`)
  }
  const decimals = paymentAsset.metadata?.decimals
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36 || !paymentAsset.metadata?.symbol) {
    throw new PayError('INVALID_PAYMENT_CONFIG', 'paymentAsset.metadata needs name, symbol and decimals (0–36)')
  }
  if (payAmountUnits(amount, decimals) <= 0n) {
    throw new PayError(
      'INVALID_AMOUNT',
      `amount ${amount} is below the smallest unit of ${paymentAsset.metadata.symbol}`,
    )
  }
  return network
}

/** `amount` (whole units, a JS number) in the asset's base units, without exponent notation. */
export function payAmountText(amount: number, decimals: number): string {
  if (Number.isInteger(amount)) return amount.toLocaleString('en-US', { useGrouping: false })
  const fixed = amount.toFixed(Math.min(decimals, 20))
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed
}

/** `amount` (whole units) in the asset's smallest units (AppKit Pay rounds as `parseUnits` does). */
export function payAmountUnits(amount: number, decimals: number): bigint {
  return parseUnits(payAmountText(amount, decimals), decimals)
}
