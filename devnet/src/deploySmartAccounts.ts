import {
  type Address,
  createTestClient,
  encodeFunctionData,
  type Hex,
  http,
  parseEther,
  publicActions,
  walletActions,
} from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { mnemonicToAccount } from 'viem/accounts'
import type { Artifacts } from './compileContracts.ts'
import type { Deployments } from './deployments.ts'
import { BUNDLER_BALANCE_ETH, DEPLOYER_INDEX, DEVNET_MNEMONIC, PAYMASTER_DEPOSIT_ETH } from './devnetConstants.ts'
import { installSafeSingletonFactory } from './installSafeSingletonFactory.ts'
import { planSmartAccounts } from './smartAccountDeployments.ts'

/**
 * Deploys `deployments.smartAccounts` on an anvil chain: EntryPoint v0.7/v0.8, the SimpleAccount factories and
 * Simple7702Account (canonical salts → mainnet addresses), GangwayAccountFactory, GangwayPaymaster through
 * anvil's CREATE2 deployer, and Safe 1.4.1 + the 4337 module through Safe's singleton factory (installed first,
 * `installSafeSingletonFactory`) at Safe's canonical addresses, all sent by the deployer account (index 9); deposits
 * `PAYMASTER_DEPOSIT_ETH` for the paymaster in EntryPoint v0.7 and gives the bundler's keys
 * `BUNDLER_BALANCE_ETH`. Needs nothing else on the chain, so test chains get it alone.
 */
export async function deploySmartAccounts(rpcUrl: string, artifacts: Artifacts, deployments: Deployments) {
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: DEPLOYER_INDEX })
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl), account })
    .extend(publicActions)
    .extend(walletActions)
  const chain = null
  const { contracts, smartAccounts } = planSmartAccounts(artifacts, account.address)
  if (JSON.stringify(smartAccounts) !== JSON.stringify(deployments.smartAccounts)) {
    throw new Error('devnet: deployments.json smartAccounts are stale; run `npm run build -w @gangway/devnet`')
  }
  await installSafeSingletonFactory(client)
  let nonce = await client.getTransactionCount({ address: account.address })
  const hashes: Hex[] = []
  // explicit nonces and gas: nothing waits on an estimate, the chain mines each in order
  const send = async (to: Address, data: Hex, value = 0n, gas = 10_000_000n) => {
    hashes.push(await client.sendTransaction({ to, data, value, nonce: nonce++, gas, chain, account }))
  }
  const missing: typeof contracts = []
  for (const contract of contracts) {
    if (!(await client.getCode({ address: contract.address }))) missing.push(contract)
  }
  for (const contract of missing) await send(contract.deployer, `${contract.salt}${contract.initCode.slice(2)}`)
  await send(
    smartAccounts.entryPoint07,
    encodeFunctionData({ abi: entryPoint07Abi, functionName: 'depositTo', args: [smartAccounts.gangwayPaymaster] }),
    parseEther(String(PAYMASTER_DEPOSIT_ETH)),
    200_000n,
  )
  for (const address of Object.values(smartAccounts.bundler)) {
    await client.setBalance({ address, value: parseEther(String(BUNDLER_BALANCE_ETH)) })
  }
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success') throw new Error(`devnet: smart-account deployment transaction ${hash} reverted`)
  }
  for (const contract of contracts) {
    if (!(await client.getCode({ address: contract.address }))) {
      throw new Error(`devnet: ${contract.name} is not at ${contract.address}`)
    }
  }
}
