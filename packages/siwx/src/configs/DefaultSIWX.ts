import { SIWXConfig } from '../core/SIWXConfig.ts'
import { DefaultMessenger } from '../messengers/DefaultMessenger.ts'
import { LocalStorage } from '../storages/LocalStorage.ts'
import { BIP122Verifier } from '../verifiers/BIP122Verifier.ts'
import { EIP155Verifier } from '../verifiers/EIP155Verifier.ts'
import { SolanaVerifier } from '../verifiers/SolanaVerifier.ts'

/**
 * The default config (AppKit's `DefaultSIWX`): sessions in the browser's `localStorage`, verified in the
 * browser. Each part can be replaced: `messenger` (default: EIP-4361 on eip155, the informal CAIP-122 text
 * elsewhere), `verifiers` (default: `EIP155Verifier`, `SolanaVerifier` and `BIP122Verifier`),
 * `storage` (default: `LocalStorage` under `@gangway/siwx`), `signer` (default: none — the wallet signs).
 */
export class DefaultSIWX extends SIWXConfig {
  constructor(params: Partial<SIWXConfig.ConstructorParams> = {}) {
    super({
      ...params,
      messenger: params.messenger ?? new DefaultMessenger(),
      verifiers: params.verifiers ?? [new EIP155Verifier(), new SolanaVerifier(), new BIP122Verifier()],
      storage: params.storage ?? new LocalStorage(),
    })
  }
}
