// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Multicall3-compatible batcher for the Gangway devnet.
/// @notice Implements the subset of the canonical Multicall3 interface that clients use
/// (aggregate, tryAggregate, aggregate3, aggregate3Value and the block helpers). The devnet
/// places its runtime code at the canonical address 0xcA11bde05977b3631167028862bE2a173976CA11.
contract Multicall3 {
    struct Call {
        address target;
        bytes callData;
    }

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Call3Value {
        address target;
        bool allowFailure;
        uint256 value;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    error CallFailed(uint256 index);
    error ValueMismatch();

    function aggregate(Call[] calldata calls) public payable returns (uint256 blockNumber, bytes[] memory returnData) {
        blockNumber = block.number;
        returnData = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory ret) = calls[i].target.call(calls[i].callData);
            if (!success) revert CallFailed(i);
            returnData[i] = ret;
        }
    }

    function tryAggregate(bool requireSuccess, Call[] calldata calls) public payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory ret) = calls[i].target.call(calls[i].callData);
            if (requireSuccess && !success) revert CallFailed(i);
            returnData[i] = Result(success, ret);
        }
    }

    function aggregate3(Call3[] calldata calls) public payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory ret) = calls[i].target.call(calls[i].callData);
            if (!calls[i].allowFailure && !success) revert CallFailed(i);
            returnData[i] = Result(success, ret);
        }
    }

    function aggregate3Value(Call3Value[] calldata calls) public payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        uint256 total = 0;
        for (uint256 i = 0; i < calls.length; i++) {
            total += calls[i].value;
            (bool success, bytes memory ret) = calls[i].target.call{value: calls[i].value}(calls[i].callData);
            if (!calls[i].allowFailure && !success) revert CallFailed(i);
            returnData[i] = Result(success, ret);
        }
        if (msg.value != total) revert ValueMismatch();
    }

    function getBlockNumber() public view returns (uint256) {
        return block.number;
    }

    function getBlockHash(uint256 blockNumber) public view returns (bytes32) {
        return blockhash(blockNumber);
    }

    function getCurrentBlockTimestamp() public view returns (uint256) {
        return block.timestamp;
    }

    function getChainId() public view returns (uint256) {
        return block.chainid;
    }

    function getBasefee() public view returns (uint256) {
        return block.basefee;
    }

    function getEthBalance(address addr) public view returns (uint256) {
        return addr.balance;
    }
}
