import { deployments } from '@gangway/devnet'
import { type Address, address, getPublicKeyFromAddress, getTransactionDecoder, verifySignature } from '@solana/kit'
import type { SolanaSignInInput } from '@solana/wallet-standard-features'
import { verifySignIn } from '@solana/wallet-standard-util'
import { describe, expect, it, vi } from 'vitest'
import type { ApprovalRequest } from './ApprovalRequest.ts'
import { createSolanaDevWallet, type SolanaDevWalletOptions } from './createSolanaDevWallet.ts'
import { describeApproval } from './describeApproval.ts'
import { ProviderErrorCode } from './ProviderRpcError.ts'
import { SOLANA_DEV_ADDRESS } from './solanaDevKey.ts'
import { solanaTransferBytes } from './solanaTransferBytes.ts'

const RECEIVER = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
const BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k'

function setup(
  answer: boolean | ((r: ApprovalRequest) => boolean) = true,
  extra: Partial<SolanaDevWalletOptions> = {},
) {
  const asked: ApprovalRequest[] = []
  const dev = createSolanaDevWallet({
    origin: 'http://localhost:5173',
    approve: async (r) => {
      asked.push(r)
      return typeof answer === 'function' ? answer(r) : answer
    },
    ...extra,
  })
  const f = dev.wallet.features
  return { dev, wallet: dev.wallet, f, asked }
}

async function connected(extra: Partial<SolanaDevWalletOptions> = {}) {
  const s = setup(true, extra)
  const { accounts } = await s.f['standard:connect'].connect()
  s.asked.length = 0
  return { ...s, account: accounts[0] as (typeof accounts)[number] }
}

function transferBytes(from: Address, version: 'legacy' | 0 = 0): Uint8Array {
  return solanaTransferBytes({ from, to: RECEIVER, lamports: 500_000_000n, blockhash: BLOCKHASH, version })
}

describe('createSolanaDevWallet', () => {
  it('describes itself as the Gangway Dev Wallet on the four Solana chains with the seven features', () => {
    const { wallet } = setup()
    expect(wallet.name).toBe('Gangway Dev Wallet')
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.chains).toEqual(['solana:localnet', 'solana:devnet', 'solana:testnet', 'solana:mainnet'])
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signIn',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.features['solana:signTransaction'].supportedTransactionVersions).toEqual(['legacy', 0])
    expect(wallet.accounts).toEqual([])
  })

  it('connects after approval, answers the account and emits change', async () => {
    const { wallet, f, asked } = setup()
    const onChange = vi.fn()
    f['standard:events'].on('change', onChange)
    const { accounts } = await f['standard:connect'].connect()
    expect(accounts.map((a) => a.address)).toEqual([SOLANA_DEV_ADDRESS])
    expect(accounts[0]?.chains).toContain('solana:localnet')
    expect(accounts[0]?.publicKey).toHaveLength(32)
    expect(asked).toEqual([{ kind: 'solanaConnect', address: SOLANA_DEV_ADDRESS, origin: 'http://localhost:5173' }])
    expect(onChange).toHaveBeenCalledWith({ accounts })
    expect(wallet.accounts).toEqual(accounts)
  })

  it('rejects with 4001 when the user rejects, and stays disconnected', async () => {
    const { wallet, f } = setup(false)
    await expect(f['standard:connect'].connect()).rejects.toMatchObject({
      code: ProviderErrorCode.userRejected,
      message: 'User rejected the request.',
    })
    expect(wallet.accounts).toEqual([])
  })

  it('connects silently only when already authorized, never prompting', async () => {
    const fresh = setup()
    expect(await fresh.f['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] })
    expect(fresh.asked).toEqual([])

    const save = vi.fn()
    const remembered = setup(true, { permissions: { load: () => true, save } })
    const onChange = vi.fn()
    remembered.f['standard:events'].on('change', onChange)
    const { accounts } = await remembered.f['standard:connect'].connect({ silent: true })
    expect(accounts.map((a) => a.address)).toEqual([SOLANA_DEV_ADDRESS])
    expect(remembered.asked).toEqual([])
    expect(onChange).toHaveBeenCalledWith({ accounts })
  })

  it('disconnects: change with no accounts, permission forgotten, signing refused', async () => {
    const save = vi.fn()
    const { wallet, f, account } = await connected({ permissions: { load: () => false, save } })
    expect(save).toHaveBeenLastCalledWith(true)
    const onChange = vi.fn()
    const off = f['standard:events'].on('change', onChange)
    await f['standard:disconnect'].disconnect()
    expect(onChange).toHaveBeenCalledWith({ accounts: [] })
    expect(save).toHaveBeenLastCalledWith(false)
    expect(wallet.accounts).toEqual([])
    await expect(f['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) })).rejects.toMatchObject({
      code: ProviderErrorCode.unauthorized,
      message: 'solana:signMessage: connect first',
    })
    off()
    await f['standard:connect'].connect()
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('emits change with the new account when the key changes', async () => {
    const { dev, f } = await connected()
    const onChange = vi.fn()
    f['standard:events'].on('change', onChange)
    await dev.setSecret(new Uint8Array(32).fill(1))
    const [[{ accounts }]] = onChange.mock.calls as [[{ accounts: { address: string }[] }]]
    expect(accounts).toHaveLength(1)
    expect(accounts[0]?.address).not.toBe(SOLANA_DEV_ADDRESS)
    // back to a devnet account by index: account 1 of the mnemonic, the one the local chain funds
    await dev.setAccountIndex(1)
    expect(dev.wallet.accounts.map((a) => a.address)).toEqual([deployments.solana.accounts[1]])
    expect(onChange).toHaveBeenCalledTimes(2)
    await expect(dev.setAccountIndex(-1)).rejects.toThrow('the account index must be an integer')
    expect(dev.wallet.accounts.map((a) => a.address)).toEqual([deployments.solana.accounts[1]])
  })

  it('starts on another devnet account with accountIndex; a bad index rejects ready and every request, clearly', async () => {
    const { f } = setup(true, { accountIndex: 3 })
    const { accounts } = await f['standard:connect'].connect()
    expect(accounts.map((a) => a.address)).toEqual([deployments.solana.accounts[3]])
    const bad = setup(true, { accountIndex: -1 })
    await expect(bad.dev.ready).rejects.toThrow('the account index must be an integer 0…2³¹−1, got -1')
    await expect(bad.f['standard:connect'].connect()).rejects.toThrow('the account index must be an integer')
    expect(bad.asked).toEqual([])
  })

  it('signs a message with ed25519 that verifies against the account public key', async () => {
    const { f, account, asked } = await connected()
    const message = new TextEncoder().encode('Hello from Gangway')
    const [out] = await f['solana:signMessage'].signMessage({ account, message })
    expect(out?.signedMessage).toEqual(message)
    expect(out?.signatureType).toBe('ed25519')
    const publicKey = await getPublicKeyFromAddress(address(account.address))
    expect(await verifySignature(publicKey, out?.signature as never, message)).toBe(true)
    expect(await verifySignature(publicKey, out?.signature as never, new TextEncoder().encode('other'))).toBe(false)
    expect(asked).toEqual([{ kind: 'solanaSignMessage', address: SOLANA_DEV_ADDRESS, message }])
    expect(describeApproval(asked[0] as ApprovalRequest).lines).toEqual(['Hello from Gangway'])
  })

  it('refuses to sign for another account', async () => {
    const { f, account } = await connected()
    const other = { ...account, address: RECEIVER }
    await expect(
      f['solana:signMessage'].signMessage({ account: other, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({
      code: ProviderErrorCode.unauthorized,
    })
  })

  it.each(['legacy', 0] as const)(
    'signs a %s transfer: signature verifies, message bytes unchanged',
    async (version) => {
      const { f, account, asked } = await connected()
      const unsigned = transferBytes(address(account.address), version)
      const [out] = await f['solana:signTransaction'].signTransaction({
        account,
        transaction: unsigned,
        chain: 'solana:localnet',
      })
      const before = getTransactionDecoder().decode(unsigned)
      const after = getTransactionDecoder().decode(out?.signedTransaction as Uint8Array)
      expect(after.messageBytes).toEqual(before.messageBytes)
      const signature = after.signatures[address(account.address)]
      expect(signature).toBeTruthy()
      const publicKey = await getPublicKeyFromAddress(address(account.address))
      expect(await verifySignature(publicKey, signature as never, after.messageBytes)).toBe(true)

      const request = asked[0]
      expect(request).toMatchObject({ kind: 'solanaSignTransaction', send: false, chain: 'solana:localnet' })
      const { title, lines } = describeApproval(request as ApprovalRequest)
      expect(title).toBe('Sign transaction (Solana)')
      expect(lines).toEqual([
        'Chain solana:localnet',
        `Version ${version}`,
        `Fee payer ${SOLANA_DEV_ADDRESS}`,
        `Signers ${SOLANA_DEV_ADDRESS}`,
        `Blockhash ${BLOCKHASH}`,
        `Transfer 0.5 SOL from ${SOLANA_DEV_ADDRESS} to ${RECEIVER}`,
      ])
    },
  )

  it('refuses a transaction it is not a signer of, bad bytes and a rejected prompt — signing nothing', async () => {
    const { f, account } = await connected()
    await expect(
      f['solana:signTransaction'].signTransaction({ account, transaction: transferBytes(RECEIVER) }),
    ).rejects.toMatchObject({
      code: ProviderErrorCode.invalidParams,
      message: `solana:signTransaction: ${SOLANA_DEV_ADDRESS} is not a signer of this transaction`,
    })
    await expect(
      f['solana:signTransaction'].signTransaction({ account, transaction: new Uint8Array([1, 2, 3]) }),
    ).rejects.toMatchObject({ code: ProviderErrorCode.invalidParams })
    await expect(
      f['solana:signTransaction'].signTransaction({
        account,
        transaction: transferBytes(address(account.address)),
        chain: 'solana:nowhere',
      }),
    ).rejects.toMatchObject({ message: 'solana:signTransaction: chain solana:nowhere is not supported' })

    const rejecting = setup((r) => r.kind === 'solanaConnect')
    const { accounts } = await rejecting.f['standard:connect'].connect()
    const own = accounts[0] as (typeof accounts)[number]
    await expect(
      rejecting.f['solana:signTransaction'].signTransaction({
        account: own,
        transaction: transferBytes(address(own.address)),
      }),
    ).rejects.toMatchObject({ code: ProviderErrorCode.userRejected })
  })

  it('signs in with Solana: the output verifies with verifySignIn, the prompt shows the message, it connects', async () => {
    const { wallet, f, asked } = setup()
    const onChange = vi.fn()
    f['standard:events'].on('change', onChange)
    const input: SolanaSignInInput = {
      domain: 'localhost:5173',
      statement: 'Sign in to the Gangway demo',
      uri: 'http://localhost:5173',
      version: '1',
      chainId: 'solana:localnet',
      nonce: 'a1b2c3d4e5',
      issuedAt: '2026-01-01T00:00:00.000Z',
    }
    const [out] = await f['solana:signIn'].signIn(input)
    if (!out) throw new Error('no output')
    expect(out.account.address).toBe(SOLANA_DEV_ADDRESS)
    expect(verifySignIn(input, out)).toBe(true)
    expect(verifySignIn({ ...input, nonce: 'other-nonce' }, out)).toBe(false)
    const text = new TextDecoder().decode(out.signedMessage)
    expect(text).toMatch(/^localhost:5173 wants you to sign in with your Solana account:\noeYf6KAJ/)
    expect(asked).toEqual([
      {
        kind: 'solanaSignIn',
        address: SOLANA_DEV_ADDRESS,
        origin: 'http://localhost:5173',
        message: text,
        warnings: [],
      },
    ])
    const { title, lines } = describeApproval(asked[0] as ApprovalRequest)
    expect(title).toBe('Sign in with Solana')
    expect(lines).toEqual([text])
    expect(wallet.accounts.map((a) => a.address)).toEqual([SOLANA_DEV_ADDRESS])
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('fills a missing domain and address, warns on a foreign domain, refuses another address', async () => {
    const { f, asked } = setup()
    const [out] = await f['solana:signIn'].signIn({})
    if (!out) throw new Error('no output')
    expect(verifySignIn({ domain: 'localhost:5173', address: SOLANA_DEV_ADDRESS }, out)).toBe(true)
    await f['solana:signIn'].signIn({ domain: 'evil.example' })
    expect(asked[1]).toMatchObject({
      warnings: ['The message names evil.example, but the page is http://localhost:5173.'],
    })
    expect(describeApproval(asked[1] as ApprovalRequest).lines[0]).toBe(
      '⚠ The message names evil.example, but the page is http://localhost:5173.',
    )
    await expect(f['solana:signIn'].signIn({ address: RECEIVER })).rejects.toMatchObject({
      code: ProviderErrorCode.unauthorized,
    })
    expect(asked).toHaveLength(2)
  })

  it('signAndSendTransaction: refuses a chain without an RPC URL before asking, reports an unreachable chain', async () => {
    const { f, account, asked } = await connected({ rpcUrls: { 'solana:localnet': 'http://127.0.0.1:9' } })
    const transaction = transferBytes(address(account.address))
    await expect(
      f['solana:signAndSendTransaction'].signAndSendTransaction({ account, transaction, chain: 'solana:mainnet' }),
    ).rejects.toMatchObject({
      code: ProviderErrorCode.unsupportedMethod,
      message: 'solana:signAndSendTransaction: no RPC URL is configured for solana:mainnet (set solanaRpcUrls)',
    })
    expect(asked).toEqual([])
    await expect(
      f['solana:signAndSendTransaction'].signAndSendTransaction({ account, transaction, chain: 'solana:localnet' }),
    ).rejects.toMatchObject({ code: ProviderErrorCode.chainDisconnected })
    expect(asked[0]).toMatchObject({ kind: 'solanaSignTransaction', send: true })
    expect(describeApproval(asked[0] as ApprovalRequest).title).toBe('Send transaction (Solana)')
  })
})
