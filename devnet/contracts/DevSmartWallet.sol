// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title Devnet contract wallet: one owner (an EOA) whose signatures are the wallet's (ERC-1271).
/// @notice For tests of contract-wallet sign-in only: the owner signs the bare hash it is given, with no
/// per-wallet domain separation, so one owner's signature is valid for every wallet it owns.
contract DevSmartWallet is IERC1271 {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    /// @inheritdoc IERC1271
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }

    /// @notice Makes a call from the wallet; the owner only.
    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory result) {
        require(msg.sender == owner, "DevSmartWallet: not owner");
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }
}
