import { companyConfig } from '@atendimento/domain/company'
import type { Receipt } from '@atendimento/domain/schemas/payment'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { queueMail } from '../../mail/queued-mail.ts'
import { receiptEmail } from '../../mail/templates.ts'

const DAY = 24 * 60 * 60 * 1000

/**
 * Starts delivering the receipts a settlement just queued (without waiting): called after the
 * transactions that may pay a payment. What this misses, the maintenance's retry delivers.
 */
export function deliverReceipts(ctx: Pick<ApiContext, 'mailer' | 'log'>): void {
  ctx.mailer.deliverQueued().catch((error: unknown) => {
    ctx.log({ level: 'error', msg: 'falha ao enviar recibos', err: String(error) })
  })
}

/**
 * The company printed on receipts: the same VITE_COMPANY_* variables the site is built with
 * (one .env sets both), so the receipt and the legal pages name the same company.
 */
export function receiptCompany(env: NodeJS.ProcessEnv = process.env) {
  const company = companyConfig({
    registeredName: env.VITE_COMPANY_REGISTERED_NAME,
    cnpj: env.VITE_COMPANY_CNPJ,
  })
  return { name: company.registeredName, cnpj: company.cnpj }
}

/**
 * What a paid payment paid for. An upgrade's pro-rata charge: from when it was made to the end of
 * the period it completes. Any other: the cycle from the date billed, as settlePayment moves
 * nextBillingDate; a payment made after that whole cycle had passed starts a fresh one when paid.
 */
function periodPaid(
  payment: { billing_date: Date; period_end: Date | null },
  paidAt: Date,
  cycleDays: number,
): { start: Date; end: Date } {
  if (payment.period_end) return { start: payment.billing_date, end: payment.period_end }
  const cycle = cycleDays * DAY
  const start =
    payment.billing_date.getTime() + cycle <= paidAt.getTime() ? paidAt : payment.billing_date
  return { start, end: new Date(start.getTime() + cycle) }
}

/** The receipt of a payment (of this user, when one is given); undefined when there is none. */
export async function loadReceipt(
  db: Db,
  paymentId: string,
  userId?: string,
): Promise<{ receipt: Receipt | null; email: string } | undefined> {
  let query = db
    .selectFrom('payments')
    .innerJoin('plans', 'plans.id', 'payments.plan_id')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .innerJoin('subscriptions', 'subscriptions.id', 'payments.subscription_id')
    .selectAll('payments')
    .select([
      'plans.name as plan_name',
      'users.name as user_name',
      'users.email as user_email',
      'subscriptions.billing_cycle_days',
    ])
    .where('payments.id', '=', paymentId)
  if (userId) query = query.where('payments.user_id', '=', userId)
  const row = await query.executeTakeFirst()
  if (!row) return undefined
  if (row.status !== 'paid' || !row.paid_at) return { receipt: null, email: row.user_email }
  const { start, end } = periodPaid(row, row.paid_at, row.billing_cycle_days)
  return {
    email: row.user_email,
    receipt: {
      paymentId: row.id,
      planName: row.plan_name,
      amount: row.amount_cents,
      paidAt: row.paid_at.toISOString(),
      method: row.method,
      card:
        row.method === 'credit_card' && row.card_brand && row.card_last4
          ? { brand: row.card_brand, last4: row.card_last4 }
          : null,
      periodStart: start.toISOString(),
      periodEnd: end.toISOString(),
      customer: { name: row.user_name, email: row.user_email },
      company: receiptCompany(),
    },
  }
}

/**
 * Writes the receipt e-mail of a payment just paid into the outbox, inside the transaction
 * that settled it: whoever settles it (checkout, status check, webhook, billing job, in any
 * process), the first to mark `receipt_queued_at` writes it and everyone else finds it marked.
 * The outbox's retry delivers it.
 */
export async function queueReceipt(trx: Db, paymentId: string, now: Date): Promise<void> {
  const marked = await trx
    .updateTable('payments')
    .set({ receipt_queued_at: now })
    .where('id', '=', paymentId)
    .where('status', '=', 'paid')
    .where('receipt_queued_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  if (!marked) return
  const loaded = await loadReceipt(trx, paymentId)
  if (!loaded?.receipt) return
  await queueMail(trx, receiptEmail(loaded.email, loaded.receipt), now)
}
