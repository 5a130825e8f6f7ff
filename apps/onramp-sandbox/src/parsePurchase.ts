import { isAddress as isSolanaAddress } from '@solana/kit'
import { isAddress } from 'viem'

/** What a signed widget URL asks the sandbox to sell (the on-ramp contract §1). */
export type Purchase = {
  purchaseId: string
  /** The CAIP-10 destination, e.g. `eip155:31337:0x…` or `solana:<genesis hash prefix>:<base58>`. */
  account: string
  /** Its CAIP-2 network (`eip155:31337`) and namespace. */
  caipNetworkId: string
  namespace: 'eip155' | 'solana'
  /** The destination address on that network. */
  address: string
  /** An ERC-20 `0x` address, an SPL mint, or `native`. */
  asset: string
  symbol: string
  decimals: number
  /** Whole units, a decimal string (`"49.25"`). */
  cryptoAmount: string
  /** e.g. `"50.00"`. */
  fiatAmount: string
  fiatCurrency: string
  paymentMethod: 'card' | 'ach_bank_account'
  webhookUrl: string
}

const FIELDS = [
  'purchaseId',
  'account',
  'asset',
  'symbol',
  'decimals',
  'cryptoAmount',
  'fiatAmount',
  'fiatCurrency',
  'paymentMethod',
  'webhookUrl',
] as const

/** viem's check: 20 bytes of hex, and a mixed-case address must carry its EIP-55 checksum. */
const isEvmAddress = (value: string) => isAddress(value, { strict: true })

/**
 * Reads the purchase out of verified widget parameters: every field present once and well-formed
 * (a CAIP-10 account on `eip155` or `solana` with an address of that namespace — EIP-55 checksummed when in
 * mixed case; a base58 32-byte key —, an asset of that namespace or
 * `native`, an amount with at most `decimals` fraction digits and above zero, a fiat amount with at most two,
 * an http(s) webhook URL). Undefined when anything is off — the page then says the link is not valid.
 */
export function parsePurchase(params: URLSearchParams): Purchase | undefined {
  const value: Partial<Record<(typeof FIELDS)[number], string>> = {}
  for (const field of FIELDS) {
    const all = params.getAll(field)
    if (all.length !== 1 || !all[0]) return undefined
    value[field] = all[0]
  }
  const v = value as Record<(typeof FIELDS)[number], string>
  if (!/^[\w.:-]{1,128}$/.test(v.purchaseId)) return undefined
  const caip10 = /^(eip155|solana):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/.exec(v.account)
  if (!caip10) return undefined
  const [, namespace, reference, address] = caip10 as unknown as [string, 'eip155' | 'solana', string, string]
  const isValid = namespace === 'eip155' ? isEvmAddress : isSolanaAddress
  if (!isValid(address)) return undefined
  if (v.asset !== 'native' && !isValid(v.asset)) return undefined
  if (!/^\S(?:.{0,18}\S)?$/u.test(v.symbol) || /[\p{Cc}]/u.test(v.symbol)) return undefined
  if (!/^\d{1,2}$/.test(v.decimals)) return undefined
  const decimals = Number(v.decimals)
  if (decimals > 36) return undefined
  const amount = /^(\d{1,30})(?:\.(\d+))?$/.exec(v.cryptoAmount)
  if (!amount || (amount[2]?.length ?? 0) > decimals || !/[1-9]/.test(v.cryptoAmount)) return undefined
  if (!/^\d{1,12}(?:\.\d{1,2})?$/.test(v.fiatAmount)) return undefined
  if (!/^[A-Z]{3}$/.test(v.fiatCurrency)) return undefined
  if (v.paymentMethod !== 'card' && v.paymentMethod !== 'ach_bank_account') return undefined
  let webhook: URL
  try {
    webhook = new URL(v.webhookUrl)
  } catch {
    return undefined
  }
  if (webhook.protocol !== 'http:' && webhook.protocol !== 'https:') return undefined
  return {
    purchaseId: v.purchaseId,
    account: v.account,
    caipNetworkId: `${namespace}:${reference}`,
    namespace,
    address,
    asset: v.asset,
    symbol: v.symbol,
    decimals,
    cryptoAmount: v.cryptoAmount,
    fiatAmount: v.fiatAmount,
    fiatCurrency: v.fiatCurrency,
    paymentMethod: v.paymentMethod,
    webhookUrl: v.webhookUrl,
  }
}
