import { type ChainAdapter, connect, getAccount, isInstalled, type Kit, sendTransaction } from '@gangway/core'
import { announceProvider, DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from '@gangway/wallet'
import { getAddress, parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { standInSafeWallet } from '../../../core/src/test/standInSafeWallet.ts'

import type { EthersSuiteContext } from './ethersSuiteContext.ts'

/** The wallets an ethers adapter lists: EIP-6963, injected, e-mail, WalletConnect, Coinbase, the Safe App. */
export function ethersConnectorsSuite(name: string, ctx: EthersSuiteContext, makeAdapter: () => ChainAdapter): void {
  const { cleanups, info, devWallet, startKit, wallets, until } = ctx
  describe(`${name}: wallets`, () => {
    it('lists an EIP-6963 wallet once per rdns, by name and icon', async () => {
      const wallet = devWallet()
      cleanups.push(announceProvider(window, wallet.provider, info('a')))
      cleanups.push(announceProvider(window, wallet.provider, info('b')))
      const { kit } = await startKit()
      expect(wallets(kit)).toEqual([
        expect.objectContaining({
          id: DEV_WALLET_RDNS,
          type: 'ANNOUNCED',
          name: DEV_WALLET_NAME,
          imageUrl: DEV_WALLET_ICON,
          chain: 'eip155',
        }),
      ])
    })

    it('falls back to window.ethereum as "Browser Wallet" when no wallet announces itself', async () => {
      const wallet = devWallet()
      ;(window as { ethereum?: unknown }).ethereum = wallet.provider
      const { kit } = await startKit()
      expect(wallets(kit)).toEqual([
        expect.objectContaining({ id: 'injected', type: 'INJECTED', name: 'Browser Wallet' }),
      ])
      await connect(kit, { connectorId: 'injected' })
      expect(getAccount(kit).address).toBe(wallet.address)
    })

    it("lists the kit's e-mail wallet (ID_AUTH) and WalletConnect unless turned off", async () => {
      const { kit } = await startKit()
      expect(wallets(kit)).toEqual([])
      expect(kit.stores.connectors.get().connectors).toContainEqual(
        expect.objectContaining({ id: 'ID_AUTH', type: 'AUTH', chain: 'eip155' }),
      )
      const adapter = makeAdapter()
      expect(adapter.getConnectors()).toEqual([
        expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }),
      ])
      adapter.destroy?.()
    })
  })

  describe(`${name}: Coinbase Wallet (enableCoinbase)`, () => {
    const coinbaseRows = (kit: Kit) => wallets(kit).filter((c) => c.info?.rdns === 'com.coinbase.wallet')

    it('is one EXTERNAL "Coinbase Wallet" (the SDK) standing for the registry wallet; the SDK is not loaded', async () => {
      const { kit } = await startKit({ enableCoinbase: true })
      expect(coinbaseRows(kit)).toEqual([
        expect.objectContaining({ id: 'coinbaseWalletSDK', type: 'EXTERNAL', name: 'Coinbase Wallet' }),
      ])
      expect(isInstalled({ id: 'com.coinbase.wallet', rdns: 'com.coinbase.wallet' }, wallets(kit))).toBe(true)
      // the SDK writes its version to localStorage when it is made: it was not (only a connect loads it)
      expect(Object.keys(localStorage).filter((k) => k.includes('CBWSDK'))).toEqual([])
    })

    it('the extension (EIP-6963 rdns com.coinbase.wallet) wins over the SDK: one entry, and connecting uses it', async () => {
      const wallet = devWallet()
      const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
      cleanups.push(
        announceProvider(window, wallet.provider, {
          uuid: 'cb',
          name: 'Coinbase Wallet',
          icon,
          rdns: 'com.coinbase.wallet',
        }),
      )
      const { kit } = await startKit({ enableCoinbase: true })
      expect(coinbaseRows(kit)).toEqual([
        expect.objectContaining({ id: 'com.coinbase.wallet', type: 'ANNOUNCED', name: 'Coinbase Wallet' }),
      ])
      await connect(kit, { connectorId: 'com.coinbase.wallet' })
      expect(getAccount(kit)).toMatchObject({ isConnected: true, address: wallet.address })
      expect(Object.keys(localStorage).filter((k) => k.includes('CBWSDK'))).toEqual([])
    })
  })

  describe(`${name}: Safe App`, () => {
    const SAFE = getAddress('0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe')
    const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`
    afterEach(() => {
      Object.defineProperty(window, 'parent', { value: window, configurable: true })
    })

    it('outside a Safe{Wallet} frame: no Safe connector, and autoConnect answers nothing at once', async () => {
      const { kit, adapter } = await startKit()
      expect(wallets(kit).some((c) => c.id === 'safe')).toBe(false)
      const started = performance.now()
      expect(await adapter.autoConnect?.()).toBeUndefined()
      expect(performance.now() - started).toBeLessThan(50)
    })

    it('inside Safe{Wallet}: the Safe connects without a prompt, and a send is a proposal answered with its safeTxHash', async () => {
      const host = standInSafeWallet('https://app.safe.global', {
        safe: SAFE,
        chainId: Number(ctx.chains.a.id),
        safeTxHash: SAFE_TX_HASH,
      })
      const { kit } = await startKit()
      await until(() => getAccount(kit).isConnected, 'the Safe')
      expect(getAccount(kit)).toMatchObject({ address: SAFE, caipAddress: `eip155:31337:${SAFE}` })
      expect(wallets(kit)).toContainEqual(expect.objectContaining({ id: 'safe', type: 'EXTERNAL', name: 'Safe' }))
      const to = '0x000000000000000000000000000000000000b0b1'
      expect(await sendTransaction(kit, { to, value: parseEther('0.5') })).toBe(SAFE_TX_HASH)
      expect(host.requests.find((r) => r.method === 'sendTransactions')?.params).toMatchObject({
        txs: [{ to, value: `0x${parseEther('0.5').toString(16)}` }],
      })
      expect(host.requests.filter((r) => r.method === 'getSafeInfo')).toHaveLength(1)
    })
  })
}
