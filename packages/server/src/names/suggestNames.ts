import { randomInt } from 'node:crypto'
import type { ProfileSuggestions } from '@gangway/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { NameLimits } from './NameLimits.ts'
import { hasReservedPrefix, isValidLabel, type ParsedName } from './parseName.ts'

/** Endings tried after a taken label (`alice-app`…), beside a few numbers (`alice42`…). */
const WORDS = ['id', 'app', 'one', 'xyz', 'web3', 'dev']

/**
 * The asked name with whether it is registered (a reserved label counts as registered); when it is, up to `SUGGESTIONS_MAX` free alternatives (the
 * label with digits or a word appended, each checked against the table and SPEC §5) follow it.
 */
export async function suggestNames(
  db: Kysely<Database>,
  asked: ParsedName,
  zone: string,
  reserved: ReadonlySet<string> = new Set(),
): Promise<ProfileSuggestions> {
  const taken =
    reserved.has(asked.label) ||
    (await db.selectFrom('names').select('name').where('name', '=', asked.name).executeTakeFirst()) !== undefined
  const suggestions = [{ name: asked.name, registered: taken }]
  if (!taken) return { suggestions, zone }
  const numbers = new Set<number>()
  while (numbers.size < 6) numbers.add(randomInt(1, 1000))
  // a long label is cut so that its alternatives stay within a label's limit
  const base = (ending: string) => `${asked.label.slice(0, NameLimits.LABEL_MAX_LENGTH - ending.length)}${ending}`
  const digits = [...numbers].map((n) => base(String(n)))
  const labels = WORDS.flatMap((word, i) => [digits[i] ?? '', base(`-${word}`)]).filter(
    (label) => isValidLabel(label) && !hasReservedPrefix(label) && !reserved.has(label) && label !== asked.label,
  )
  const candidates = [...new Set(labels.map((label) => `${label}.${zone}`))]
  const used = new Set(
    (await db.selectFrom('names').select('name').where('name', 'in', candidates).execute()).map((r) => r.name),
  )
  for (const name of candidates) {
    if (suggestions.length > NameLimits.SUGGESTIONS_MAX) break
    if (!used.has(name)) suggestions.push({ name, registered: false })
  }
  return { suggestions, zone }
}
