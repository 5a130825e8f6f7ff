import type { PaymentCurrency, PurchaseCurrency } from '@gangway/protocol'
import { OnrampLimits } from './onrampLimits.ts'

/** USD and EUR with SPEC §9's payment method limits. */
export const ONRAMP_PAYMENT_CURRENCIES: PaymentCurrency[] = OnrampLimits.PAYMENT_CURRENCIES.map((id) => ({
  id,
  payment_method_limits: OnrampLimits.PAYMENT_METHOD_LIMITS.map((l) => ({ ...l })),
}))

const mainnetUsdc = [
  {
    name: 'ethereum-mainnet',
    display_name: 'Ethereum',
    chain_id: '1',
    contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  },
  {
    name: 'polygon-mainnet',
    display_name: 'Polygon',
    chain_id: '137',
    contract_address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174',
  },
]

/**
 * SPEC §8's built-in defaults when the options cannot be built: AppKit's `DEFAULT_OPTIONS` (USDC and ETH,
 * USD and EUR). Unlike AppKit, whose ETH entry repeats USDC's id and contracts, ETH here is the native coin.
 */
export const DEFAULT_ONRAMP_PURCHASE_CURRENCIES: PurchaseCurrency[] = [
  { id: '2b92315d-eab7-5bef-84fa-089a131333f5', name: 'USD Coin', symbol: 'USDC', networks: mainnetUsdc },
  {
    id: 'ETH',
    name: 'Ether',
    symbol: 'ETH',
    networks: [{ name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
  },
]
