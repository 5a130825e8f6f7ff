import type { Address, Hex } from 'viem'
import type { SolanaApprovalRequest } from './SolanaApprovalRequest.ts'

/** What the dev wallet asks its user to approve. */
export type ApprovalRequest =
  | { kind: 'connect'; address: Address; origin: string }
  | { kind: 'signMessage'; address: Address; message: string }
  | { kind: 'signTypedData'; address: Address; typedData: string }
  | {
      kind: 'sendTransaction'
      chainId: number
      from: Address
      to?: Address | undefined
      value: bigint
      data?: Hex | undefined
    }
  | { kind: 'addChain'; chainId: number; chainName: string; rpcUrl: string }
  | SolanaApprovalRequest

/** Resolves true to approve, false to reject (the request then fails with code 4001). */
export type Approver = (request: ApprovalRequest) => Promise<boolean>
