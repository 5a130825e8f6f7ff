import { createHash, createHmac } from 'node:crypto'

/**
 * The login widget's data as Telegram signs it (core.telegram.org/widgets/login, "Checking authorization"),
 * written out step by step from the documentation for tests — not with the code under test: the
 * data-check-string (fields sorted, `key=value`, line feeds), the key SHA-256(bot token), the hex HMAC.
 */
export function telegramData<T extends Record<string, string | number>>(
  fields: T,
  botToken: string,
): T & { hash: string } {
  const checkString = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n')
  const key = createHash('sha256').update(botToken).digest()
  return { ...fields, hash: createHmac('sha256', key).update(checkString).digest('hex') }
}
