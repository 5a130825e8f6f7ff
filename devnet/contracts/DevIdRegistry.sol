// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Development stand-in for Farcaster's IdRegistry (OP Mainnet)
/// @notice Only what Sign In With Farcaster reads — `idOf(custody)` — and a `register` anyone may call, so
/// tests and the dev stack can give their own keys fids. Its runtime code is placed with `anvil_setCode` at
/// the real IdRegistry address (0x00000000Fc6c5F01Fc30151999387Bb99A9f489b) on a chain with id 10. Not the
/// real contract: no gateways, recovery, signatures or fees.
contract DevIdRegistry {
    /// @notice The fid an address has custody of (0: none).
    mapping(address => uint256) public idOf;
    /// @notice The custody address of an fid.
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id);

    error HasId();
    error InvalidFid();

    /// @notice Gives `to` custody of `fid`; an fid registered before moves to `to` (like a transfer).
    function register(address to, uint256 fid) external {
        if (fid == 0) revert InvalidFid();
        if (idOf[to] != 0) revert HasId();
        address previous = custodyOf[fid];
        if (previous != address(0)) idOf[previous] = 0;
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Register(to, fid);
    }
}
