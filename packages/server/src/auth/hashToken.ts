import { createHash } from 'node:crypto'

/** SHA-256 (base64url) of a random token, as stored: the token itself is never kept. */
export const hashToken = (text: string) => createHash('sha256').update(text).digest('base64url')
