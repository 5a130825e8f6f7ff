import type { ChainNamespace } from '@gangway/protocol'
import { formatUnits, type Hex, numberToHex, stringToHex } from 'viem'
import { AdapterError } from '../adapter/AdapterError.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import { adr36SignDoc } from './adr36SignDoc.ts'
import type { WalletConnectConnector } from './WalletConnectConnector.ts'

/**
 * What the universal adapter asks the wallet for (loaded on first use): EVM requests through the wallet
 * (`personal_sign`, `eth_sendTransaction`, `wallet_switchEthereumChain`), EVM reads (balance, receipts) from
 * the network's own RPC URL. Polkadot, Cosmos, Bitcoin and Sui sign messages through the wallet too; sends
 * outside EVM need the namespace's adapter (or the site's own `request`). Balances are read for EVM only.
 */

const needsAdapter = (namespace: ChainNamespace, what: string) =>
  new AdapterError('METHOD_NOT_SUPPORTED', `${namespace}: ${what} needs the namespace's adapter`)

/** Hex bytes as base64 (a Bitcoin message signature as Bitcoin tools read it). */
function hexToBase64(hex: string): string {
  let binary = ''
  for (let i = 0; i < hex.length; i += 2) binary += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16))
  return btoa(binary)
}

/**
 * Asks the wallet to sign `message` (text) with `address`: EVM `personal_sign` (the hex signature); Polkadot
 * `polkadot_signMessage` `{ address, message }` (the wallet signs the message wrapped in `<Bytes>…</Bytes>` as
 * polkadot-js does; its hex signature); Cosmos `cosmos_signAmino` `{ signerAddress, signDoc }` with the
 * message's ADR-036 sign doc (the base64 secp256k1 signature); Bitcoin (a site with no Bitcoin adapter)
 * `signMessage` `{ account, address, message }` answered in base64 as AppKit's WalletConnect connector does
 * (Reown's wallets answer hex); Sui `sui_signPersonalMessage` `{ message, address }` (WalletConnect's Sui
 * reference; the base64 serialized signature).
 */
export async function universalSignMessage(
  connector: WalletConnectConnector,
  address: string,
  message: string,
): Promise<string> {
  const namespace = connector.namespace
  switch (namespace) {
    case 'eip155':
      return connector.request<string>('personal_sign', [stringToHex(message), address])
    case 'polkadot':
      return (await connector.request<{ signature: string }>('polkadot_signMessage', { address, message })).signature
    case 'cosmos': {
      const answer = await connector.request<{ signature: { signature: string } }>('cosmos_signAmino', {
        signerAddress: address,
        signDoc: adr36SignDoc(address, message),
      })
      return answer.signature.signature
    }
    case 'bip122': {
      const { signature } = await connector.request<{ signature: string }>('signMessage', {
        account: address,
        address,
        message,
      })
      return /^(?:[0-9a-fA-F]{2})+$/.test(signature) ? hexToBase64(signature) : signature
    }
    case 'sui':
      return (await connector.request<{ signature: string }>('sui_signPersonalMessage', { message, address })).signature
    default:
      throw needsAdapter(namespace, 'signing')
  }
}

/** EVM: the wallet switches (`wallet_switchEthereumChain`); other namespaces have no switch call. */
export async function universalSwitchChain(connector: WalletConnectConnector, network: CaipNetwork): Promise<void> {
  if (connector.namespace !== 'eip155') return
  await connector.request('wallet_switchEthereumChain', [{ chainId: numberToHex(Number(network.id)) }])
}

/** One JSON-RPC call to the network's own RPC URL (reads never go through the wallet). */
async function rpc<T>(network: CaipNetwork, method: string, params: unknown[]): Promise<T> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new AdapterError('API_ERROR', `${network.name} has no RPC URL`)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new AdapterError('API_ERROR', `${method}: ${body.error.message}`)
  return body.result as T
}

/** EVM: the native balance from the network's RPC. */
export async function universalBalance(
  namespace: ChainNamespace,
  address: string,
  network: CaipNetwork,
): Promise<{ balance: string; symbol: string }> {
  if (namespace !== 'eip155') throw needsAdapter(namespace, 'the balance')
  const wei = await rpc<Hex>(network, 'eth_getBalance', [address, 'latest'])
  return {
    balance: formatUnits(BigInt(wei), network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}

/** EVM: `eth_sendTransaction` from the session's account. */
export async function universalSendTransaction(
  connector: WalletConnectConnector,
  tx: { to: string; value?: bigint; data?: Hex },
): Promise<string> {
  if (connector.namespace !== 'eip155') throw needsAdapter(connector.namespace, 'sending')
  const from = connector.sessionAddresses()[0]
  return connector.request<string>('eth_sendTransaction', [
    {
      from,
      to: tx.to,
      ...(tx.value === undefined ? {} : { value: numberToHex(tx.value) }),
      ...(tx.data === undefined ? {} : { data: tx.data }),
    },
  ])
}

/** EVM: polls the network's RPC for the receipt (1 s, at most a minute); fails when the transaction reverted. */
export async function universalWaitForTransaction(
  namespace: ChainNamespace,
  hash: string,
  network: CaipNetwork,
): Promise<void> {
  if (namespace !== 'eip155') return
  for (const started = Date.now(); Date.now() - started < 60_000; ) {
    const receipt = await rpc<{ status: Hex } | null>(network, 'eth_getTransactionReceipt', [hash])
    if (receipt) {
      if (receipt.status !== '0x1') {
        throw new AdapterError('TRANSACTION_FAILED', `Transaction ${hash} reverted`)
      }
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  throw new AdapterError('TRANSACTION_FAILED', `Transaction ${hash} was not mined within a minute`)
}
