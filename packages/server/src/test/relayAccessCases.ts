import type { RawClientOptions } from './rawRelayClient.ts'
import { testProject } from './startTestRelay.ts'

/** A project with an allowed origin and app ids that refuses clients without an origin. */
export const shopProject = testProject({
  id: 'shop',
  name: 'Shop',
  allowedOrigins: ['https://shop.example'],
  allowedAppIds: ['com.example.wallet', 'io.example.Wallet'],
  allowNoOrigin: false,
})

/** Relay clients refused at the door (issue 23), with the close reason they get (code 3000). */
export const refusals: [string, RawClientOptions, string][] = [
  ['a missing project id', { projectId: null }, 'Authorization error: Project ID is missing'],
  ['an unknown project id', { projectId: 'non-existent' }, 'Project not found'],
  ['a malformed project id', { projectId: 'no such/project' }, 'Project not found'],
  [
    'a browser origin the project does not list',
    { projectId: 'shop', origin: 'https://evil.example' },
    'Unauthorized: origin not allowed',
  ],
  ['a null origin', { projectId: 'shop', origin: 'null' }, 'Unauthorized: origin not allowed'],
  [
    'an Android packageName the project does not list',
    { projectId: 'shop', query: { packageName: 'com.evil.app' } },
    'Unauthorized: origin not allowed',
  ],
  [
    'an iOS bundleId the project does not list',
    { projectId: 'shop', query: { bundleId: 'io.evil.App' } },
    'Unauthorized: origin not allowed',
  ],
  [
    'a browser claiming an allowed app id',
    { projectId: 'shop', origin: 'https://evil.example', query: { packageName: 'com.example.wallet' } },
    'Unauthorized: origin not allowed',
  ],
  ['no origin where the project does not allow it', { projectId: 'shop' }, 'Unauthorized: origin not allowed'],
  ['a foreign origin on the local project', { origin: 'https://evil.example' }, 'Unauthorized: origin not allowed'],
  ['a relay token valid for ten years', { ttl: 10 * 365 * 86_400 }, 'auth token lifetime exceeds 86400 seconds'],
]

/** Relay clients admitted (origin `own`: the relay's own origin, as React Native sends). */
export const admissions: [string, RawClientOptions][] = [
  ['a browser on an allowed origin', { projectId: 'shop', origin: 'https://shop.example' }],
  ['an allowed Android packageName', { projectId: 'shop', query: { packageName: 'com.example.wallet' } }],
  ['an allowed iOS bundleId', { projectId: 'shop', query: { bundleId: 'io.example.Wallet' } }],
  [
    'React Native (Origin = the relay itself) with an allowed bundleId',
    { projectId: 'shop', query: { bundleId: 'io.example.Wallet' }, origin: 'own' },
  ],
  ['no origin where the project allows it', {}],
  ['the demo page on localhost', { origin: 'http://localhost:5173' }],
  ['a token of one day, as the official clients mint', { ttl: 86_400 }],
]
