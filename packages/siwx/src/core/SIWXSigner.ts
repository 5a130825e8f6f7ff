/**
 * Signs sign-in messages with something other than the connected wallet (a config without a signer lets the
 * kit ask the wallet, `personal_sign` on eip155). AppKit's shape, with the chain and account passed along.
 */
export abstract class SIWXSigner {
  abstract signMessage(message: string, params: { chainId: string; accountAddress: string }): Promise<string>
}
