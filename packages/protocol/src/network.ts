import { z } from 'zod/mini'
import { type CaipNetworkId, caipNetworkIdIssue } from './caip.ts'
import { CHAIN_NAMESPACE_PATTERN, type ChainNamespace } from './chainNamespace.ts'
import { typeOfValue } from './typeOfValue.ts'

/**
 * A network the dialog can use (SPEC §3). `id` is the chain's own id (number for EVM, string otherwise). A
 * network reached through WalletConnect alone (a namespace Gangway has no adapter for: Sui, TON …) may list
 * no RPC URL — the kit never reads its chain; the kit asks one of every other network (`toCaipNetwork`).
 */
export type Network = {
  id: number | string
  name: string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { [key: string]: unknown; default: { http: string[] } }
  blockExplorers?: { [key: string]: unknown; default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
  assets?: { imageId?: string | undefined; imageUrl?: string | undefined } | undefined
}

/** The first thing wrong with a network: where (`rpcUrls.default.http`) and what, in zod's words. */
export type NetworkIssue = { path: string[]; message: string }

type Check = (value: unknown, path: string[]) => NetworkIssue | undefined

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const expected = (what: string, value: unknown, path: string[]): NetworkIssue => ({
  path,
  message: `Invalid input: expected ${what}, received ${typeOfValue(value)}`,
})
const string: Check = (value, path) => (typeof value === 'string' ? undefined : expected('string', value, path))
const nonEmpty: Check = (value, path) =>
  string(value, path) ??
  (value === '' ? { path, message: 'Too small: expected string to have >=1 characters' } : undefined)
const optional =
  (check: Check): Check =>
  (value, path) =>
    value === undefined ? undefined : check(value, path)
const object =
  (shape: Record<string, Check>): Check =>
  (value, path) => {
    if (!isRecord(value)) return expected('object', value, path)
    for (const [key, check] of Object.entries(shape)) {
      const issue = check(value[key], [...path, key])
      if (issue) return issue
    }
    return undefined
  }
const decimals: Check = (value, path) =>
  Number.isSafeInteger(value) && (value as number) >= 0
    ? undefined
    : typeof value === 'number'
      ? { path, message: 'Too small: expected an integer >=0' }
      : expected('int', value, path)

/** The network's shape (AppKit's `CaipNetwork`, viem's `Chain` fields the dialog reads), checked in this order. */
const network = object({
  id: (value, path) =>
    (Number.isSafeInteger(value) && (value as number) > 0) || (typeof value === 'string' && value !== '')
      ? undefined
      : { path, message: 'Invalid input: expected a positive integer or a non-empty string' },
  name: nonEmpty,
  caipNetworkId: (value, path) => {
    const message = caipNetworkIdIssue(value)
    return message ? { path, message } : undefined
  },
  chainNamespace: (value, path) =>
    string(value, path) ??
    (CHAIN_NAMESPACE_PATTERN.test(value as string) ? undefined : { path, message: 'not a CAIP-2 namespace' }),
  nativeCurrency: object({ name: string, symbol: string, decimals }),
  rpcUrls: object({
    default: object({
      http: (value, path) =>
        Array.isArray(value)
          ? value.reduce<NetworkIssue | undefined>(
              (issue, url, i) => issue ?? string(url, [...path, String(i)]),
              undefined,
            )
          : expected('array', value, path),
    }),
  }),
  blockExplorers: optional(object({ default: object({ name: string, url: string }) })),
  testnet: optional((value, path) => (typeof value === 'boolean' ? undefined : expected('boolean', value, path))),
  assets: optional(object({ imageId: optional(string), imageUrl: optional(string) })),
})

/**
 * The first thing wrong with `value` as a Network, or undefined when it is one. Plain code, no zod: the dialog
 * checks a site's networks when `createAppKit` runs, before any zod code has loaded (issue 38).
 */
export function networkIssue(value: unknown): NetworkIssue | undefined {
  return network(value, [])
}

/** The same check as a zod schema (`networkIssue`'s path and message as its issue). */
export const NetworkSchema = /* @__PURE__ */ z.custom<Network>().check(
  z.superRefine((value, ctx) => {
    const issue = networkIssue(value)
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: value })
  }),
)
