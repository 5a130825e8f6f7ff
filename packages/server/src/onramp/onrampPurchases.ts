import type { OnrampPurchase } from '@gangway/protocol'
import type { Kysely, Selectable } from 'kysely'
import type { Database, OnrampPurchasesTable } from '../db/Database.ts'
import type { OnrampWebhookEvent } from './OnrampProviderPlugin.ts'

export type NewOnrampPurchase = {
  id: string
  projectId: string
  provider: string
  account: string
  purchaseCurrency: string
  asset: string
  purchaseAmount: string | null
  paymentCurrency: string
  paymentAmount: string
  paymentMethod: string
}

/** What a webhook event did: recorded and moved the purchase, recorded only, or refused. */
export type WebhookOutcome = 'transitioned' | 'recorded' | 'replayed' | 'unknown-purchase'

const toPurchase = (r: Selectable<OnrampPurchasesTable>): OnrampPurchase => ({
  id: r.id,
  provider: r.provider,
  status: r.status,
  account: r.account,
  purchaseCurrency: r.purchase_currency,
  purchaseAmount: r.purchase_amount,
  paymentCurrency: r.payment_currency,
  paymentAmount: r.payment_amount,
  txHash: r.tx_hash,
  failureReason: r.failure_reason,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
})

/** Replays in a transaction end it without changes. */
class Rollback extends Error {
  constructor(readonly outcome: WebhookOutcome) {
    super(outcome)
  }
}

/** The on-ramp purchases and webhook events (migration 0011). */
export function onrampPurchases(db: Kysely<Database>) {
  return {
    async create(p: NewOnrampPurchase): Promise<void> {
      await db
        .insertInto('onramp_purchases')
        .values({
          id: p.id,
          project_id: p.projectId,
          provider: p.provider,
          status: 'pending',
          account: p.account,
          purchase_currency: p.purchaseCurrency,
          asset: p.asset,
          purchase_amount: p.purchaseAmount,
          payment_currency: p.paymentCurrency,
          payment_amount: p.paymentAmount,
          payment_method: p.paymentMethod,
        })
        .execute()
    },

    /** The purchases of a project among `ids`, in the order asked; unknown ids are left out. */
    async byIds(projectId: string, ids: readonly string[]): Promise<OnrampPurchase[]> {
      if (ids.length === 0) return []
      const rows = await db
        .selectFrom('onramp_purchases')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('id', 'in', [...ids])
        .execute()
      const byId = new Map(rows.map((r) => [r.id, r]))
      return ids.flatMap((id) => {
        const r = byId.get(id)
        return r ? [toPurchase(r)] : []
      })
    },

    /**
     * Records a verified event of `provider` and applies it, atomically: the event id is inserted with ON
     * CONFLICT DO NOTHING (a replay → 'replayed', nothing changed); a completed/failed event moves the
     * purchase only from `pending` (`UPDATE … WHERE status = 'pending' RETURNING`), so of many concurrent
     * events exactly one transitions it. A purchase this provider does not have → 'unknown-purchase', nothing
     * recorded.
     */
    async applyEvent(provider: string, event: OnrampWebhookEvent): Promise<WebhookOutcome> {
      try {
        return await db.transaction().execute(async (tx) => {
          const inserted = await tx
            .insertInto('onramp_webhook_events')
            .values({ provider, event_id: event.eventId, purchase_id: event.purchaseId, status: event.status })
            .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
            .returning('event_id')
            .executeTakeFirst()
          if (!inserted) throw new Rollback('replayed')
          const purchase = await tx
            .selectFrom('onramp_purchases')
            .select('id')
            .where('id', '=', event.purchaseId)
            .where('provider', '=', provider)
            .executeTakeFirst()
          if (!purchase) throw new Rollback('unknown-purchase')
          if (event.status === 'pending') return 'recorded'
          const moved = await tx
            .updateTable('onramp_purchases')
            .set((eb) => ({
              status: event.status,
              tx_hash: event.txHash ?? null,
              failure_reason: event.status === 'failed' ? (event.failureReason ?? 'The payment failed') : null,
              purchase_amount: event.cryptoAmount ?? eb.ref('purchase_amount'),
              payment_amount: event.fiatAmount ?? eb.ref('payment_amount'),
              updated_at: new Date(),
            }))
            .where('id', '=', event.purchaseId)
            .where('provider', '=', provider)
            .where('status', '=', 'pending')
            .returning('id')
            .executeTakeFirst()
          return moved ? 'transitioned' : 'recorded'
        })
      } catch (error) {
        if (error instanceof Rollback) return error.outcome
        throw error
      }
    },
  }
}
