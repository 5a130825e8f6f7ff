// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Development stand-in for Farcaster's KeyRegistry (OP Mainnet)
/// @notice Only what Sign In With Farcaster reads — `keyDataOf(fid, key)`, with the real return shape
/// `(KeyState state, uint32 keyType)` — and `add` / `remove` anyone may call (an auth address is key type 2,
/// its key the ABI-encoded address). Placed with `anvil_setCode` at the real KeyRegistry address
/// (0x00000000fc1237824fb747abde0ff18990e59b7e). Not the real contract: no gateway, no custody check.
contract DevKeyRegistry {
    enum KeyState {
        NULL,
        ADDED,
        REMOVED
    }

    struct KeyData {
        KeyState state;
        uint32 keyType;
    }

    mapping(uint256 => mapping(bytes => KeyData)) internal keys;

    event Add(uint256 indexed fid, uint32 indexed keyType, bytes key);
    event Remove(uint256 indexed fid, bytes key);

    function keyDataOf(uint256 fid, bytes calldata key) external view returns (KeyData memory) {
        return keys[fid][key];
    }

    function add(uint256 fid, uint32 keyType, bytes calldata key) external {
        keys[fid][key] = KeyData(KeyState.ADDED, keyType);
        emit Add(fid, keyType, key);
    }

    function remove(uint256 fid, bytes calldata key) external {
        keys[fid][key].state = KeyState.REMOVED;
        emit Remove(fid, key);
    }
}
