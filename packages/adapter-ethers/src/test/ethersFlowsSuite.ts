import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  connect,
  destroyKit,
  disconnect,
  getAccount,
  requestSIWXSignMessage,
  sendTransaction,
  signMessage,
  switchNetwork,
} from '@gangway/core'
import { DefaultSIWX } from '@gangway/siwx'
import { announceProvider, DEV_WALLET_RDNS } from '@gangway/wallet'
import { createPublicClient, http, parseEther, recoverMessageAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../../core/src/test/memoryStorage.ts'

import type { EthersSite } from './ethersAdapterSuite.ts'
import type { EthersSuiteContext } from './ethersSuiteContext.ts'

/** Connect, sign, send, switch, SIWX, restore and reads with the dev wallet on anvil, and through ethers itself. */
export function ethersFlowsSuite(name: string, ctx: EthersSuiteContext, site: EthersSite): void {
  const { cleanups, info, devWallet, startKit, until, connected } = ctx
  describe(`${name} with the dev wallet on anvil`, () => {
    it('connects, reads the balance, signs and sends through the kit', async () => {
      const { kit, wallet, adapter } = await connected()
      expect(getAccount(kit)).toMatchObject({ isConnected: true, caipAddress: `eip155:31337:${wallet.address}` })
      await until(() => getAccount(kit).balance !== undefined, 'balance')
      expect(getAccount(kit)).toMatchObject({ balance: '10000', balanceSymbol: 'ETH' })

      const signature = await signMessage(kit, 'hello gangway')
      expect(await recoverMessageAddress({ message: 'hello gangway', signature: signature as `0x${string}` })).toBe(
        wallet.address,
      )
      const to = '0x000000000000000000000000000000000000dEaD'
      const client = createPublicClient({ transport: http(ctx.chains.a.rpcUrls.default.http[0]) })
      const before = await client.getBalance({ address: to })
      const fee = await adapter.estimateFee?.({
        address: wallet.address,
        network: ctx.chains.a,
        to,
        value: parseEther('1'),
      })
      expect(fee?.symbol).toBe('ETH')
      expect(parseEther(fee?.fee ?? '0')).toBe(21_000n * (await client.getGasPrice()))
      const hash = await sendTransaction(kit, { to, value: parseEther('1') })
      await adapter.waitForTransaction?.({ hash, network: ctx.chains.a })
      const receipt = await client.getTransactionReceipt({ hash: hash as `0x${string}` })
      expect(receipt.status).toBe('success')
      expect(await client.getBalance({ address: to })).toBe(before + parseEther('1'))
    })

    it("useAppKitProvider's walletProvider is the wallet's own EIP-1193 provider, and ethers signs and sends with it", async () => {
      const { kit, wallet, adapter } = await connected()
      const walletProvider = adapter.getProvider(DEV_WALLET_RDNS)
      expect(walletProvider).toBe(wallet.provider)
      expect(kit.stores.connections.get()).toBeDefined()
      const signature = await site.signMessage(walletProvider, 'signed through ethers')
      expect(
        await recoverMessageAddress({ message: 'signed through ethers', signature: signature as `0x${string}` }),
      ).toBe(wallet.address)
      const to = '0x000000000000000000000000000000000000bEEF'
      const hash = await site.sendTransaction(walletProvider, to, parseEther('0.5'))
      const client = createPublicClient({ transport: http(ctx.chains.a.rpcUrls.default.http[0]) })
      expect((await client.getTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe('success')
      expect(await client.getBalance({ address: to })).toBeGreaterThanOrEqual(parseEther('0.5'))
    })

    it('signs in with X (DefaultSIWX: EIP-4361 message, the signature verified by EIP155Verifier, the session kept)', async () => {
      const wallet = devWallet()
      cleanups.push(announceProvider(window, wallet.provider, info('a')))
      const siwx = new DefaultSIWX()
      const { kit } = await startKit({ siwx })
      await connect(kit, { connectorId: DEV_WALLET_RDNS })
      await until(() => kit.stores.siwx.get().status !== undefined, 'the sign-in check')
      await requestSIWXSignMessage(kit)
      const sessions = await siwx.getSessions(`eip155:${ctx.chains.a.id}`, wallet.address)
      expect(sessions).toHaveLength(1)
      expect(sessions[0]?.data).toMatchObject({ accountAddress: wallet.address, chainId: 'eip155:31337' })
      expect(
        await recoverMessageAddress({
          message: sessions[0]?.message as string,
          signature: sessions[0]?.signature as `0x${string}`,
        }),
      ).toBe(wallet.address)
    })

    it('a declined connect is "Connection rejected" and leaves the kit disconnected', async () => {
      const wallet = devWallet({ approve: false })
      cleanups.push(announceProvider(window, wallet.provider, info('a')))
      const { kit } = await startKit()
      await expect(connect(kit, { connectorId: DEV_WALLET_RDNS })).rejects.toThrow('Connection rejected')
      expect(getAccount(kit)).toMatchObject({ isConnected: false })
    })

    it("switches to a chain the wallet lacks: 4902, add (the chain's own RPC), then switched", async () => {
      const { kit, wallet } = await connected()
      const request = wallet.provider.request.bind(wallet.provider)
      const asked: { method: string; params?: unknown }[] = []
      wallet.provider.request = (async (args: { method: string; params?: unknown }) => {
        if (args.method.startsWith('wallet_')) asked.push(args)
        return request(args)
      }) as typeof wallet.provider.request
      await switchNetwork(kit, ctx.chains.b)
      expect(asked.map((a) => a.method)).toEqual([
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_switchEthereumChain',
      ])
      expect(asked[1]?.params).toEqual([
        expect.objectContaining({ chainId: '0x7a6a', rpcUrls: ctx.chains.b.rpcUrls.default.http }),
      ])
      expect(wallet.chainId).toBe(31338)
      await until(() => getAccount(kit).caipAddress === `eip155:31338:${wallet.address}`, 'the switch')
      expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe('eip155:31338')
    })

    it('SPEC §8 32603 (invalid chain id) for an unknown chain: added, then switched', async () => {
      const { kit, wallet } = await connected()
      const request = wallet.provider.request.bind(wallet.provider)
      wallet.provider.request = (async (args: { method: string; params?: unknown }) => {
        try {
          return await request(args)
        } catch (error) {
          if (args.method === 'wallet_switchEthereumChain' && (error as { code?: number }).code === 4902) {
            throw Object.assign(new Error('Invalid chain id'), { code: 32603 })
          }
          throw error
        }
      }) as typeof wallet.provider.request
      await switchNetwork(kit, ctx.chains.b)
      expect(wallet.chainId).toBe(31338)
      expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe('eip155:31338')
    })

    it('a declined signature keeps the wallet’s 4001', async () => {
      const { kit, wallet } = await connected()
      const request = wallet.provider.request.bind(wallet.provider)
      wallet.provider.request = (async (args: { method: string; params?: unknown }) => {
        if (args.method === 'personal_sign')
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        return request(args)
      }) as typeof wallet.provider.request
      await expect(signMessage(kit, 'no')).rejects.toMatchObject({ rpcCode: 4001 })
    })

    it('follows the wallet: an account change, a chain the site does not list, a disconnect', async () => {
      const { kit, wallet } = await connected()
      wallet.setPrivateKey('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
      await until(() => getAccount(kit).address === wallet.address, 'the account change')
      wallet.disconnect()
      await until(() => !getAccount(kit).isConnected, 'the disconnect')
    })

    it('restores the session after a reload without a prompt; disconnect ends it', async () => {
      const remembered = { connected: false }
      const storage = memoryStorage()
      const first = devWallet({ remembered })
      const stopFirst = announceProvider(window, first.provider, info('a'))
      const { kit } = await startKit({ storage })
      await connect(kit, { connectorId: DEV_WALLET_RDNS })
      stopFirst()
      destroyKit(kit)
      // the reload: a new page, the same wallet (it remembers the site), a wallet that would refuse any prompt
      const again = devWallet({ remembered, approve: false })
      cleanups.push(announceProvider(window, again.provider, info('b')))
      const reloaded = await startKit({ storage })
      await until(() => getAccount(reloaded.kit).isConnected, 'the restore')
      expect(getAccount(reloaded.kit).address).toBe(again.address)
      await disconnect(reloaded.kit)
      expect(getAccount(reloaded.kit).isConnected).toBe(false)
      expect(again.connected).toBe(false)
    })
  })

  describe(`${name}: reads`, () => {
    it("go to the kit's server /v1 RPC by default (nothing else is contacted)", async () => {
      const seen: string[] = []
      const upstream = ctx.chains.a.rpcUrls.default.http[0] as string
      const server = createServer((req, res) => {
        seen.push(req.url ?? '')
        if (!req.url?.startsWith('/v1?')) {
          res.writeHead(404).end() // the server's other routes are not what this test is about
          return
        }
        const body: Buffer[] = []
        req.on('data', (chunk: Buffer) => body.push(chunk))
        req.on('end', async () => {
          const answer = await fetch(upstream, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: Buffer.concat(body),
          })
          res.writeHead(answer.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
          res.end(await answer.text())
        })
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      cleanups.push(() => new Promise((resolve) => server.close(resolve)))
      const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const { adapter } = await startKit({ apiUrl })
      const { balance } = await adapter.getBalance({
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        network: ctx.chains.a,
      })
      expect(Number(balance)).toBeGreaterThan(0)
      expect(
        seen.some((url) => url.startsWith('/v1?chainId=eip155%3A31337') || url.startsWith('/v1?chainId=eip155:31337')),
      ).toBe(true)
    })
  })
}
