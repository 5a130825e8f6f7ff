import { getTransactionEncoder, partiallySignTransaction, signBytes } from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignInFeature,
  SolanaSignInInput,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import type { Approver } from './ApprovalRequest.ts'
import { DEV_WALLET_ICON, DEV_WALLET_NAME } from './announceProvider.ts'
import { decodeSolanaTransaction } from './describeSolanaTransaction.ts'
import { ProviderErrorCode, ProviderRpcError } from './ProviderRpcError.ts'
import { sendSolanaTransaction } from './sendSolanaTransaction.ts'
import { SOLANA_CHAINS, SOLANA_LOCALNET_RPC_URL, type SolanaChain } from './solanaChains.ts'
import { createSolanaKey, type SolanaKey, type SolanaSecret, solanaDevSecret } from './solanaDevKey.ts'

export type SolanaDevWalletOptions = {
  /**
   * A 32-byte seed or Solana CLI's 64-byte keypair (default: the devnet mnemonic's account 0, funded on the
   * local chain; `solanaDevSecret(index)` gives the others).
   */
  secret?: SolanaSecret
  /** The devnet mnemonic's account m/44'/501'/{index}'/0' to sign with, when `secret` is not given (default 0). */
  accountIndex?: number
  /** Asked before connecting, signing and sending. */
  approve: Approver
  /** The page's origin, shown when connecting and checked against a sign-in's domain. */
  origin?: string
  /** JSON-RPC URLs `solana:signAndSendTransaction` sends to; localnet defaults to http://localhost:8899. */
  rpcUrls?: Partial<Record<SolanaChain, string>>
  /** Remembers whether the page is connected (survives reloads), as the EVM wallet does. */
  permissions?: { load(): boolean; save(connected: boolean): void }
}

export type SolanaDevWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignInFeature

export type SolanaDevWallet = {
  /** The wallet-standard wallet to register with the page. */
  wallet: Wallet & { readonly features: SolanaDevWalletFeatures }
  /** Resolves once the key is loaded (WebCrypto import is asynchronous). */
  readonly ready: Promise<void>
  readonly connected: boolean
  /** Switches the signing key; a connected page gets a `change` event with the new account. */
  setSecret(secret: SolanaSecret): Promise<void>
  /** Switches to the devnet mnemonic's account `index` (m/44'/501'/{index}'/0'; 0–4 are funded locally). */
  setAccountIndex(index: number): Promise<void>
  /** Ends the page's connection, as `standard:disconnect` does. */
  disconnect(): void
}

const ACCOUNT_FEATURES = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
  'solana:signIn',
] as const

/** A wallet-standard Solana wallet that really signs (ed25519 through WebCrypto) and sends to the local chain. */
export function createSolanaDevWallet(options: SolanaDevWalletOptions): SolanaDevWallet {
  const origin = options.origin ?? (typeof location === 'undefined' ? 'unknown' : location.origin)
  const rpcUrls: Partial<Record<string, string>> = { 'solana:localnet': SOLANA_LOCALNET_RPC_URL, ...options.rpcUrls }
  let connected = options.permissions?.load() ?? false
  let key: SolanaKey | undefined
  let account: WalletAccount | undefined
  const listeners = new Set<StandardEventsListeners['change']>()

  const emitChange = () => {
    const accounts = connected && account ? [account] : []
    for (const listener of [...listeners]) {
      try {
        listener({ accounts })
      } catch (error) {
        console.error('dev wallet: a Solana "change" listener threw', error)
      }
    }
  }
  const useKey = async (secret?: SolanaSecret) => {
    const next = await createSolanaKey(secret)
    key = next
    account = new ReadonlyWalletAccount({
      address: next.address,
      publicKey: next.publicKey,
      chains: SOLANA_CHAINS,
      features: ACCOUNT_FEATURES,
    })
  }
  // a bad key or index rejects `ready` (and every request) with the reason; it does not stop the page script
  const initialSecret = async () => options.secret ?? solanaDevSecret(options.accountIndex ?? 0)
  const ready = initialSecret()
    .then(useKey)
    .then(() => {
      if (connected) emitChange()
    })

  const loaded = async () => {
    await ready
    return { key: key as SolanaKey, account: account as WalletAccount }
  }
  const ask = async (request: Parameters<Approver>[0]) => {
    if (!(await options.approve(request))) {
      throw new ProviderRpcError(ProviderErrorCode.userRejected, 'User rejected the request.')
    }
  }
  const requireAccount = async (method: string, input: { account?: WalletAccount }) => {
    const own = await loaded()
    if (!connected) throw new ProviderRpcError(ProviderErrorCode.unauthorized, `${method}: connect first`)
    if (input.account?.address !== own.key.address) {
      throw new ProviderRpcError(
        ProviderErrorCode.unauthorized,
        `${method}: ${String(input.account?.address)} is not this wallet's account`,
      )
    }
    return own
  }
  const checkChain = (method: string, chain: unknown) => {
    if (chain !== undefined && !(SOLANA_CHAINS as readonly unknown[]).includes(chain)) {
      throw new ProviderRpcError(ProviderErrorCode.invalidParams, `${method}: chain ${String(chain)} is not supported`)
    }
  }
  const connect = async () => {
    if (connected) return
    connected = true
    options.permissions?.save(true)
    emitChange()
  }

  const signOne = async (method: string, input: SolanaSignTransactionInput, send: boolean) => {
    const { key: own } = await requireAccount(method, input)
    checkChain(method, input.chain)
    const { transaction, summary } = decodeSolanaTransaction(method, input.transaction)
    if (!summary.signers.includes(own.address)) {
      throw new ProviderRpcError(
        ProviderErrorCode.invalidParams,
        `${method}: ${own.address} is not a signer of this transaction`,
      )
    }
    await ask({ kind: 'solanaSignTransaction', address: own.address, chain: input.chain, send, transaction: summary })
    return partiallySignTransaction([own.keyPair], transaction)
  }

  const features: SolanaDevWalletFeatures = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input) => {
        const own = await loaded()
        if (!connected) {
          if (input?.silent) return { accounts: [] }
          await ask({ kind: 'solanaConnect', address: own.key.address, origin })
          await connect()
        }
        return { accounts: [own.account] }
      },
    },
    'standard:disconnect': { version: '1.0.0', disconnect: async () => api.disconnect() },
    'standard:events': {
      version: '1.0.0',
      on: (event, listener) => {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: async (...inputs) => {
        const outputs = []
        for (const input of inputs) {
          const method = 'solana:signMessage'
          const { key: own } = await requireAccount(method, input)
          if (!(input.message instanceof Uint8Array)) {
            throw new ProviderRpcError(ProviderErrorCode.invalidParams, `${method}: message must be bytes`)
          }
          await ask({ kind: 'solanaSignMessage', address: own.address, message: input.message })
          const signature = await signBytes(own.keyPair.privateKey, input.message)
          outputs.push({ signedMessage: input.message, signature, signatureType: 'ed25519' as const })
        }
        return outputs
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs) => {
        const outputs = []
        for (const input of inputs) {
          const signed = await signOne('solana:signTransaction', input, false)
          outputs.push({ signedTransaction: new Uint8Array(getTransactionEncoder().encode(signed)) })
        }
        return outputs
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs) => {
        const outputs = []
        for (const input of inputs as SolanaSignAndSendTransactionInput[]) {
          const method = 'solana:signAndSendTransaction'
          checkChain(method, input.chain)
          const rpcUrl = rpcUrls[input.chain]
          if (!rpcUrl) {
            throw new ProviderRpcError(
              ProviderErrorCode.unsupportedMethod,
              `${method}: no RPC URL is configured for ${input.chain} (set solanaRpcUrls)`,
            )
          }
          const signed = await signOne(method, input, true)
          outputs.push({ signature: await sendSolanaTransaction(rpcUrl, signed, input.options) })
        }
        return outputs
      },
    },
    'solana:signIn': {
      version: '1.0.0',
      signIn: async (...inputs) => {
        const outputs = []
        for (const input of inputs) outputs.push(await signIn(input))
        return outputs
      },
    },
  }

  const signIn = async (input: SolanaSignInInput) => {
    const method = 'solana:signIn'
    const own = await loaded()
    if (input.address !== undefined && input.address !== own.key.address) {
      throw new ProviderRpcError(
        ProviderErrorCode.unauthorized,
        `${method}: ${input.address} is not this wallet's account`,
      )
    }
    const host = hostOf(origin)
    const domain = input.domain ?? host
    const warnings = domain === host ? [] : [`The message names ${domain}, but the page is ${origin}.`]
    let message: string
    try {
      message = createSignInMessageText({ ...input, domain, address: own.key.address })
    } catch (error) {
      throw new ProviderRpcError(ProviderErrorCode.invalidParams, `${method}: ${(error as Error).message}`)
    }
    await ask({ kind: 'solanaSignIn', address: own.key.address, origin, message, warnings })
    const signedMessage = new TextEncoder().encode(message)
    const signature = await signBytes(own.key.keyPair.privateKey, signedMessage)
    await connect()
    return { account: own.account, signedMessage, signature, signatureType: 'ed25519' as const }
  }

  const wallet = {
    version: '1.0.0' as const,
    name: DEV_WALLET_NAME,
    icon: DEV_WALLET_ICON as WalletIcon,
    chains: SOLANA_CHAINS,
    features,
    get accounts() {
      return connected && account ? [account] : []
    },
  }

  const api: SolanaDevWallet = {
    wallet,
    ready,
    get connected() {
      return connected
    },
    async setSecret(secret) {
      await ready
      await useKey(secret)
      if (connected) emitChange()
    },
    async setAccountIndex(index) {
      await api.setSecret(solanaDevSecret(index))
    },
    disconnect() {
      if (!connected) return
      connected = false
      options.permissions?.save(false)
      emitChange()
    },
  }
  return api
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host
  } catch {
    return origin
  }
}
