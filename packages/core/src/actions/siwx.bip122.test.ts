import { compareInformalSiwxMessage } from '@gangway/protocol'
import { BITCOIN_REGTEST_NETWORK, bip322ToSign, verifyBitcoinMessage } from '@gangway/protocol/bitcoin-message'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { p2wpkh, RawWitness } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { createKit } from '../createKit.ts'
import { bitcoinRegtest } from '../networks/index.ts'
import type { SIWXConfig, SIWXSession } from '../siwx/SIWXConfig.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { connect } from './connect.ts'
import { requestSIWXSignMessage } from './requestSIWXSignMessage.ts'

/** A P2WPKH regtest key signing BIP-322 "simple" (the witness of BIP-322's `to_sign`), as a Bitcoin wallet does. */
function bitcoinKey() {
  const privateKey = secp256k1.utils.randomPrivateKey()
  const payment = p2wpkh(secp256k1.getPublicKey(privateKey, true), BITCOIN_REGTEST_NETWORK)
  return {
    address: payment.address as string,
    sign: async (message: string) => {
      const toSign = bip322ToSign(message, payment.script)
      toSign.signIdx(privateKey, 0)
      toSign.finalizeIdx(0)
      return base64.encode(RawWitness.encode(toSign.getInput(0).finalScriptWitness ?? []))
    },
  }
}

/** A real SIWX config for bip122: the informal CAIP-122 text, sessions verified with BIP-322 before they are kept. */
function bitcoinSIWX() {
  const sessions: SIWXSession[] = []
  const config: SIWXConfig = {
    async createMessage(input) {
      const data = {
        ...input,
        domain: 'localhost',
        uri: 'http://localhost/',
        version: '1',
        nonce: `n${Math.random().toString(36).slice(2, 12)}`,
        statement: 'Sign in to the test site',
        issuedAt: new Date().toISOString(),
      }
      return {
        ...data,
        toString: () =>
          [
            `${data.domain} wants you to sign in with your Bitcoin Regtest account:`,
            data.accountAddress,
            '',
            data.statement,
            '',
            `URI: ${data.uri}`,
            `Version: ${data.version}`,
            `Chain ID: ${data.chainId}`,
            `Nonce: ${data.nonce}`,
            `Issued At: ${data.issuedAt}`,
          ].join('\n'),
      }
    },
    async addSession(session) {
      if (compareInformalSiwxMessage(session.data, session.message)) throw new Error('The text is not the data')
      const verdict = verifyBitcoinMessage(session.data.accountAddress, session.message, session.signature)
      if (!verdict.valid) throw new Error(verdict.reason)
      sessions.push(session)
    },
    async revokeSession() {},
    async setSessions(next) {
      sessions.splice(0, sessions.length, ...next)
    },
    async getSessions(chainId, address) {
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address)
    },
    getRequired: () => true,
  }
  return { config, sessions }
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 2))
}

describe('sign in with X on bip122 (issue 22): the core flow as for Solana', () => {
  it('a Bitcoin account signs the CAIP-122 text with BIP-322; the session is verified and kept', async () => {
    const key = bitcoinKey()
    const test = createTestAdapter('bip122')
    test.state.chainId = bitcoinRegtest.id
    test.state.accounts = [key.address]
    test.state.signer = key.sign
    const siwx = bitcoinSIWX()
    const kit = createKit({
      projectId: 'local',
      networks: [bitcoinRegtest],
      defaultNetwork: bitcoinRegtest,
      adapters: [test.adapter],
      storage: memoryStorage(),
      metadata: { name: 'Test Site', description: '', url: 'http://localhost', icons: [] },
      siwx: siwx.config,
    })
    await kit.ready
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    await requestSIWXSignMessage(kit)
    expect(test.state.signed[0]).toContain(`Chain ID: ${bitcoinRegtest.caipNetworkId}`)
    expect(siwx.sessions).toHaveLength(1)
    expect(siwx.sessions[0]?.data).toMatchObject({ accountAddress: key.address, chainId: bitcoinRegtest.caipNetworkId })
    expect(kit.stores.siwx.get().status).toBe('idle')

    // another key's signature does not verify: nothing more is kept, SPEC §8's text in the snackbar
    test.state.signer = bitcoinKey().sign
    await siwx.config.setSessions([])
    await requestSIWXSignMessage(kit)
    expect(siwx.sessions).toHaveLength(0)
    expect(kit.stores.snack.get()).toMatchObject({ open: true, message: 'Error signing message' })
  })
})
