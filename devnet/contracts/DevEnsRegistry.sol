// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title A minimal ENS registry for the devnet
/// @notice Our own implementation of the ENS registry interface (EIP-137 and the registry's later additions:
/// records, operators, `recordExists`): a tree of nodes (`namehash`), each with an owner, a resolver and a
/// TTL. The owner of a node (or an operator it approved) may hand it over, set its resolver and TTL, and create
/// children. The root (node 0) belongs to `rootOwner`. Not the mainnet contract: no migration fallback, and an
/// unauthorised call reverts with `Unauthorised(node)`.
contract DevEnsRegistry {
    struct Record {
        address owner;
        address resolver;
        uint64 ttl;
    }

    mapping(bytes32 node => Record) private records;
    mapping(address owner => mapping(address operator => bool)) private operators;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);
    event NewTTL(bytes32 indexed node, uint64 ttl);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error Unauthorised(bytes32 node);

    constructor(address rootOwner) {
        records[bytes32(0)].owner = rootOwner;
    }

    modifier authorised(bytes32 node) {
        address holder = records[node].owner;
        if (holder != msg.sender && !operators[holder][msg.sender]) revert Unauthorised(node);
        _;
    }

    function setRecord(bytes32 node, address owner_, address resolver_, uint64 ttl_) external {
        setOwner(node, owner_);
        _setResolverAndTtl(node, resolver_, ttl_);
    }

    function setSubnodeRecord(bytes32 node, bytes32 label, address owner_, address resolver_, uint64 ttl_) external {
        bytes32 subnode = setSubnodeOwner(node, label, owner_);
        _setResolverAndTtl(subnode, resolver_, ttl_);
    }

    function setOwner(bytes32 node, address owner_) public authorised(node) {
        records[node].owner = owner_;
        emit Transfer(node, owner_);
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address owner_) public authorised(node) returns (bytes32) {
        bytes32 subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = owner_;
        emit NewOwner(node, label, owner_);
        return subnode;
    }

    function setResolver(bytes32 node, address resolver_) public authorised(node) {
        records[node].resolver = resolver_;
        emit NewResolver(node, resolver_);
    }

    function setTTL(bytes32 node, uint64 ttl_) public authorised(node) {
        records[node].ttl = ttl_;
        emit NewTTL(node, ttl_);
    }

    function setApprovalForAll(address operator, bool approved) external {
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function owner(bytes32 node) external view returns (address) {
        return records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }

    function ttl(bytes32 node) external view returns (uint64) {
        return records[node].ttl;
    }

    function recordExists(bytes32 node) external view returns (bool) {
        return records[node].owner != address(0);
    }

    function isApprovedForAll(address owner_, address operator) external view returns (bool) {
        return operators[owner_][operator];
    }

    function _setResolverAndTtl(bytes32 node, address resolver_, uint64 ttl_) private {
        if (records[node].resolver != resolver_) {
            records[node].resolver = resolver_;
            emit NewResolver(node, resolver_);
        }
        if (records[node].ttl != ttl_) {
            records[node].ttl = ttl_;
            emit NewTTL(node, ttl_);
        }
    }
}
