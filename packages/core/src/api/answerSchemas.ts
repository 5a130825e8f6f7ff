/**
 * The protocol schemas of the server answers a page gets before its dialog opens (the project's remote
 * features, the recommended wallets, an error's body). Loaded with `import()` when an answer arrives, so zod
 * is no part of the JavaScript a page loads up front (issue 38); every answer is still checked by the schema
 * the server answers with.
 */
export { ApiErrorSchema, GetWalletsResponseSchema, ProjectConfigResponseSchema } from '@gangway/protocol'
