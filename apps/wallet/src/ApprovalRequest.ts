import type { Address, Hex } from 'viem'
import type { BitcoinApprovalRequest } from './bitcoin/BitcoinApprovalRequest.ts'
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
  | {
      /** EIP-5792 `wallet_sendCalls`: one transaction to the account itself calling `executeBatch(calls)`. */
      kind: 'sendCalls'
      chainId: number
      from: Address
      calls: { to: Address; value: bigint; data: Hex }[]
      /** Set when this batch first delegates the account (EIP-7702) to this contract. */
      delegateTo?: Address | undefined
    }
  | { kind: 'callsStatus'; id: string; chainId: number; status: number; transactionHash: Hex }
  | SolanaApprovalRequest
  | BitcoinApprovalRequest

/** Resolves true to approve, false to reject (the request then fails with code 4001). */
export type Approver = (request: ApprovalRequest) => Promise<boolean>
