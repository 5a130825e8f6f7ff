import { describe } from 'vitest'
import { mailboxContract } from '../test/mailboxContract.ts'
import { createMemoryMailbox } from './createMemoryMailbox.ts'

describe('memory mailbox', () => {
  mailboxContract(async () => createMemoryMailbox())
})
