// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IEnsRegistryResolver {
    function resolver(bytes32 node) external view returns (address);
}

/// EIP-3668 batch gateway (what ENS's universal resolver asks clients for; viem answers it locally).
interface IBatchGateway {
    struct Query {
        address sender;
        string[] urls;
        bytes data;
    }

    function query(Query[] memory queries) external view returns (bool[] memory failures, bytes[] memory responses);
}

/// @title A minimal universal resolver for the devnet
/// @notice Our own contract answering the two calls viem's ENS actions make (`getEnsAddress`, `getEnsText`,
/// `getEnsAvatar` → `resolveWithGateways`; `getEnsName` → `reverseWithGateways`), with the errors viem reads
/// as "no name" (`ResolverNotFound`, `ResolverError`, `ReverseAddressMismatch`…).
///
/// - The resolver of a DNS-encoded name is the first one set in the registry walking up from the name to the
///   root; one found above the name itself must implement ENSIP-10 (`resolve(bytes,bytes)`, ERC-165
///   0x9061b923), which is then called with the name and the inner call; a resolver of the name itself
///   without ENSIP-10 gets the inner call as is.
/// - A resolver's `OffchainLookup` (EIP-3668) is re-raised with this contract as `sender` (clients require
///   sender == the called contract) as one query to the caller's batch gateways (`gateways`; viem's local
///   `x-batch-gateway:true` by default), so the resolver's gateway still sees the resolver as `{sender}` —
///   as with ENS's own universal resolver. The callback hands the gateway's answer to the resolver's callback
///   (and re-raises again if that looks up once more).
/// - Reverse (ENSIP-19 names; coin type 60 is `<address hex>.addr.reverse`, another coin type
///   `<address hex>.<coin type hex>.reverse`): `name(node)` of the reverse name, then `addr(node)` (or
///   `addr(node, coinType)`) of that primary name, which must equal the address — two chained lookups.
///
/// A view contract: the callbacks trust the `extraData` they are given, so a caller can only mislead itself.
/// Not ENS's contract: no multicall, no `resolve` without gateways, no `default.reverse` fallback.
contract GangwayUniversalResolver {
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error DNSDecodingFailed(bytes dns);
    error DNSEncodingFailed(string ens);
    error InvalidBatchGatewayResponse();
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);

    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923;
    bytes4 private constant SUPPORTS_INTERFACE = 0x01ffc9a7;
    bytes4 private constant ADDR = 0x3b3b57de; // addr(bytes32)
    bytes4 private constant ADDR_COIN = 0xf1cb7e06; // addr(bytes32,uint256)
    bytes4 private constant NAME = 0x691f3431; // name(bytes32)
    uint256 private constant ETH_COIN_TYPE = 60;

    /// A lookup waiting for its gateway: who asked it and what to do with the answer.
    struct Pending {
        address resolver;
        bool extended;
        bytes4 callback;
        bytes extraData;
        string[] gateways;
        bytes context;
    }

    IEnsRegistryResolver public immutable registry;

    constructor(IEnsRegistryResolver registry_) {
        registry = registry_;
    }

    // ---- forward --------------------------------------------------------------------------------------------

    /// `data` (e.g. `addr(node)`, `text(node, key)`) asked of `name`'s resolver → its ABI-encoded answer.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory, address)
    {
        (address resolver, bool extended) = _resolverOf(name);
        Pending memory p = Pending(resolver, extended, this.resolveCallback.selector, "", _orLocal(gateways), "");
        return (_ask(name, data, p), resolver);
    }

    function resolveCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory, address)
    {
        (Pending memory p, bytes memory result) = _resume(response, extraData);
        return (result, p.resolver);
    }

    // ---- reverse --------------------------------------------------------------------------------------------

    /// The primary name of `lookupAddress` on `coinType`, checked forward → (name, its resolver, the reverse resolver).
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata gateways)
        external
        view
        returns (string memory, address, address)
    {
        bytes memory reverseName = _reverseName(lookupAddress, coinType);
        (address resolver, bool extended) = _resolverOf(reverseName);
        Pending memory p = Pending(
            resolver,
            extended,
            this.reverseNameCallback.selector,
            "",
            _orLocal(gateways),
            abi.encode(lookupAddress, coinType, resolver)
        );
        bytes memory result = _ask(reverseName, abi.encodeWithSelector(NAME, namehash(reverseName, 0)), p);
        return _forward(result, p.gateways, p.context);
    }

    function reverseNameCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory, address, address)
    {
        (Pending memory p, bytes memory result) = _resume(response, extraData);
        return _forward(result, p.gateways, p.context);
    }

    function reverseAddressCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory, address, address)
    {
        (Pending memory p, bytes memory result) = _resume(response, extraData);
        return _check(result, p.resolver, p.context);
    }

    /// Step 2 of reverse: the primary name's address for the coin type.
    function _forward(bytes memory nameResult, string[] memory gateways, bytes memory context)
        private
        view
        returns (string memory, address, address)
    {
        (bytes memory lookupAddress, uint256 coinType, address reverseResolver) =
            abi.decode(context, (bytes, uint256, address));
        string memory primary = nameResult.length < 64 ? "" : abi.decode(nameResult, (string));
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);
        bytes memory dns = _dnsEncode(primary);
        (address resolver, bool extended) = _resolverOf(dns);
        Pending memory p = Pending(
            resolver,
            extended,
            this.reverseAddressCallback.selector,
            "",
            gateways,
            abi.encode(primary, lookupAddress, coinType, reverseResolver)
        );
        bytes memory result = _ask(dns, _addrQuery(namehash(dns, 0), coinType), p);
        return _check(result, resolver, p.context);
    }

    function _addrQuery(bytes32 node, uint256 coinType) private pure returns (bytes memory) {
        return coinType == ETH_COIN_TYPE
            ? abi.encodeWithSelector(ADDR, node)
            : abi.encodeWithSelector(ADDR_COIN, node, coinType);
    }

    /// Step 3 of reverse: the forward address must be the one asked about.
    function _check(bytes memory addrResult, address resolver, bytes memory context)
        private
        pure
        returns (string memory, address, address)
    {
        (string memory primary, bytes memory lookupAddress, uint256 coinType, address reverseResolver) =
            abi.decode(context, (string, bytes, uint256, address));
        bytes memory primaryAddress;
        if (coinType == ETH_COIN_TYPE) {
            if (addrResult.length >= 32) primaryAddress = abi.encodePacked(abi.decode(addrResult, (address)));
        } else if (addrResult.length >= 64) {
            primaryAddress = abi.decode(addrResult, (bytes));
        }
        if (keccak256(primaryAddress) != keccak256(lookupAddress)) revert ReverseAddressMismatch(primary, primaryAddress);
        return (primary, resolver, reverseResolver);
    }

    // ---- resolvers ------------------------------------------------------------------------------------------

    /// ENSIP-10: the nearest resolver up the tree from a DNS-encoded name (zero when none), the name's node and
    /// the offset in `name` of the name the resolver is set on (viem's `getEnsResolver` reads the first).
    function findResolver(bytes memory name) public view returns (address resolver, bytes32 node, uint256 offset) {
        node = namehash(name, 0);
        for (;;) {
            resolver = registry.resolver(namehash(name, offset));
            if (resolver != address(0)) return (resolver, node, offset);
            uint256 length = uint8(name[offset]);
            if (length == 0) return (address(0), node, offset);
            offset += 1 + length;
        }
    }

    /// The resolver that answers `name` and whether it is extended, or the reason there is none.
    function _resolverOf(bytes memory name) private view returns (address resolver, bool extended) {
        uint256 offset;
        (resolver,, offset) = findResolver(name);
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        extended = _supportsExtended(resolver);
        if (offset != 0 && !extended) revert ResolverNotFound(name);
    }

    /// Asks `p.resolver`; an `OffchainLookup` becomes ours (with `p.callback` and `p.context` to resume).
    function _ask(bytes memory name, bytes memory query, Pending memory p) private view returns (bytes memory) {
        bytes memory call = p.extended ? abi.encodeWithSelector(EXTENDED_RESOLVER, name, query) : query;
        (bool ok, bytes memory answer) = p.resolver.staticcall(call);
        return _answer(ok, answer, p);
    }

    /// Hands the batch gateway's answer to the resolver's callback.
    function _resume(bytes calldata response, bytes calldata extraData)
        private
        view
        returns (Pending memory p, bytes memory result)
    {
        p = abi.decode(extraData, (Pending));
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert InvalidBatchGatewayResponse();
        // the gateway failed: its error as the batch gateway reported it (e.g. HttpError(status, message))
        if (failures[0]) _revertWith(responses[0]);
        (bool ok, bytes memory answer) = p.resolver.staticcall(abi.encodeWithSelector(p.callback, responses[0], p.extraData));
        // a nested lookup resumes in the callback running now
        p.callback = msg.sig;
        result = _answer(ok, answer, p);
    }

    /// A resolver's answer: its result, or our `OffchainLookup` for its own, or `ResolverError`.
    function _answer(bool ok, bytes memory answer, Pending memory p) private view returns (bytes memory) {
        if (ok) return p.extended ? abi.decode(answer, (bytes)) : answer;
        if (answer.length < 4 || bytes4(answer) != OffchainLookup.selector) revert ResolverError(answer);
        (address sender, string[] memory urls, bytes memory callData, bytes4 callback, bytes memory extraData) =
            abi.decode(_withoutSelector(answer), (address, string[], bytes, bytes4, bytes));
        if (sender != p.resolver) revert ResolverError(answer);
        IBatchGateway.Query[] memory queries = new IBatchGateway.Query[](1);
        queries[0] = IBatchGateway.Query(sender, urls, callData);
        bytes4 ours = p.callback;
        p.callback = callback;
        p.extraData = extraData;
        revert OffchainLookup(
            address(this), p.gateways, abi.encodeCall(IBatchGateway.query, (queries)), ours, abi.encode(p)
        );
    }

    function _supportsExtended(address resolver) private view returns (bool) {
        (bool ok, bytes memory answer) =
            resolver.staticcall{gas: 30_000}(abi.encodeWithSelector(SUPPORTS_INTERFACE, EXTENDED_RESOLVER));
        return ok && answer.length >= 32 && abi.decode(answer, (bool));
    }

    // ---- names ----------------------------------------------------------------------------------------------

    /// ENS namehash of the DNS-encoded name starting at `offset`.
    function namehash(bytes memory name, uint256 offset) public pure returns (bytes32) {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 length = uint8(name[offset]);
        if (length == 0) {
            if (offset + 1 != name.length) revert DNSDecodingFailed(name);
            return bytes32(0);
        }
        if (offset + 1 + length >= name.length) revert DNSDecodingFailed(name);
        bytes32 label;
        assembly {
            label := keccak256(add(add(name, 33), offset), length)
        }
        return keccak256(abi.encodePacked(namehash(name, offset + 1 + length), label));
    }

    function _dnsEncode(string memory name) private pure returns (bytes memory dns) {
        bytes memory text = bytes(name);
        dns = new bytes(text.length + 2);
        uint256 start = 0;
        for (uint256 i = 0; i <= text.length; i++) {
            if (i < text.length && text[i] != ".") continue;
            uint256 length = i - start;
            if (length == 0 || length > 255) revert DNSEncodingFailed(name);
            dns[start] = bytes1(uint8(length));
            for (uint256 j = start; j < i; j++) {
                dns[j + 1] = text[j];
            }
            start = i + 1;
        }
    }

    /// ENSIP-19's reverse name, DNS-encoded.
    function _reverseName(bytes memory lookupAddress, uint256 coinType) private pure returns (bytes memory) {
        if (lookupAddress.length == 0 || lookupAddress.length > 127) revert DNSEncodingFailed("");
        bytes memory namespace = coinType == ETH_COIN_TYPE ? bytes("addr") : _hex(abi.encodePacked(coinType), true);
        bytes memory label = _hex(lookupAddress, false);
        return abi.encodePacked(
            uint8(label.length), label, uint8(namespace.length), namespace, uint8(7), "reverse", uint8(0)
        );
    }

    /// Lowercase hex without 0x (`trim`: without leading zeros).
    function _hex(bytes memory data, bool trim) private pure returns (bytes memory out) {
        bytes16 digits = "0123456789abcdef";
        out = new bytes(data.length * 2);
        for (uint256 i = 0; i < data.length; i++) {
            out[2 * i] = digits[uint8(data[i]) >> 4];
            out[2 * i + 1] = digits[uint8(data[i]) & 0x0f];
        }
        if (!trim) return out;
        uint256 zeros = 0;
        while (zeros + 1 < out.length && out[zeros] == "0") zeros++;
        bytes memory trimmed = new bytes(out.length - zeros);
        for (uint256 i = 0; i < trimmed.length; i++) {
            trimmed[i] = out[zeros + i];
        }
        return trimmed;
    }

    // ---- bytes ----------------------------------------------------------------------------------------------

    function _orLocal(string[] memory gateways) private pure returns (string[] memory) {
        if (gateways.length > 0) return gateways;
        string[] memory local = new string[](1);
        local[0] = "x-batch-gateway:true";
        return local;
    }

    function _withoutSelector(bytes memory data) private pure returns (bytes memory out) {
        out = new bytes(data.length - 4);
        assembly {
            mcopy(add(out, 32), add(data, 36), mload(out))
        }
    }

    function _revertWith(bytes memory data) private pure {
        assembly {
            revert(add(data, 32), mload(data))
        }
    }
}
