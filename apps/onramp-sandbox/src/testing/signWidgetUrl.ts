import { createHmac } from 'node:crypto'

/**
 * Tests only: a widget URL signed as the Gangway server signs it (the on-ramp contract §1), written here
 * with node:crypto alone — not with the sandbox's own code — so the tests check the sandbox against the
 * contract, not against itself.
 */
export function signWidgetUrl(base: string, params: Record<string, string>, secret: string): string {
  const query = `?${new URLSearchParams(params).toString()}`
  const signature = encodeURIComponent(createHmac('sha256', secret).update(query).digest('base64'))
  return `${base}/buy${query}&signature=${signature}`
}

/** A purchase's widget parameters, with defaults (50.00 USD for 49.25 of a 6-decimal token). */
export function widgetParams(
  overrides: Record<string, string> & { account: string; asset: string; webhookUrl: string },
): Record<string, string> {
  return {
    purchaseId: `p-${Math.random().toString(36).slice(2)}`,
    symbol: 'gUSD',
    decimals: '6',
    cryptoAmount: '49.25',
    fiatAmount: '50.00',
    fiatCurrency: 'USD',
    paymentMethod: 'card',
    ...overrides,
  }
}
