// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title Gangway's ENS resolver, answered off chain by a Gangway server (ENSIP-10 + EIP-3668)
/// @notice Set as the resolver of a parent name (e.g. `gangway.id`), it answers every name below it
/// (ENSIP-10 wildcard): `resolve(name, data)` reverts with `OffchainLookup`, the client asks one of `urls()`
/// (the server's `/v1/profile/ens-gateway/{sender}/{data}.json`), and hands the answer to `resolveWithProof`,
/// which returns it only if one of the signers signed it and it has not expired.
///
/// The gateway's answer is `abi.encode(bytes result, uint64 expires, bytes signature)`, where `result` is the
/// ABI-encoded return value of the inner call (`addr`, `text`, `name`…), `expires` unix seconds, and
/// `signature` a 65-byte secp256k1 signature (r, s, v) over the EIP-191 version 0x00 hash ("data with
/// intended validator": this resolver):
///
///   keccak256(0x19 ‖ 0x00 ‖ resolver address (20 bytes) ‖ expires (8 bytes, big-endian)
///             ‖ keccak256(request) ‖ keccak256(result))
///
/// where `request` is the `callData` of the lookup (the `resolve(bytes,bytes)` call the gateway received).
/// Binding the resolver's address, the request and the result means an answer can be replayed neither for
/// another question nor on another resolver, and `expires` bounds how long a signed answer is good.
contract GangwayOffchainResolver is Ownable {
    /// EIP-3668.
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    /// The answer's `expires` is before the block's timestamp.
    error AnswerExpired(uint64 expires);
    /// The answer was signed by a key that is not one of the signers.
    error UnknownSigner(address signer);

    event UrlsChanged(string[] urls);
    event SignerChanged(address indexed signer, bool allowed);

    /// ENSIP-10's IExtendedResolver: `resolve(bytes,bytes)`.
    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923;
    /// ERC-165.
    bytes4 private constant ERC165 = 0x01ffc9a7;

    string[] private gatewayUrls;
    mapping(address signer => bool) public isSigner;

    constructor(address owner_, string[] memory urls_, address[] memory signers_) Ownable(owner_) {
        gatewayUrls = urls_;
        emit UrlsChanged(urls_);
        for (uint256 i = 0; i < signers_.length; i++) {
            isSigner[signers_[i]] = true;
            emit SignerChanged(signers_[i], true);
        }
    }

    /// The gateway URLs (EIP-3668 templates with `{sender}` and `{data}`), tried in order.
    function urls() external view returns (string[] memory) {
        return gatewayUrls;
    }

    function setUrls(string[] memory urls_) external onlyOwner {
        gatewayUrls = urls_;
        emit UrlsChanged(urls_);
    }

    /// Adds (`allowed`) or removes a key whose answers are accepted — e.g. to rotate the gateway's key.
    function setSigner(address signer, bool allowed) external onlyOwner {
        isSigner[signer] = allowed;
        emit SignerChanged(signer, allowed);
    }

    /// ENSIP-10: every question goes to the gateway; `extraData` carries the request for the proof check.
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory request = abi.encodeWithSelector(EXTENDED_RESOLVER, name, data);
        revert OffchainLookup(address(this), gatewayUrls, request, this.resolveWithProof.selector, request);
    }

    /// EIP-3668 callback: the gateway's signed answer to `extraData` (the request) → the inner call's result.
    function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory signature) = abi.decode(response, (bytes, uint64, bytes));
        if (expires < block.timestamp) revert AnswerExpired(expires);
        address signer = ECDSA.recover(answerHash(expires, extraData, result), signature);
        if (!isSigner[signer]) revert UnknownSigner(signer);
        return result;
    }

    /// The hash the gateway signs (see the contract's notice).
    function answerHash(uint64 expires, bytes memory request, bytes memory result) public view returns (bytes32) {
        return keccak256(abi.encodePacked(hex"1900", address(this), expires, keccak256(request), keccak256(result)));
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == EXTENDED_RESOLVER || interfaceId == ERC165;
    }
}
