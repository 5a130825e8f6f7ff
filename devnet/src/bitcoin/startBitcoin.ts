import { type BcoinFullNode, loadBcoin } from './bcoinModule.ts'
import { BITCOIN_MINER_ACCOUNT_INDEX, BITCOIN_REGTEST_RPC_PORT } from './bitcoinConstants.ts'
import { BITCOIN_FUNDED_ACCOUNT_INDEXES, bitcoinDevAccount } from './bitcoinDevAccounts.ts'
import { installBitcoinRpcMethods } from './bitcoinRpcMethods.ts'

export { BITCOIN_MINER_ACCOUNT_INDEX, BITCOIN_REGTEST_RPC_PORT }

/** Coinbase outputs spend only 100 blocks after (Bitcoin's rule, kept on regtest). */
const COINBASE_MATURITY = 100

export type BitcoinOptions = {
  /** The JSON-RPC/REST port on 127.0.0.1 (default 18443; tests pass a free port). */
  port?: number
}

export type BitcoinNode = {
  /** `http://127.0.0.1:port`: Bitcoin Core-style JSON-RPC at `/` and bcoin's REST (`/coin/address/…`, `/tx/…`); no auth. */
  rpcUrl: string
  /** Mines `blocks` blocks (default 1) paying `address` (default the miner account's payment address); their hashes. */
  mine(blocks?: number, address?: string): Promise<string[]>
  stop(): Promise<void>
}

/**
 * Starts the devnet's Bitcoin regtest node: bcoin 1.0.2 in this process, in memory (a fresh chain each start, no
 * files, no leveldown), with Bitcoin Core's regtest prefixes (bcrt), segwit active from block 1, the address
 * index (UTXOs and history by address over REST), a `sendrawtransaction` that verifies and rejects, and a
 * `sendtoaddress` faucet paid by the miner account. At start it mines a block to each funded dev account's
 * payment address (`BITCOIN_FUNDED_ACCOUNT_INDEXES`: 50 BTC each) and 100 more to the miner, so those coins are
 * mature. Listens on 127.0.0.1 only, without auth and with CORS on (the dev wallet's "mine" button calls
 * `generatetoaddress` from the browser).
 */
export async function startBitcoin(options: BitcoinOptions = {}): Promise<BitcoinNode> {
  const bcoin = loadBcoin()
  const port = options.port ?? BITCOIN_REGTEST_RPC_PORT
  const node: BcoinFullNode = new bcoin.FullNode({
    network: 'regtest',
    memory: true,
    workers: false,
    listen: false,
    selfish: true,
    indexTX: true,
    indexAddress: true,
    httpHost: '127.0.0.1',
    httpPort: port,
    noAuth: true,
    cors: true,
    logLevel: 'none',
  })
  // bcoin activates segwit through BIP9 signalling (~432 blocks on regtest); Bitcoin Core's regtest has it from
  // genesis. Every block's deployment state gets the segwit flags, so witness transactions are valid (mempool
  // and blocks) and the miner commits witnesses from block 1.
  const { VERIFY_WITNESS = 0, VERIFY_NULLDUMMY = 0 } = bcoin.Script.flags
  const getDeployments = node.chain.getDeployments.bind(node.chain)
  node.chain.getDeployments = async (time, prev) => {
    const state = await getDeployments(time, prev)
    state.flags |= VERIFY_WITNESS | VERIFY_NULLDUMMY
    return state
  }
  node.on('error', () => {}) // peer/socket noise; RPC errors reach the caller
  const miner = bitcoinDevAccount(BITCOIN_MINER_ACCOUNT_INDEX).payment
  installBitcoinRpcMethods(bcoin, node, miner.privateKey)
  await node.open()
  const mine = async (blocks = 1, address = miner.address) => {
    if (!Number.isInteger(blocks) || blocks < 1 || blocks > 1000) {
      throw new Error(`startBitcoin: mine() takes 1…1000 blocks, got ${blocks}`)
    }
    return node.rpc.mineBlocks(blocks, bcoin.Address.fromString(address, node.network))
  }
  try {
    for (const index of BITCOIN_FUNDED_ACCOUNT_INDEXES) await mine(1, bitcoinDevAccount(index).payment.address)
    await mine(COINBASE_MATURITY)
  } catch (error) {
    await node.close()
    throw error
  }
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    mine,
    stop: () => node.close(),
  }
}
