import { type Address, getAddress, type Hex, isAddress } from 'viem'
import { z } from 'zod/mini'

/** One smart-account-enabled chain (`SMART_ACCOUNTS`): its bundler and the contracts (smart.md §3). */
export type SmartChainConfig = {
  bundlerUrl: string
  entryPoint: Address
  /** GangwayAccountFactoryV2: the accounts of users made since version 2. */
  factory: Address
  /**
   * The version-1 GangwayAccountFactory, for users made before version 2 (`auth_users.smart_account_version`
   * 1): their accounts stay at its addresses. Without it such users have no smart account on this chain.
   */
  factoryV1?: Address | undefined
  /** GangwayPaymaster; without it nothing on this chain is sponsored. */
  paymaster?: Address | undefined
}

/** The smart-account settings: enabled chains by CAIP-2 id and the paymaster's verifying signer key. */
export type SmartAccountsConfig = {
  chains: Record<string, SmartChainConfig>
  /** `PAYMASTER_SIGNER_KEY`; without it sponsorship is off everywhere. */
  paymasterSignerKey: Hex | undefined
}

const AddressSchema = z.string().check(z.refine((v) => isAddress(v, { strict: false }), 'is not a 0x address'))
const ChainSchema = z.object({
  bundlerUrl: z.url({ protocol: /^https?$/ }),
  entryPoint: AddressSchema,
  factory: AddressSchema,
  factoryV1: z.optional(AddressSchema),
  paymaster: z.optional(AddressSchema),
})
const SmartAccountsSchema = z.record(
  z.string().check(z.regex(/^eip155:[1-9][0-9]*$/, 'must be a CAIP-2 eip155 chain id')),
  ChainSchema,
)

/**
 * `SMART_ACCOUNTS` (JSON, per CAIP-2 chain `{ bundlerUrl, entryPoint, factory, factoryV1?, paymaster? }`, default `{}`: no
 * smart accounts) and `PAYMASTER_SIGNER_KEY` (a 32-byte hex key, never echoed). Throws a message naming the
 * variable on a bad value.
 */
export function loadSmartAccounts(env: Record<string, string | undefined>): SmartAccountsConfig {
  const raw = env.SMART_ACCOUNTS
  let chains: Record<string, SmartChainConfig> = {}
  if (raw !== undefined && raw !== '') {
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      throw new Error('SMART_ACCOUNTS must be JSON')
    }
    const result = SmartAccountsSchema.safeParse(parsed)
    if (!result.success) {
      const issue = result.error.issues[0]
      throw new Error(`SMART_ACCOUNTS: ${issue?.path.join('.') || 'value'} ${issue?.message}`)
    }
    chains = Object.fromEntries(
      Object.entries(result.data).map(([chain, c]) => [
        chain,
        {
          bundlerUrl: c.bundlerUrl,
          entryPoint: getAddress(c.entryPoint),
          factory: getAddress(c.factory),
          ...(c.factoryV1 ? { factoryV1: getAddress(c.factoryV1) } : {}),
          ...(c.paymaster ? { paymaster: getAddress(c.paymaster) } : {}),
        },
      ]),
    )
  }
  const keyValue = env.PAYMASTER_SIGNER_KEY
  let paymasterSignerKey: Hex | undefined
  if (keyValue !== undefined && keyValue !== '') {
    const key = keyValue.startsWith('0x') ? keyValue : `0x${keyValue}`
    if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw new Error('PAYMASTER_SIGNER_KEY must be a 32-byte hex private key')
    paymasterSignerKey = key as Hex
  }
  return { chains, paymasterSignerKey }
}
