import type { OnrampOptionsResponse, PaymentCurrency } from '@gangway/protocol'

/** AppKit's `USD_CURRENCY_DEFAULT`: USD with SPEC §9's card and bank account limits. */
export const USD_CURRENCY_DEFAULT: PaymentCurrency = {
  id: 'USD',
  payment_method_limits: [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ],
}

const MAINNET_USDC_NETWORKS = [
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
 * SPEC §8: what the Buy flow offers when `/v1/onramp/options` fails — AppKit's `DEFAULT_OPTIONS` (USDC and
 * ETH on Ethereum and Polygon, paid in USD or EUR with SPEC §9's limits). No provider comes with them: without
 * the server there is no one to buy from, and the dialog says so.
 */
export function onRampDefaults(): OnrampOptionsResponse {
  return {
    purchaseCurrencies: [
      { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: MAINNET_USDC_NETWORKS },
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [
          { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
          { name: 'polygon-mainnet', display_name: 'Polygon', chain_id: '137', contract_address: '' },
        ],
      },
    ],
    paymentCurrencies: [USD_CURRENCY_DEFAULT, { ...USD_CURRENCY_DEFAULT, id: 'EUR' }],
    providers: [],
  }
}
