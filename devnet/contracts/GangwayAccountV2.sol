// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {SIG_VALIDATION_FAILED, _packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {UserOperationLib} from "@account-abstraction/contracts/core/UserOperationLib.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/**
 * Gangway's ERC-4337 account, version 2 (EntryPoint v0.7): one owner key, atomic batches, ERC-1271 signatures
 * and on-chain scoped session keys (the backing of ERC-7715 permissions). Version 1 (`GangwayAccount.sol`, kept
 * unchanged so accounts deployed from it stay recognised) had three holes this version closes:
 *
 * 1. **User-operation signatures are domain-separated.** A user operation's signature is a raw 65-byte ECDSA
 *    signature of `userOpDigest(userOpHash) = keccak256(0x19 ‖ 0x00 ‖ address(this) ‖ userOpHash)` — EIP-191
 *    version 0x00, "data with intended validator" = this account (`userOpHash` itself binds the EntryPoint,
 *    the chain id and the operation, sender included). No signature a site can ask a wallet for hashes that
 *    preimage: `personal_sign` is EIP-191 version 0x45 (`0x19 ‖ "Ethereum Signed Message:\n" …`, which v1
 *    accepted: a personal_sign of a 32-byte "message" was a user-operation signature), typed data version 0x01,
 *    transactions start with their type byte or an RLP list, and this account's ERC-1271 hash
 *    (`replaySafeHash`) has a 96-byte preimage, not 54. Wallets expose no raw-hash signing (`eth_sign`).
 * 2. **A session key spends the account's ETH only within its limit — gas included.** When no paymaster pays,
 *    the EntryPoint may take up to the operation's required prefund (every gas limit × maxFeePerGas) from this
 *    account; that maximum is counted against the session's `spendLimit` together with the calls' values. A key
 *    with limit 0 can only run operations a paymaster pays for. (v1 ignored the gas fields: a key with limit 0
 *    signed an operation with a huge preVerificationGas × fee, submitted it itself as beneficiary and kept the
 *    fee.)
 * 3. **Wildcards are explicit.** A scope is a (target, kind, selector): `Function` (calls whose data starts
 *    with `selector`), `Transfer` (calls with empty data: plain ETH transfers) or `AnyCall` (every call to the
 *    target). No selector value means "any function" or "plain transfer" (v1's 0xffffffff did: a function whose
 *    computed selector is 0xffffffff granted the whole contract).
 *
 * ERC-1271 is unchanged from v1: the owner signs `replaySafeHash(hash)` raw, so a signature is valid for one
 * account on one chain. Sessions: `grantSession` / `revokeSession`, only through the account itself (an
 * `execute` the owner signed). Dev/test contract of the Gangway devnet; not audited.
 */
contract GangwayAccountV2 is BaseAccount {
    using UserOperationLib for PackedUserOperation;

    /// One call of `executeBatch`.
    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    /// What a scope lets a session key call on its target.
    enum ScopeKind {
        /// calls whose data is at least 4 bytes and starts with `selector`
        Function,
        /// calls with empty data (plain ETH transfers; `selector` must be 0)
        Transfer,
        /// every call to the target, whatever its data (`selector` must be 0)
        AnyCall
    }

    /// One granted scope of a session key.
    struct Scope {
        address target;
        ScopeKind kind;
        bytes4 selector;
    }

    /// A session key's state. `validUntil == 0`: never granted, or revoked.
    struct Session {
        uint48 validUntil;
        uint32 epoch;
        uint128 spendLimit;
        uint128 spent;
    }

    /// This implementation's version (v1 accounts have no such function).
    uint256 public constant VERSION = 2;

    IEntryPoint private immutable _entryPoint;
    address public immutable owner;

    /// Session keys by key address.
    mapping(address key => Session) public sessions;
    /// Granted scopes: keccak256(key, epoch, target, kind, selector) → granted. A new epoch forgets older scopes.
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
     * until `validUntil` (unix seconds), up to `spendLimit` wei in total — the calls' values plus, for
     * operations no paymaster pays, their maximum gas cost — calling only what `scopes` allow. A scope on the
     * account itself, or a `Transfer`/`AnyCall` scope with a selector, is refused (BadSession).
     */
    function grantSession(address key, uint48 validUntil, uint128 spendLimit, Scope[] calldata scopes)
        external
        onlySelf
    {
        if (key == address(0) || key == owner || validUntil == 0) revert BadSession();
        uint32 epoch = sessions[key].epoch + 1;
        sessions[key] = Session({validUntil: validUntil, epoch: epoch, spendLimit: spendLimit, spent: 0});
        for (uint256 i = 0; i < scopes.length; i++) {
            Scope calldata scope = scopes[i];
            if (scope.target == address(this)) revert BadSession();
            if (scope.kind != ScopeKind.Function && scope.selector != bytes4(0)) revert BadSession();
            _scopes[_scopeId(key, epoch, scope.target, scope.kind, scope.selector)] = true;
        }
        emit SessionGranted(key, epoch, validUntil, spendLimit);
    }

    /// Ends a session at once.
    function revokeSession(address key) external onlySelf {
        sessions[key].validUntil = 0;
        emit SessionRevoked(key);
    }

    /// Whether a session key's scope (in its current epoch) allows a call of `target` with `data`.
    function isAllowed(address key, address target, bytes memory data) external view returns (bool) {
        return _allowed(key, sessions[key].epoch, target, data);
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

    /// What the owner (or a session key) signs, raw, for a user operation: EIP-191 version 0x00 for this account.
    function userOpDigest(bytes32 userOpHash) public view returns (bytes32) {
        return MessageHashUtils.toDataWithIntendedValidatorHash(address(this), userOpHash);
    }

    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        override
        returns (uint256)
    {
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecover(userOpDigest(userOpHash), userOp.signature);
        if (err != ECDSA.RecoverError.NoError) return SIG_VALIDATION_FAILED;
        if (signer == owner) return 0;
        return _sessionValidation(signer, userOp);
    }

    /**
     * A session key's operation: the session must be active (granted, not revoked — expiry is enforced by
     * the EntryPoint through `validUntil` in the returned validation data), the call data `execute` or
     * `executeBatch`, every call allowed by a scope, no call to the account itself, and the calls' total value
     * plus the operation's maximum gas cost to this account (`maxGasCost`) within what is left of `spendLimit`
     * (counted here, during validation).
     */
    function _sessionValidation(address key, PackedUserOperation calldata userOp) private returns (uint256) {
        Session memory s = sessions[key];
        bytes calldata callData = userOp.callData;
        if (s.validUntil == 0 || callData.length < 4) return SIG_VALIDATION_FAILED;
        bytes4 selector = bytes4(callData[:4]);
        uint256 total = maxGasCost(userOp);
        if (selector == this.execute.selector) {
            (address target, uint256 value, bytes memory data) = abi.decode(callData[4:], (address, uint256, bytes));
            if (!_allowed(key, s.epoch, target, data)) return SIG_VALIDATION_FAILED;
            total += value;
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

    /**
     * The most the EntryPoint can take from this account (its deposit, then its balance) for `userOp`: 0 when a
     * paymaster pays, else the required prefund exactly as EntryPoint v0.7 computes it — (verificationGasLimit +
     * callGasLimit + paymasterVerificationGasLimit + paymasterPostOpGasLimit + preVerificationGas) ×
     * maxFeePerGas. The EntryPoint never charges more than that prefund (AA51 otherwise), and has checked every
     * gas value fits 120 bits before it calls the account, so the product cannot overflow.
     */
    function maxGasCost(PackedUserOperation calldata userOp) public pure returns (uint256) {
        uint256 paymasterGas;
        if (userOp.paymasterAndData.length >= UserOperationLib.PAYMASTER_DATA_OFFSET) {
            (address paymaster, uint256 validationGas, uint256 postOpGas) =
                UserOperationLib.unpackPaymasterStaticFields(userOp.paymasterAndData);
            if (paymaster != address(0)) return 0;
            // a zero paymaster address: the EntryPoint treats the operation as unsponsored, yet prefunds these too
            paymasterGas = validationGas + postOpGas;
        }
        // (1–51 bytes of paymasterAndData: the EntryPoint refuses the operation, AA93)
        uint256 gas = userOp.unpackVerificationGasLimit() + userOp.unpackCallGasLimit() + paymasterGas
            + userOp.preVerificationGas;
        return gas * userOp.unpackMaxFeePerGas();
    }

    function _allowed(address key, uint32 epoch, address target, bytes memory data) private view returns (bool) {
        if (target == address(this)) return false;
        if (_scopes[_scopeId(key, epoch, target, ScopeKind.AnyCall, bytes4(0))]) return true;
        if (data.length == 0) return _scopes[_scopeId(key, epoch, target, ScopeKind.Transfer, bytes4(0))];
        if (data.length < 4) return false;
        return _scopes[_scopeId(key, epoch, target, ScopeKind.Function, bytes4(data))];
    }

    function _scopeId(address key, uint32 epoch, address target, ScopeKind kind, bytes4 selector)
        private
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(key, epoch, target, kind, selector));
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
