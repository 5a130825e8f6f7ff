// Sign in with X as AppKit's docs (authentication/siwx) write it: DefaultSIWX, custom parts, a full custom
// config, Reown Authentication.

import type { CaipNetworkId } from '@reown/appkit'
import type { SIWXConfig, SIWXMessage, SIWXSession } from '@reown/appkit-siwx'
import {
  DefaultSIWX,
  EIP155Verifier,
  InformalMessenger,
  LocalStorage,
  ReownAuthentication,
  SIWXMessenger,
  type SIWXStorage,
  SIWXVerifier,
  SolanaVerifier,
} from '@reown/appkit-siwx'

export const defaultSiwx = new DefaultSIWX()

export const customizedSiwx = new DefaultSIWX({
  messenger: new InformalMessenger({
    domain: 'reown.com',
    uri: 'https://reown.com',
    getNonce: async () => Math.round(Math.random() * 10000).toString(),
  }),
  verifiers: [new EIP155Verifier(), new SolanaVerifier()],
  storage: new LocalStorage({ key: '@appkit/siwx' }),
})

export class MyMessenger extends SIWXMessenger {
  protected readonly version = '1'

  protected override stringify(params: SIWXMessage.Data): string {
    return `My message for ${params.accountAddress} on ${params.chainId}`
  }
}

export class MyVerifier extends SIWXVerifier {
  public readonly chainNamespace = 'eip155'

  public async verify(session: SIWXSession): Promise<boolean> {
    return session.signature.length > 0
  }
}

export class MyStorage implements SIWXStorage {
  private sessions: SIWXSession[] = []

  async add(session: SIWXSession): Promise<void> {
    this.sessions.push(session)
  }

  async set(sessions: SIWXSession[]): Promise<void> {
    this.sessions = sessions
  }

  async get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    return this.sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address)
  }

  async delete(chainId: string, address: string): Promise<void> {
    this.sessions = this.sessions.filter((s) => !(s.data.chainId === chainId && s.data.accountAddress === address))
  }
}

export const myParts = new DefaultSIWX({
  messenger: new MyMessenger({ domain: 'example.com', uri: 'https://example.com', getNonce: async () => '12345678' }),
  verifiers: [new MyVerifier()],
  storage: new MyStorage(),
})

// a full custom implementation, typed by AppKit's SIWXConfig interface
export const fullyCustom: SIWXConfig = {
  createMessage: async (input: SIWXMessage.Input) => {
    const data: SIWXMessage.Data = {
      ...input,
      domain: 'example.com',
      uri: 'https://example.com',
      version: '1',
      nonce: '12345678',
      issuedAt: new Date().toISOString(),
    }
    return { ...data, toString: () => `${data.domain} wants ${data.accountAddress}` }
  },
  addSession: async (_session: SIWXSession) => undefined,
  revokeSession: async (_chainId: CaipNetworkId, _address: string) => undefined,
  setSessions: async (_sessions: SIWXSession[]) => undefined,
  getSessions: async (_chainId: CaipNetworkId, _address: string) => [],
  getRequired: () => false,
  signOutOnDisconnect: true,
}

export const reownAuthentication = new ReownAuthentication()

export async function sessionAccount(siwx: ReownAuthentication) {
  const account: ReownAuthentication.SessionAccount = await siwx.getSessionAccount()
  const off = siwx.on('sessionChanged', (session) => console.log(session?.data.accountAddress))
  off()
  return `${account.address} ${account.chainId} ${account.caip2Network}`
}
