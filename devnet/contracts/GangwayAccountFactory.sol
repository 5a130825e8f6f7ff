// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {GangwayAccount} from "./GangwayAccount.sol";

/**
 * Deploys `GangwayAccount`s with CREATE2: the address depends on (factory, owner, salt) only, so it is known
 * before deployment (counterfactual) and the same on every chain the factory sits at. Salt 0 is an embedded
 * wallet's account. The EntryPoint calls `createAccount` through the user operation's `factory`/`factoryData`.
 */
contract GangwayAccountFactory {
    IEntryPoint public immutable entryPoint;

    constructor(IEntryPoint anEntryPoint) {
        entryPoint = anEntryPoint;
    }

    /// Deploys the account of (owner, salt), or returns it when it exists.
    function createAccount(address owner, uint256 salt) external returns (GangwayAccount) {
        address account = getAddress(owner, salt);
        if (account.code.length > 0) return GangwayAccount(payable(account));
        return new GangwayAccount{salt: bytes32(salt)}(entryPoint, owner);
    }

    /// The address `createAccount(owner, salt)` deploys to.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 initCodeHash =
            keccak256(abi.encodePacked(type(GangwayAccount).creationCode, abi.encode(entryPoint, owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), initCodeHash)))));
    }
}
