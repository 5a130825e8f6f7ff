import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { AuthLimits } from './authLimits.ts'
import { hashToken } from './hashToken.ts'
import type { SendLoginMail } from './loginMail.ts'
import { deviceMessage } from './loginMessages.ts'

/**
 * Devices approved to log in as an e-mail of a project. A new device gets a link by mail, valid 15 minutes
 * and usable once; opening it shows a page that names the site and the address and asks to confirm (a POST),
 * so a mail scanner that follows links approves nothing. Unapproved rows are deleted once their link expires.
 */
export function deviceApprovals(
  db: Kysely<Database>,
  sendLoginMail: SendLoginMail,
  publicUrl: () => string,
  now: () => number,
) {
  const approved = async (projectId: string, email: string, deviceId: string) =>
    Boolean(
      (
        await db
          .selectFrom('auth_devices')
          .select('approved_at')
          .where('project_id', '=', projectId)
          .where('email', '=', email)
          .where('device_id', '=', deviceId)
          .executeTakeFirst()
      )?.approved_at,
    )

  return {
    approved,

    /** Stores a new link for the device and mails it; nothing stays stored when the mail cannot go. */
    async requestApproval(project: { id: string; name: string }, email: string, deviceId: string) {
      const token = randomBytes(24).toString('base64url')
      const row = {
        project_id: project.id,
        email,
        device_id: deviceId,
        approve_hash: hashToken(token),
        approved_at: null,
        expires_at: new Date(now() + AuthLimits.DEVICE_LINK_TTL_MS),
      }
      await db
        .insertInto('auth_devices')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['project_id', 'email', 'device_id'])
            .doUpdateSet({ approve_hash: row.approve_hash, expires_at: row.expires_at })
            .where('auth_devices.approved_at', 'is', null),
        )
        .execute()
      await sendLoginMail(
        email,
        await deviceMessage(project.name, email, `${publicUrl()}/auth/v1/device/approve?token=${token}`),
        async () => {
          await db
            .deleteFrom('auth_devices')
            .where('approve_hash', '=', row.approve_hash)
            .where('approved_at', 'is', null)
            .execute()
        },
      )
    },

    /** What a live link is for (shown on the confirm page); undefined for an unknown, used or expired link. */
    async describeLink(token: string) {
      return db
        .selectFrom('auth_devices as d')
        .innerJoin('projects as p', 'p.id', 'd.project_id')
        .select(['d.email', 'p.name as site'])
        .where('d.approve_hash', '=', hashToken(token))
        .where('d.approved_at', 'is', null)
        .where('d.expires_at', '>', new Date(now()))
        .executeTakeFirst()
    },

    /** The confirmation: approves the device of a live link, once. */
    async approve(token: string) {
      const row = await db
        .updateTable('auth_devices')
        .set({ approved_at: new Date(now()) })
        .where('approve_hash', '=', hashToken(token))
        .where('approved_at', 'is', null)
        .where('expires_at', '>', new Date(now()))
        .returning('email')
        .executeTakeFirst()
      return Boolean(row)
    },
  }
}
