import type { PaymentFilterId } from '@atendimento/domain/subscription'

// The key factories every list shares, in one place, so a write can name every list it changes
// (conventions: mutations invalidate, in their own onSuccess, every key whose list they change)
// without importing the screens that show them.

/** A customer's lists; the keys carry the user, so one person's lists never show for the next. */
export const accountKeys = {
  subscriptions: (userId: string) => ['subscriptions', { userId }] as const,
  /** Every payment list of the user, whatever its filter. */
  allPayments: (userId: string) => ['payments', { userId }] as const,
  payments: (userId: string, filter: PaymentFilterId) => ['payments', { userId, filter }] as const,
  /** The computers and seats: the seats follow the plan. */
  devices: (userId: string) => ['devices', { userId }] as const,
  /** Every receipt of the user: a refund changes what one says. */
  receipts: (userId: string) => ['receipt', { userId }] as const,
}

/** The operator console's lists: figures, customers, audit log, reconciliation, computers. */
export const consoleKeys = {
  all: ['admin'] as const,
  devices: ['admin-devices'] as const,
}
