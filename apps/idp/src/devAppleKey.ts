import { createECDH, createHash, createPrivateKey, createPublicKey } from 'node:crypto'

/**
 * The local Apple's client-secret key pair (P-256), derived from a fixed dev seed so that the server's
 * `SOCIAL_PROVIDERS` can be written before the local provider starts (`npm start`, the e2e stack). A key
 * anyone can derive: development and tests only — a real Apple key is the operator's .p8.
 */
export function devAppleKey(seed = 'gangway-dev-apple-client-secret-key'): {
  privateKeyPem: string
  publicKeyPem: string
} {
  const d = createHash('sha256').update(seed).digest()
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(d)
  const point = ecdh.getPublicKey()
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    d: d.toString('base64url'),
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  }
  const privateKey = createPrivateKey({ key: jwk, format: 'jwk' })
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
  }
}
