import { erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { prepareSigningRequest } from './prepareSigningRequest.ts'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const KEY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const text = (r: Awaited<ReturnType<typeof prepareSigningRequest>>) =>
  r.content.sections.flatMap((s) => [s.heading, s.warning, ...s.fields.map((f) => `${f.label} ${f.value}`)]).join('\n')
const grant = (over: Record<string, unknown> = {}) => ({
  chainId: '0x7a69',
  expiry: 1_900_000_000,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: KEY }] } },
  permissions: [
    { type: 'contract-call', data: { address: TOKEN, abi: erc20Abi, functions: [{ functionName: 'transfer' }] } },
    {
      type: 'native-token-recurring-allowance',
      data: { allowance: '0x2386f26fc10000', start: 1_800_000_000, period: 86400 },
    },
  ],
  policies: [],
  ...over,
})

describe('prepareSigningRequest: session permissions (ERC-7715)', () => {
  it('wallet_grantPermissions shows the key, the expiry, each function signature and the allowance', async () => {
    const r = await prepareSigningRequest('wallet_grantPermissions', [grant()], 31337)
    expect(r.content.title).toBe('Grant session permissions')
    const shown = text(r)
    expect(shown).toContain(`Key ${KEY}`)
    expect(shown).toContain('Until 2030-03-17T17:46:40.000Z')
    expect(shown).toContain('without asking you again')
    expect(shown).toContain(`Contract ${TOKEN}`)
    expect(shown).toContain('May call transfer(address,uint256)')
    expect(shown).toContain("May spend 0.01 ETH in all: its calls' values and the gas it makes your account pay")
    expect(shown).toContain('Every 86400 seconds')
    expect(shown).not.toContain('Spending none')
    // without an allowance the key spends nothing, gas included (GangwayAccountV2 counts gas against it)
    const none = await prepareSigningRequest(
      'wallet_grantPermissions',
      [grant({ permissions: [grant().permissions[0]] })],
      31337,
    )
    expect(text(none)).toContain('Spending none: not your ETH, not even for gas')
    // forwarded as shown (a plain JSON copy)
    expect(r.params).toEqual([JSON.parse(JSON.stringify(grant()))])
  })

  it('refuses a grant for another chain, without permissions or signer, before anyone is asked', async () => {
    await expect(prepareSigningRequest('wallet_grantPermissions', [grant({ chainId: '0x1' })], 31337)).rejects.toThrow(
      'must be for this chain (31337)',
    )
    await expect(prepareSigningRequest('wallet_grantPermissions', [grant({ permissions: [] })], 31337)).rejects.toThrow(
      'No permission asked for',
    )
    await expect(prepareSigningRequest('wallet_grantPermissions', [grant({ signer: {} })], 31337)).rejects.toThrow(
      'needs a signer',
    )
  })

  it('wallet_revokePermissions shows the session id', async () => {
    const r = await prepareSigningRequest('wallet_revokePermissions', [{ pci: 'abc123', address: KEY }], 31337)
    expect(r.content.title).toBe('Revoke session permissions')
    expect(text(r)).toContain('Session abc123')
    expect(r.params).toEqual([{ pci: 'abc123', address: KEY }])
    await expect(prepareSigningRequest('wallet_revokePermissions', [{}], 31337)).rejects.toThrow('pci is required')
  })
})
