/** An Amino `StdSignDoc` (the JSON a Cosmos wallet signs with `cosmos_signAmino`). */
export type AminoSignDoc = {
  chain_id: string
  account_number: string
  sequence: string
  fee: { gas: string; amount: { denom: string; amount: string }[] }
  msgs: { type: string; value: Record<string, unknown> }[]
  memo: string
}

/** Base64 of a string's UTF-8 bytes (browsers and Node alike, no Buffer). */
function utf8ToBase64(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * The ADR-036 sign doc of an off-chain message (Cosmos SDK ADR-036, what Keplr's `signArbitrary` signs): one
 * `sign/MsgSignData` with the signer and the message's bytes in base64, empty chain id, zero account number,
 * sequence and fee. A wallet signs it with `cosmos_signAmino`; a verifier rebuilds it from the signer and
 * the message, serialises it as Amino JSON (sorted keys) and checks the secp256k1 signature over its SHA-256.
 */
export function adr36SignDoc(signer: string, message: string): AminoSignDoc {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: utf8ToBase64(message) } }],
    memo: '',
  }
}
