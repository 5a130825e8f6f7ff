// AppKit's smart sessions (experimental) as its docs write a grant.
import {
  grantPermissions,
  type SmartSessionGrantPermissionsRequest,
  type SmartSessionGrantPermissionsResponse,
} from '@reown/appkit-experimental/smart-session'
import { toHex } from 'viem'

export async function grant(publicKey: `0x${string}`, contract: `0x${string}`) {
  const request: SmartSessionGrantPermissionsRequest = {
    expiry: Math.floor(Date.now() / 1000) + 24 * 60 * 60,
    chainId: toHex(84532),
    signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey }] } },
    permissions: [
      {
        type: 'contract-call',
        data: {
          address: contract,
          abi: [{ type: 'function', name: 'increment', inputs: [], outputs: [] }],
          functions: [{ functionName: 'increment' }],
        },
      },
    ],
    policies: [],
  }
  const response: SmartSessionGrantPermissionsResponse = await grantPermissions(request)
  return response.context
}
