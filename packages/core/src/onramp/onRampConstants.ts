/** The Buy flow's numbers (not in SPEC §9 unless said; kept out of `ConstantsUtil`, which loads up front). */
export const OnRampConstants = {
  /** How often BuyInProgress asks the server about the purchase (AppKit Pay polls a buy every 3 s). */
  PURCHASE_POLL_MS: 3_000,
  /** The amounts offered as one-click presets (AppKit's `BUY_PRESET_AMOUNTS`). */
  PRESET_AMOUNTS: [100, 250, 500, 1000],
  /** The namespaces on-ramps sell for (AppKit's `ONRAMP_SUPPORTED_CHAIN_NAMESPACES`). */
  NAMESPACES: ['eip155', 'solana'],
  /** The provider's window (AppKit opens `width=600,height=800,scrollbars=yes`). */
  POPUP_NAME: 'gangway-onramp',
  /** A new quote is asked for once typing pauses this long. */
  QUOTE_DEBOUNCE_MS: 300,
} as const
