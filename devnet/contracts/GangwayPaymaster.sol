// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.23;

import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {VerifyingPaymaster} from "@account-abstraction/contracts/samples/VerifyingPaymaster.sol";

/**
 * The devnet's gas sponsor: eth-infinitism's VerifyingPaymaster v0.7 sample, compiled from the npm package's
 * source unchanged (its interface and `paymasterAndData` layout:
 * paymaster ‖ uint128 pmVerificationGasLimit ‖ uint128 pmPostOpGasLimit ‖ abi.encode(uint48 validUntil,
 * uint48 validAfter) ‖ 65-byte signature of `toEthSignedMessageHash(getHash(userOp, validUntil, validAfter))`
 * by `verifyingSigner`). The only addition: the owner (who may withdraw the deposit and stake) is a
 * constructor argument, since deployed through the CREATE2 deployer `msg.sender` would be that proxy.
 */
contract GangwayPaymaster is VerifyingPaymaster {
    constructor(IEntryPoint anEntryPoint, address aVerifyingSigner, address anOwner)
        VerifyingPaymaster(anEntryPoint, aVerifyingSigner)
    {
        _transferOwnership(anOwner);
    }
}
