import { deployments } from '@gangway/devnet'
import { devnetChains } from '@gangway/devnet/chains'
import {
  createPublicClient,
  createTestClient,
  encodeAbiParameters,
  erc721Abi,
  http,
  keccak256,
  pad,
  parseAbi,
  parseEther,
  toHex,
  walletActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * Deterministic data for the visual tests: a key of their own (no other spec touches its address), with
 * fixed balances set on anvil (1.25 ETH, 1 250 gUSD, 40 GWT) and four collectibles of the devnet's
 * collection (minted by impersonating its minter, only when the account holds fewer, so the token ids are
 * the same on every run of a fresh devnet and reruns mint nothing).
 */
export const VISUAL_KEY = keccak256(toHex('gangway visual tests')) as `0x${string}`
export const VISUAL_ADDRESS = privateKeyToAccount(VISUAL_KEY).address

const chainA = devnetChains[0] as (typeof devnetChains)[number]
const client = createPublicClient({ chain: chainA, transport: http(), pollingInterval: 50 })
const anvil = createTestClient({ chain: chainA, mode: 'anvil', transport: http() }).extend(walletActions)

async function setErc20(token: { address: `0x${string}`; decimals: number }, whole: bigint) {
  // OpenZeppelin ERC-20: the balances mapping is storage slot 0
  const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [VISUAL_ADDRESS, 0n]))
  await anvil.setStorageAt({
    address: token.address,
    index: slot,
    value: pad(toHex(whole * 10n ** BigInt(token.decimals))),
  })
}

/** Sets the visual account's balances and collectibles (idempotent). */
export async function prepareVisualAccount(): Promise<void> {
  await anvil.setBalance({ address: VISUAL_ADDRESS, value: parseEther('1.25') })
  await setErc20(deployments.tokens.usd as { address: `0x${string}`; decimals: number }, 1250n)
  await setErc20(deployments.tokens.gwt as { address: `0x${string}`; decimals: number }, 40n)
  const nft = deployments.nft.address as `0x${string}`
  const held = await client.readContract({
    address: nft,
    abi: erc721Abi,
    functionName: 'balanceOf',
    args: [VISUAL_ADDRESS],
  })
  const minter = deployments.deployer as `0x${string}`
  await anvil.impersonateAccount({ address: minter })
  try {
    for (let i = Number(held); i < 4; i++) {
      const hash = await anvil.writeContract({
        account: minter,
        chain: chainA,
        address: nft,
        abi: parseAbi(['function mint(address to) returns (uint256)']),
        functionName: 'mint',
        args: [VISUAL_ADDRESS],
      })
      await client.waitForTransactionReceipt({ hash })
    }
  } finally {
    await anvil.stopImpersonatingAccount({ address: minter })
  }
}
