import { createHmac } from 'node:crypto'
import type { PriceTable, TokenEntry } from '../balances/TokenEntry.ts'
import type { OnrampAsset } from './OnrampProviderPlugin.ts'

/** Test chains, tokens and prices of the on-ramp tests (written here, not taken from the code under test). */
export const EVM = 'eip155:31337'
export const SOLANA = 'solana:GangwayLoca1So1anaChain111111111'
export const GUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const SMINT = 'So1anaMint1111111111111111111111111111111'.slice(0, 43)
export const TOKEN_LISTS: Record<string, TokenEntry[]> = {
  [EVM]: [{ address: GUSD, name: 'Gangway USD', symbol: 'gUSD', decimals: 6 }],
  [SOLANA]: [{ address: SMINT, name: 'Gangway USD', symbol: 'gUSD', decimals: 6 }],
}
export const PRICES: PriceTable = {
  usd: {
    [`${EVM}:native`]: 3000,
    [`${EVM}:${GUSD.toLowerCase()}`]: 1,
    [`${SOLANA}:native`]: 150,
    [`${SOLANA}:${SMINT}`]: 1,
  },
  eur: { [`${EVM}:native`]: 2800, [`${EVM}:${GUSD.toLowerCase()}`]: 0.9 },
}
export const GUSD_ASSET: OnrampAsset = {
  symbol: 'gUSD',
  name: 'Gangway USD',
  caipNetworkId: EVM,
  namespace: 'eip155',
  address: GUSD,
  decimals: 6,
}
export const ETH_ASSET: OnrampAsset = {
  symbol: 'ETH',
  name: 'Ether',
  caipNetworkId: EVM,
  namespace: 'eip155',
  address: 'native',
  decimals: 18,
}
export const SANDBOX_SECRET = 'test-sandbox-secret-0123456789'
export const EVM_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SOLANA_ACCOUNT = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

/** A MoonPay-V2-style signature header, computed from MoonPay's documentation: hex HMAC-SHA256 of `${t}.${body}`. */
export function signatureHeader(key: string, body: string, t: number): string {
  return `t=${t},s=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`
}

/**
 * Checks a URL signed as MoonPay documents it, independently of the code under test: `signature` is the last
 * parameter and is base64 HMAC-SHA256 of the secret over the query string before it, including the '?'.
 */
export function urlSignatureValid(url: string, secret: string): boolean {
  const i = url.lastIndexOf('&signature=')
  if (i < 0) return false
  const search = url.slice(url.indexOf('?'), i)
  const given = decodeURIComponent(url.slice(i + '&signature='.length))
  return createHmac('sha256', secret).update(search).digest('base64') === given
}
