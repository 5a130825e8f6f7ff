/** Bitcoin Core's regtest JSON-RPC port, where `npm start` serves the devnet's bcoin node. */
export const BITCOIN_REGTEST_RPC_PORT = 18443

/** The dev account whose payment address gets the blocks `mine()` makes by default, and pays `sendtoaddress`. */
export const BITCOIN_MINER_ACCOUNT_INDEX = 9
