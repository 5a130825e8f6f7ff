// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Devnet ERC-20 with configurable decimals; the deployer mints seed balances.
contract DevToken is ERC20 {
    uint8 private immutable _decimals;
    address public immutable minter;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) ERC20(name_, symbol_) {
        _decimals = decimals_;
        minter = msg.sender;
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "DevToken: not minter");
        _mint(to, amount);
    }
}
