// @vitest-environment happy-dom
import { bitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import { verifyBitcoinMessage } from '@gangway/protocol/bitcoin-message'
import { addListener, getProviders, RpcErrorCode, request } from '@sats-connect/core'
import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import type { ApprovalRequest } from '../ApprovalRequest.ts'
import { describeApproval } from '../describeApproval.ts'
import { createBitcoinDevWallet } from './createBitcoinDevWallet.ts'
import { BITCOIN_PROVIDER_ID, registerBitcoinProvider } from './registerBitcoinProvider.ts'

const account = bitcoinDevAccount(0)

/** A wallet on the page (as the inject script puts it) whose prompt answers `answer` and records what it asked. */
function setup(answer = true) {
  const asked: ApprovalRequest[] = []
  const wallet = createBitcoinDevWallet({
    approve: async (r) => {
      asked.push(r)
      return answer
    },
    origin: 'http://site.test',
    apiUrl: 'http://127.0.0.1:9', // nothing listens: these tests never reach the network
  })
  registerBitcoinProvider(window, wallet.provider, 'data:image/svg+xml;base64,')
  return { wallet, asked }
}

/** A PSBT spending one (made-up) UTXO of each of the wallet's addresses to a third address. */
function psbtOfBoth(): string {
  const tx = new Transaction()
  const to = bitcoinDevAccount(3).payment.address
  for (const [i, key] of [account.payment, account.ordinal].entries()) {
    const script = scriptOf(key.address)
    tx.addInput({ txid: new Uint8Array(32).fill(i + 1), index: 0, witnessUtxo: { script, amount: 100_000n } })
  }
  tx.addOutputAddress(to, 150_000n, { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef })
  return base64.encode(tx.toPSBT())
}
function scriptOf(address: string): Uint8Array {
  const probe = new Transaction()
  probe.addOutputAddress(address, 1000n, { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef })
  return probe.getOutput(0).script as Uint8Array
}

describe('createBitcoinDevWallet (sats-connect provider contract)', () => {
  it('is listed in btc_providers and connects through sats-connect with payment + ordinals addresses', async () => {
    const { wallet, asked } = setup()
    expect(getProviders()).toContainEqual(
      expect.objectContaining({ id: BITCOIN_PROVIDER_ID, name: 'Gangway Dev Wallet' }),
    )
    const info = await request('getInfo', null, BITCOIN_PROVIDER_ID)
    expect(info).toMatchObject({ status: 'success', result: { methods: expect.arrayContaining(['signPsbt']) } })
    const connected = await request('wallet_connect', { network: 'Regtest' as never }, BITCOIN_PROVIDER_ID)
    expect(connected).toMatchObject({
      status: 'success',
      result: {
        walletType: 'software',
        network: { bitcoin: { name: 'Regtest' } },
        addresses: [
          {
            address: account.payment.address,
            publicKey: account.payment.publicKey,
            purpose: 'payment',
            addressType: 'p2wpkh',
          },
          {
            address: account.ordinal.address,
            publicKey: account.ordinal.publicKey,
            purpose: 'ordinals',
            addressType: 'p2tr',
          },
        ],
      },
    })
    expect(account.payment.publicKey).toMatch(/^0[23][0-9a-f]{64}$/)
    expect(account.ordinal.publicKey).toMatch(/^[0-9a-f]{64}$/)
    expect(asked).toEqual([
      {
        kind: 'bitcoinConnect',
        origin: 'http://site.test',
        addresses: [
          { purpose: 'payment', address: account.payment.address },
          { purpose: 'ordinals', address: account.ordinal.address },
        ],
        message: undefined,
      },
    ])
    expect(describeApproval(asked[0] as ApprovalRequest).title).toBe('Connect (Bitcoin)')
    expect(wallet.connected).toBe(true)
    // connected: getAddresses (AppKit's first call) answers without asking again
    const addresses = await request('getAddresses', { purposes: ['payment' as never] }, BITCOIN_PROVIDER_ID)
    expect(addresses).toMatchObject({ status: 'success', result: { addresses: [{ purpose: 'payment' }] } })
    expect(asked).toHaveLength(1)
  })

  it('answers USER_REJECTION when the prompt is rejected, and stays disconnected', async () => {
    const { wallet } = setup(false)
    const res = await wallet.provider.request('wallet_connect', null)
    expect(res).toMatchObject({
      jsonrpc: '2.0',
      error: { code: RpcErrorCode.USER_REJECTION, message: 'User rejected the request.' },
    })
    expect(wallet.connected).toBe(false)
    expect(await wallet.provider.request('wallet_getAccount')).toMatchObject({
      error: { code: RpcErrorCode.ACCESS_DENIED },
    })
  })

  it('refuses bad params, unknown methods and requests before connecting with clear errors', async () => {
    const { wallet, asked } = setup()
    const { provider } = wallet
    expect(await provider.request('signMessage', { address: account.payment.address, message: 'x' })).toMatchObject({
      error: { code: RpcErrorCode.ACCESS_DENIED, message: 'signMessage: connect first' },
    })
    expect(await provider.request('wallet_connect', { network: 'Mainnet' })).toMatchObject({
      error: {
        code: RpcErrorCode.INVALID_PARAMS,
        message: 'wallet_connect: the dev wallet is on Regtest only, not Mainnet',
      },
    })
    expect(await provider.request('getAddresses', { purposes: ['stacks'] })).toMatchObject({
      error: { code: RpcErrorCode.INVALID_PARAMS },
    })
    expect(await provider.request('stx_transferStx', {})).toMatchObject({
      error: { code: RpcErrorCode.METHOD_NOT_FOUND },
    })
    await provider.request('wallet_connect')
    expect(await provider.request('signMessage', { address: account.payment.address })).toMatchObject({
      error: { code: RpcErrorCode.INVALID_PARAMS, message: 'signMessage: message must be a string' },
    })
    expect(
      await provider.request('signMessage', { address: bitcoinDevAccount(1).payment.address, message: 'x' }),
    ).toMatchObject({ error: { code: RpcErrorCode.ACCESS_DENIED } })
    expect(
      await provider.request('signMessage', { address: account.ordinal.address, message: 'x', protocol: 'ECDSA' }),
    ).toMatchObject({ error: { code: RpcErrorCode.METHOD_NOT_SUPPORTED } })
    expect(
      await provider.request('sendTransfer', { recipients: [{ address: 'bc1qnotregtest', amount: 1000 }] }),
    ).toMatchObject({
      error: { code: RpcErrorCode.INVALID_PARAMS, message: expect.stringContaining('is not a regtest address') },
    })
    expect(
      await provider.request('sendTransfer', { recipients: [{ address: account.ordinal.address, amount: 10 }] }),
    ).toMatchObject({ error: { message: 'sendTransfer: recipients[0].amount 10 is below dust (330 sats)' } })
    expect(await provider.request('signPsbt', { psbt: 'not a psbt' })).toMatchObject({
      error: {
        code: RpcErrorCode.INVALID_PARAMS,
        message: expect.stringContaining('signPsbt: psbt is not a base64 PSBT'),
      },
    })
    const psbt = psbtOfBoth()
    expect(await provider.request('signPsbt', { psbt, signInputs: { [account.payment.address]: [1] } })).toMatchObject({
      error: { message: `signPsbt: input 1 is not ${account.payment.address}'s` },
    })
    expect(await provider.request('signPsbt', { psbt, signInputs: { [account.payment.address]: [7] } })).toMatchObject({
      error: { message: 'signPsbt: input 7 does not exist (2 inputs)' },
    })
    // only the connect prompt was shown: bad requests ask nothing
    expect(asked.map((r) => r.kind)).toEqual(['bitcoinConnect'])
  })

  it('signs messages with BIP-322 (payment and ordinals) and ECDSA (payment), verified by bip322-js', async () => {
    const { wallet, asked } = setup()
    await wallet.provider.request('wallet_connect')
    const message = 'Sign in to site.test\nNonce: 8a7f'
    for (const [address, protocol] of [
      [account.payment.address, 'BIP322'],
      [account.ordinal.address, 'BIP322'],
      [account.payment.address, 'ECDSA'],
    ] as const) {
      const res = await request('signMessage', { address, message, protocol: protocol as never }, BITCOIN_PROVIDER_ID)
      if (res.status !== 'success') throw new Error(JSON.stringify(res.error))
      expect(res.result).toMatchObject({ address, protocol, messageHash: expect.stringMatching(/^[0-9a-f]{64}$/) })
      expect(Verifier.verifySignature(address, message, res.result.signature)).toBe(true)
      expect(Verifier.verifySignature(address, `${message}.`, res.result.signature)).toBe(false)
      expect(verifyBitcoinMessage(address, message, res.result.signature)).toEqual({ valid: true, protocol })
    }
    expect(asked.at(-1)).toEqual({
      kind: 'bitcoinSignMessage',
      address: account.payment.address,
      protocol: 'ECDSA',
      message,
    })
    // without a protocol: ECDSA for the payment address, BIP-322 for the taproot one (sats-connect's defaults)
    expect(await wallet.provider.request('signMessage', { address: account.ordinal.address, message })).toMatchObject({
      result: { protocol: 'BIP322' },
    })
  })

  it('signs the PSBT inputs it owns (P2WPKH and P2TR key path), showing the transaction, without finalizing', async () => {
    const { wallet, asked } = setup()
    await wallet.provider.request('wallet_connect')
    const res = await wallet.provider.request('signPsbt', { psbt: psbtOfBoth() })
    if (!('result' in res)) throw new Error(res.error.message)
    const signed = Transaction.fromPSBT(base64.decode((res.result as { psbt: string }).psbt))
    expect(signed.getInput(0).partialSig?.[0]?.[0]).toEqual(hex.decode(account.payment.publicKey))
    expect(signed.getInput(1).tapKeySig).toHaveLength(64)
    expect(signed.getInput(0).finalScriptWitness).toBeUndefined()
    signed.finalize() // the caller can finalize what the wallet signed
    const prompt = asked.at(-1) as ApprovalRequest
    expect(prompt).toMatchObject({ kind: 'bitcoinSignPsbt', broadcast: false, transaction: { fee: 50_000n } })
    expect(describeApproval(prompt).lines).toEqual([
      `in 0 (you sign): ${account.payment.address} 0.001 BTC (100000 sats)`,
      `in 1 (you sign): ${account.ordinal.address} 0.001 BTC (100000 sats)`,
      `out 0: ${bitcoinDevAccount(3).payment.address} 0.0015 BTC (150000 sats)`,
      'Fee: 0.0005 BTC (50000 sats)',
    ])
  })

  it('emits accountChange and disconnect to sats-connect listeners', async () => {
    const { wallet } = setup()
    await wallet.provider.request('wallet_connect')
    const events: string[] = []
    const off = addListener(
      'accountChange',
      (e: { type: string; addresses?: { address: string }[] }) => events.push(`${e.type}:${e.addresses?.[0]?.address}`),
      BITCOIN_PROVIDER_ID,
    )
    wallet.provider.addListener({ eventName: 'disconnect', cb: (e) => events.push(e.type) })
    wallet.setAccountIndex(1)
    off()
    wallet.setAccountIndex(2)
    await wallet.provider.request('wallet_disconnect')
    expect(events).toEqual([`accountChange:${bitcoinDevAccount(1).payment.address}`, 'disconnect'])
    expect(wallet.connected).toBe(false)
  })
})
