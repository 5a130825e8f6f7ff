// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {GangwayAccountV2} from "./GangwayAccountV2.sol";

/**
 * Deploys `GangwayAccountV2`s with CREATE2: the address depends on (factory, owner, salt) only, so it is known
 * before deployment (counterfactual) and the same on every chain the factory sits at. Salt 0 is an embedded
 * wallet's account. The EntryPoint calls `createAccount` through the user operation's `factory`/`factoryData`.
 * Same interface as v1's `GangwayAccountFactory`; another factory address, so v2 accounts have other addresses
 * than the v1 accounts of the same owners (those stay where they are, recognised by the v1 factory).
 */
contract GangwayAccountFactoryV2 {
    /// The version of the accounts this factory deploys.
    uint256 public constant VERSION = 2;
    IEntryPoint public immutable entryPoint;

    constructor(IEntryPoint anEntryPoint) {
        entryPoint = anEntryPoint;
    }

    /// Deploys the account of (owner, salt), or returns it when it exists.
    function createAccount(address owner, uint256 salt) external returns (GangwayAccountV2) {
        address account = getAddress(owner, salt);
        if (account.code.length > 0) return GangwayAccountV2(payable(account));
        return new GangwayAccountV2{salt: bytes32(salt)}(entryPoint, owner);
    }

    /// The address `createAccount(owner, salt)` deploys to.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 initCodeHash =
            keccak256(abi.encodePacked(type(GangwayAccountV2).creationCode, abi.encode(entryPoint, owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), initCodeHash)))));
    }
}
