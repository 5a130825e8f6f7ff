import { parseAbi } from 'viem'

/** Farcaster's registries live on OP Mainnet; the server asks them through this chain's upstream. */
export const FARCASTER_CHAIN = 'eip155:10'

/**
 * Farcaster's IdRegistry and KeyRegistry on OP Mainnet — the addresses `@farcaster/auth-client`'s
 * `viemConnector` reads (the devnet stand-ins are placed at the same addresses).
 */
export const ID_REGISTRY_ADDRESS = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
export const KEY_REGISTRY_ADDRESS = '0x00000000fc1237824fb747abde0ff18990e59b7e'

/** The two functions sign-in verification calls (the registries' real signatures). */
export const idRegistryAbi = parseAbi(['function idOf(address owner) view returns (uint256 fid)'])
export const keyRegistryAbi = parseAbi([
  'struct KeyData { uint8 state; uint32 keyType; }',
  'function keyDataOf(uint256 fid, bytes key) view returns (KeyData)',
])

/** KeyRegistry: a key's state ADDED, and the key type of an auth address (what the auth-client accepts). */
export const KEY_STATE_ADDED = 1
export const KEY_TYPE_AUTH_ADDRESS = 2
