import { formatDateTime } from '../dates.ts'
import { ENTITLEMENT_LABELS, type Entitlement } from '../devices/entitlements.ts'
import { billingCycleLabel, formatCents } from '../money.ts'
import { PLATFORM_LABELS } from '../release-rules.ts'
import type { AuditAction } from '../schemas/admin.ts'
import { PAYMENT_STATUS_LABELS, SUBSCRIPTION_STATUS_LABELS } from '../subscription.ts'

// The audit log's 'Antes' and 'Depois' in words: each field an operator action records (see the
// API's admin module) with a pt-BR label, statuses as the rest of the console names them, money
// in reais and instants in São Paulo time. Pure, so the console and its tests agree.

/** An e-mail's state in the outbox, as the customer page says it. */
export const EMAIL_STATUS_LABELS: Record<string, string> = {
  pending: 'Na fila',
  sent: 'Enviado',
  failed: 'Falhou',
}

const STATUS_LABELS: Record<string, Record<string, string>> = {
  payment: PAYMENT_STATUS_LABELS,
  subscription: SUBSCRIPTION_STATUS_LABELS,
  email: EMAIL_STATUS_LABELS,
}

const EMPTY = '—'
const yesNo = (value: unknown) => (value ? 'Sim' : 'Não')
const cents = (value: unknown) => (typeof value === 'number' ? formatCents(value) : String(value))
const instant = (value: unknown) =>
  (typeof value === 'string' && formatDateTime(value)) || String(value)
const count = (value: unknown) =>
  typeof value === 'number' ? new Intl.NumberFormat('pt-BR').format(value) : String(value)
const list = (value: unknown, label: (item: string) => string = (item) => item) =>
  Array.isArray(value)
    ? value.length
      ? value.map((item) => label(String(item))).join(', ')
      : EMPTY
    : String(value)

type Field = { label: string; value: (value: unknown, action: AuditAction) => string }

/**
 * Every field the operator actions record, in the order a line reads them (the database keeps a
 * record's keys in an order of its own); another field follows with its own name and value.
 */
const FIELDS: Record<string, Field> = {
  status: {
    label: 'Situação',
    value: (value, action) => {
      const entity = action.split('.')[0] ?? ''
      return STATUS_LABELS[entity]?.[String(value)] ?? String(value)
    },
  },
  amount: { label: 'Valor', value: cents },
  canceledAt: { label: 'Cancelada em', value: instant },
  attempts: { label: 'Tentativas de envio', value: count },
  name: { label: 'Nome', value: String },
  description: { label: 'Descrição', value: String },
  price: { label: 'Preço', value: cents },
  billingCycleDays: {
    label: 'Cobrança',
    value: (value) => (typeof value === 'number' ? billingCycleLabel(value) : String(value)),
  },
  features: { label: 'Recursos', value: (value) => list(value) },
  maxDevices: { label: 'Computadores', value: count },
  entitlements: {
    label: 'Liberações no app',
    value: (value) => list(value, (code) => ENTITLEMENT_LABELS[code as Entitlement] ?? code),
  },
  active: { label: 'À venda', value: yesNo },
  position: { label: 'Posição na lista', value: count },
  _id: { label: 'Código', value: String },
  platform: {
    label: 'Sistema',
    value: (value) => PLATFORM_LABELS[value as keyof typeof PLATFORM_LABELS] ?? String(value),
  },
  appVersion: { label: 'Versão do app', value: String },
  approvedAt: { label: 'Conectado em', value: instant },
  approvedFrom: { label: 'IP da conexão', value: String },
  lastSeenAt: { label: 'Visto por último', value: instant },
  connected: { label: 'Conectado', value: yesNo },
  stagingPercentage: {
    label: 'Liberação gradual',
    value: (value) => (typeof value === 'number' ? `${count(value)}%` : String(value)),
  },
}
const ORDER = Object.keys(FIELDS)
const rank = (key: string) => {
  const index = ORDER.indexOf(key)
  return index === -1 ? ORDER.length : index
}

export interface AuditValue {
  label: string
  value: string
}

/** One recorded side of an action ('Antes' or 'Depois'), field by field, in words. */
export function auditValues(
  action: AuditAction,
  record: Record<string, unknown> | null,
): AuditValue[] {
  if (!record) return []
  const entries = Object.entries(record).sort(([a], [b]) => rank(a) - rank(b))
  return entries.map(([key, value]) => {
    const field = FIELDS[key]
    const label = field?.label ?? key
    if (value === null || value === undefined || value === '') return { label, value: EMPTY }
    return { label, value: field ? field.value(value, action) : list(value) }
  })
}

/** The same in one line: 'Situação: Pago; Valor: R$ 49,99', or '—' when nothing was recorded. */
export function auditValuesText(
  action: AuditAction,
  record: Record<string, unknown> | null,
): string {
  const values = auditValues(action, record)
  if (values.length === 0) return EMPTY
  return values.map(({ label, value }) => `${label}: ${value}`).join('; ')
}
