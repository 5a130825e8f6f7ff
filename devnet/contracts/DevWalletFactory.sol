// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {DevSmartWallet} from "./DevSmartWallet.sol";

/// @title CREATE2 factory of devnet contract wallets: an account's address is known before it exists
/// (a counterfactual wallet signs with ERC-6492 by wrapping `createAccount` calldata around its owner's signature).
contract DevWalletFactory {
    event AccountCreated(address indexed account, address indexed owner, uint256 salt);

    /// @notice Deploys the wallet of (owner, salt), or returns it when it already exists.
    function createAccount(address owner, uint256 salt) external returns (DevSmartWallet account) {
        address predicted = getAddress(owner, salt);
        if (predicted.code.length > 0) return DevSmartWallet(payable(predicted));
        account = new DevSmartWallet{salt: bytes32(salt)}(owner);
        emit AccountCreated(address(account), owner, salt);
    }

    /// @notice The address the wallet of (owner, salt) has, deployed or not.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(DevSmartWallet).creationCode, abi.encode(owner)));
        return Create2.computeAddress(bytes32(salt), initCodeHash);
    }
}
