// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {SIG_VALIDATION_FAILED, _packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/**
 * Gangway's ERC-4337 account (EntryPoint v0.7): one owner key, atomic batches, ERC-1271 signatures and
 * on-chain scoped session keys (the backing of ERC-7715 permissions).
 *
 * - A user operation's signature is 65 bytes: an ECDSA signature of `toEthSignedMessageHash(userOpHash)`.
 *   Signed by the owner it is valid; signed by an active session key it is valid only within the session's
 *   scope (see `_sessionValidation`); anything else answers SIG_VALIDATION_FAILED (AA24 at the EntryPoint).
 * - ERC-1271: the owner signs `replaySafeHash(hash)` raw (no EIP-191 prefix), so a signature for this account
 *   is not valid for another account of the same owner, nor on another chain.
 * - Sessions: `grantSession` / `revokeSession`, only through the account itself (an `execute` the owner
 *   signed). A session op's gas is paid like any op's (account deposit or paymaster) and is NOT counted
 *   against `spendLimit`, which bounds only the ETH value the session's calls carry.
 *
 * Dev/test contract of the Gangway devnet; not audited.
 */
contract GangwayAccount is BaseAccount {
    /// One call of `executeBatch`.
    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    /// A session key's state. `validUntil == 0`: never granted, or revoked.
    struct Session {
        uint48 validUntil;
        uint32 epoch;
        uint128 spendLimit;
        uint128 spent;
    }

    /// Selector that grants every function of a target.
    bytes4 public constant ANY_SELECTOR = 0xffffffff;

    IEntryPoint private immutable _entryPoint;
    address public immutable owner;

    /// Session keys by key address.
    mapping(address key => Session) public sessions;
    /// Granted scopes: keccak256(key, epoch, target, selector) → granted. A new epoch forgets older scopes.
    mapping(bytes32 scope => bool) private _scopes;

    event SessionGranted(address indexed key, uint32 epoch, uint48 validUntil, uint128 spendLimit);
    event SessionRevoked(address indexed key);

    error OnlyEntryPointOrSelf();
    error OnlySelf();
    error BadSession();

    constructor(IEntryPoint anEntryPoint, address anOwner) {
        _entryPoint = anEntryPoint;
        owner = anOwner;
    }

    receive() external payable {}

    function entryPoint() public view override returns (IEntryPoint) {
        return _entryPoint;
    }

    modifier onlyEntryPointOrSelf() {
        if (msg.sender != address(_entryPoint) && msg.sender != address(this)) revert OnlyEntryPointOrSelf();
        _;
    }

    modifier onlySelf() {
        if (msg.sender != address(this)) revert OnlySelf();
        _;
    }

    /// One call; a revert bubbles up.
    function execute(address target, uint256 value, bytes calldata data) external onlyEntryPointOrSelf {
        _call(target, value, data);
    }

    /// Several calls, atomically: any failing call reverts them all.
    function executeBatch(Call[] calldata calls) external onlyEntryPointOrSelf {
        for (uint256 i = 0; i < calls.length; i++) {
            _call(calls[i].target, calls[i].value, calls[i].data);
        }
    }

    // ---------------------------------------------------------------- sessions

    /**
     * Grants (or re-grants, which starts a new epoch: older scopes and spending are forgotten) a session key:
     * until `validUntil` (unix seconds), up to `spendLimit` wei of call value in total, calling only the
     * (`targets[i]`, `selectors[i]`) pairs (`ANY_SELECTOR` = any function of that target; a plain ETH transfer
     * has selector 0x00000000).
     */
    function grantSession(
        address key,
        uint48 validUntil,
        uint128 spendLimit,
        address[] calldata targets,
        bytes4[] calldata selectors
    ) external onlySelf {
        if (key == address(0) || key == owner || validUntil == 0 || targets.length != selectors.length) {
            revert BadSession();
        }
        Session storage s = sessions[key];
        uint32 epoch = s.epoch + 1;
        sessions[key] = Session({validUntil: validUntil, epoch: epoch, spendLimit: spendLimit, spent: 0});
        for (uint256 i = 0; i < targets.length; i++) {
            _scopes[_scope(key, epoch, targets[i], selectors[i])] = true;
        }
        emit SessionGranted(key, epoch, validUntil, spendLimit);
    }

    /// Ends a session at once.
    function revokeSession(address key) external onlySelf {
        sessions[key].validUntil = 0;
        emit SessionRevoked(key);
    }

    // ---------------------------------------------------------------- ERC-1271

    /// The hash the owner signs for ERC-1271: binds `hash` to this account and chain.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        return keccak256(abi.encode(hash, address(this), block.chainid));
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecover(replaySafeHash(hash), signature);
        return err == ECDSA.RecoverError.NoError && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }

    // ---------------------------------------------------------------- ERC-4337 validation

    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        override
        returns (uint256)
    {
        (address signer, ECDSA.RecoverError err,) =
            ECDSA.tryRecover(MessageHashUtils.toEthSignedMessageHash(userOpHash), userOp.signature);
        if (err != ECDSA.RecoverError.NoError) return SIG_VALIDATION_FAILED;
        if (signer == owner) return 0;
        return _sessionValidation(signer, userOp.callData);
    }

    /**
     * A session key's operation: the session must be active (granted, not revoked — expiry is enforced by
     * the EntryPoint through `validUntil` in the returned validation data), the call data `execute` or
     * `executeBatch`, every call's (target, selector) granted, no call to the account itself, and the calls'
     * total value within what is left of `spendLimit` (counted here, during validation).
     */
    function _sessionValidation(address key, bytes calldata callData) private returns (uint256) {
        Session memory s = sessions[key];
        if (s.validUntil == 0 || callData.length < 4) return SIG_VALIDATION_FAILED;
        bytes4 selector = bytes4(callData[:4]);
        uint256 total;
        if (selector == this.execute.selector) {
            (address target, uint256 value, bytes memory data) = abi.decode(callData[4:], (address, uint256, bytes));
            if (!_allowed(key, s.epoch, target, data)) return SIG_VALIDATION_FAILED;
            total = value;
        } else if (selector == this.executeBatch.selector) {
            Call[] memory calls = abi.decode(callData[4:], (Call[]));
            for (uint256 i = 0; i < calls.length; i++) {
                if (!_allowed(key, s.epoch, calls[i].target, calls[i].data)) return SIG_VALIDATION_FAILED;
                total += calls[i].value;
            }
        } else {
            return SIG_VALIDATION_FAILED;
        }
        if (total > s.spendLimit - s.spent) return SIG_VALIDATION_FAILED;
        if (total > 0) sessions[key].spent = s.spent + uint128(total);
        return _packValidationData(false, s.validUntil, 0);
    }

    function _allowed(address key, uint32 epoch, address target, bytes memory data) private view returns (bool) {
        if (target == address(this)) return false;
        bytes4 selector = data.length < 4 ? bytes4(0) : bytes4(data);
        return _scopes[_scope(key, epoch, target, selector)] || _scopes[_scope(key, epoch, target, ANY_SELECTOR)];
    }

    function _scope(address key, uint32 epoch, address target, bytes4 selector) private pure returns (bytes32) {
        return keccak256(abi.encode(key, epoch, target, selector));
    }

    function _call(address target, uint256 value, bytes memory data) private {
        (bool success, bytes memory result) = target.call{value: value}(data);
        if (!success) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
    }
}
