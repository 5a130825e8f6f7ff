import { getSingletonFactoryInfo } from '@safe-global/safe-singleton-factory'
import { type Hex, type PublicActions, parseTransaction, type TestClient } from 'viem'
import { SAFE_SINGLETON_FACTORY } from './devnetConstants.ts'

/** The presigned deployment the package ships for chain 31337: the source of the factory's runtime code. */
const REFERENCE_CHAIN_ID = 31337

/**
 * The factory's runtime code: its presigned transaction's init code is a 14-byte loader
 * (`6045 80 600e 6000 39 80 6000 f3 50 fe`: copy 0x45 bytes from offset 14, return them) followed by it.
 */
export function safeSingletonFactoryRuntimeCode(): Hex {
  const info = getSingletonFactoryInfo(REFERENCE_CHAIN_ID)
  if (!info) throw new Error('devnet: @safe-global/safe-singleton-factory has no deployment for 31337')
  const { data } = parseTransaction(info.transaction as Hex)
  if (!data?.startsWith('0x604580600e600039806000f350fe')) throw new Error('devnet: unexpected singleton factory code')
  return `0x${data.slice(2 + 14 * 2)}`
}

/**
 * Puts Safe's singleton factory at `SAFE_SINGLETON_FACTORY` on an anvil chain (nothing when it is there):
 * the package's presigned transaction when it has one for the chain (31337 — its signer gets the gas with
 * `anvil_setBalance` first), else the same runtime code with `anvil_setCode` (31338 and any other id).
 * Answers how it got there.
 */
export async function installSafeSingletonFactory(
  client: TestClient<'anvil'> & PublicActions,
): Promise<'present' | 'presigned' | 'setCode'> {
  if (await client.getCode({ address: SAFE_SINGLETON_FACTORY })) return 'present'
  const info = getSingletonFactoryInfo(await client.getChainId())
  if (info && info.address.toLowerCase() === SAFE_SINGLETON_FACTORY.toLowerCase()) {
    await client.setBalance({
      address: info.signerAddress as Hex,
      value: BigInt(info.gasPrice) * BigInt(info.gasLimit),
    })
    const hash = await client.sendRawTransaction({ serializedTransaction: info.transaction as Hex })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success') throw new Error('devnet: the presigned singleton factory deployment reverted')
    return 'presigned'
  }
  await client.setCode({ address: SAFE_SINGLETON_FACTORY, bytecode: safeSingletonFactoryRuntimeCode() })
  return 'setCode'
}
