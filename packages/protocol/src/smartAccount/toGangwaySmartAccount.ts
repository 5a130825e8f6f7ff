import {
  type Address,
  BaseError,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  type SignableMessage,
} from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { gangwayAccountAbi } from './gangwayAccountAbi.ts'
import { gangwayAccountFactoryAbi } from './gangwayAccountFactoryAbi.ts'
import { replaySafeHash } from './replaySafeHash.ts'
import { userOperationDigest } from './userOperationDigest.ts'

/**
 * Who signs for the account: a signer with viem's raw `sign({ hash })` (a LocalAccount such as
 * `privateKeyToAccount`, a session key's account). Version 2 signs user operations as `sign({ hash:
 * userOperationDigest })` and ERC-1271 as `sign({ hash: replaySafeHash })`. Only a version-1 account needs
 * `signMessage` (its user operations were `personal_sign`s of the user-operation hash).
 */
export type GangwaySigner = {
  sign(args: { hash: Hex }): Promise<Hex>
  signMessage?: ((args: { message: { raw: Hex } }) => Promise<Hex>) | undefined
}

/** GangwayAccount versions: 2 (`GangwayAccountV2`, the current one) and 1 (legacy accounts, still recognised). */
export type GangwayAccountVersion = 1 | 2

export type ToGangwaySmartAccountParameters = {
  /** A client of the account's chain (its `chain` must be set: nonces and hashes use its id). */
  client: GangwaySmartAccountImplementation['client']
  /** EntryPoint v0.7's address (default: the canonical one). */
  entryPoint?: Address | undefined
  /** GangwayAccountFactory's address. */
  factory: Address
  /** The owner's address (the account's address is the factory's CREATE2 address for it). */
  owner?: Address | undefined
  /** The account's address when known (e.g. a session key signing for someone else's account). */
  address?: Address | undefined
  /** The factory salt (default 0, the embedded wallet's account). */
  salt?: bigint | undefined
  /**
   * The account's version (default 2), which `factory` must deploy: how user operations are signed. Give 1
   * only for an account made by the version-1 factory before v2 (see the server README, "Smart accounts").
   */
  version?: GangwayAccountVersion | undefined
  signer: GangwaySigner
}

export type GangwaySmartAccountImplementation = SmartAccountImplementation<
  typeof entryPoint07Abi,
  '0.7',
  { abi: typeof gangwayAccountAbi; factory: { abi: typeof gangwayAccountFactoryAbi; address: Address } }
>
export type GangwaySmartAccount = SmartAccount<GangwaySmartAccountImplementation>

/** A 65-byte ECDSA signature of the right shape for gas estimation (never valid). */
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * GangwayAccount as a viem smart account (`toSmartAccount`, EntryPoint v0.7): one call → `execute`, several →
 * `executeBatch` (atomic), the factory's `createAccount(owner, salt)` as initCode until deployed, user
 * operations signed raw over `userOperationDigest` (version 1: `signMessage({ raw: userOpHash })`), messages
 * and typed data as ERC-1271 signatures of the replay-safe hash (ERC-6492-wrapped by viem while the account is
 * not deployed).
 */
export async function toGangwaySmartAccount(parameters: ToGangwaySmartAccountParameters): Promise<GangwaySmartAccount> {
  const { client, signer, owner, salt = 0n, version = 2 } = parameters
  const entryPoint = {
    abi: entryPoint07Abi,
    address: parameters.entryPoint ?? entryPoint07Address,
    version: '0.7',
  } as const
  const factory = { abi: gangwayAccountFactoryAbi, address: parameters.factory } as const
  const chainId = () => {
    const id = client.chain?.id
    if (id === undefined) throw new BaseError('toGangwaySmartAccount needs a client with a chain')
    return id
  }
  let address = parameters.address
  const getAddress = async (): Promise<Address> => {
    if (address) return address
    if (!owner) throw new BaseError('toGangwaySmartAccount needs the owner or the address')
    address = await readContract(client, { ...factory, functionName: 'getAddress', args: [owner, salt] })
    return address
  }
  const signHash = async (hash: Hex) =>
    signer.sign({ hash: replaySafeHash({ hash, address: await getAddress(), chainId: chainId() }) })

  const implementation: GangwaySmartAccountImplementation = {
    client,
    entryPoint,
    extend: { abi: gangwayAccountAbi, factory },

    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: gangwayAccountAbi, data })
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args
        return [{ to, value, data: callData }]
      }
      if (decoded.functionName === 'executeBatch') {
        return decoded.args[0].map((c) => ({ to: c.target, value: c.value, data: c.data }))
      }
      throw new BaseError(`Cannot decode calls of ${decoded.functionName}`)
    },

    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only) {
        return encodeFunctionData({
          abi: gangwayAccountAbi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: gangwayAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((c) => ({ target: c.to, value: c.value ?? 0n, data: c.data ?? '0x' }))],
      })
    },

    getAddress,

    async getFactoryArgs() {
      if (!owner) throw new BaseError('toGangwaySmartAccount needs the owner to deploy the account')
      return {
        factory: factory.address,
        factoryData: encodeFunctionData({
          abi: gangwayAccountFactoryAbi,
          functionName: 'createAccount',
          args: [owner, salt],
        }),
      }
    },

    async getStubSignature() {
      return STUB_SIGNATURE
    },

    async sign({ hash }) {
      return signHash(hash)
    },

    async signMessage({ message }: { message: SignableMessage }) {
      return signHash(hashMessage(message))
    },

    async signTypedData(typedData) {
      return signHash(hashTypedData(typedData as Parameters<typeof hashTypedData>[0]))
    },

    async signUserOperation(parameters) {
      const { chainId: opChainId = chainId(), ...userOperation } = parameters
      const hash = getUserOperationHash({
        chainId: opChainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: await getAddress() } as Parameters<
          typeof getUserOperationHash
        >[0]['userOperation'],
      })
      if (version === 1) {
        if (!signer.signMessage) throw new BaseError('A version-1 account needs a signer with `signMessage`')
        return signer.signMessage({ message: { raw: hash } })
      }
      return signer.sign({ hash: userOperationDigest({ address: await getAddress(), userOpHash: hash }) })
    },
  }
  return toSmartAccount(implementation)
}
