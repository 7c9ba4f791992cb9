import type { ColumnType, Generated } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type Timestamp = ColumnType<Date, Date | string, Date | string>
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>

export interface PlansTable {
  id: string
  name: string
  description: string
  price_cents: number
  billing_cycle_days: number
  features: ColumnType<string[], string, string>
  active: Generated<boolean>
  position: Generated<number>
  created_at: CreatedAt
}

export type UserRole = 'customer' | 'operator'

export interface UsersTable {
  id: string
  name: string
  email: string
  phone: string
  document: string
  birthdate: string
  gender: 'male' | 'female'
  zip_code: string
  state: string
  city: string
  neighborhood: string
  address: string
  address_number: string
  complement: string | null
  accepted_terms: boolean
  terms_accepted_at: Timestamp
  password_hash: string
  role: Generated<UserRole>
  created_at: CreatedAt
  updated_at: Timestamp
  notify_email: Generated<boolean>
  notify_weekly_reports: Generated<boolean>
  /** Set when the holder deleted the account: the row stays, anonymised, for its payments. */
  deleted_at: NullableTimestamp
}

export interface SessionsTable {
  id: string
  user_id: string
  token_hash: string
  remember: boolean
  created_at: CreatedAt
  expires_at: Timestamp
  revoked_at: NullableTimestamp
}

export interface PasswordResetsTable {
  user_id: string
  code_hash: string
  attempts: Generated<number>
  created_at: CreatedAt
  expires_at: Timestamp
  used_at: NullableTimestamp
  requester_hash: string | null
  foreign_attempts: Generated<number>
}

export interface GatewayCustomersTable {
  user_id: string
  gateway: string
  customer_ref: string
  created_at: CreatedAt
}

export type SubscriptionStatus = 'active' | 'pending' | 'trialing' | 'canceled'
export type PaymentStatus = 'paid' | 'pending' | 'failed' | 'canceled' | 'refunded' | 'scheduled'

export interface SubscriptionsTable {
  id: string
  user_id: string
  plan_id: string
  status: SubscriptionStatus
  price_cents: number
  billing_cycle_days: number
  next_billing_date: NullableTimestamp
  canceled_at: NullableTimestamp
  gateway: string
  gateway_subscription_ref: string | null
  card_brand: string | null
  card_last4: string | null
  card_token: string | null
  created_at: CreatedAt
  updated_at: Timestamp
  payment_method: ColumnType<'credit_card' | 'pix', 'credit_card' | 'pix' | undefined>
}

export interface PaymentsTable {
  id: string
  subscription_id: string
  user_id: string
  plan_id: string
  amount_cents: number
  status: PaymentStatus
  method: 'credit_card' | 'pix'
  billing_date: Timestamp
  paid_at: NullableTimestamp
  gateway: string
  gateway_payment_ref: string | null
  idempotency_key: string
  card_brand: string | null
  card_last4: string | null
  failure_reason: string | null
  created_at: CreatedAt
  updated_at: Timestamp
  claimed_until: NullableTimestamp
  pix_code: ColumnType<string | null, string | null | undefined>
  pix_expires_at: ColumnType<Date | null, Date | null | undefined>
  receipt_queued_at: ColumnType<Date | null, Date | null | undefined>
  /** Set on a payment a change of plan made (migration 0008). */
  change_kind: ColumnType<
    'upgrade' | 'downgrade' | null,
    'upgrade' | 'downgrade' | null | undefined,
    'upgrade' | 'downgrade' | null
  >
}

export interface WebhookEventsTable {
  gateway: string
  event_id: string
  event: string
  received_at: CreatedAt
}

export interface SandboxChargesTable {
  ref: string
  idempotency_key: string | null
  customer_ref: string
  method: 'credit_card' | 'pix'
  amount_cents: number
  status: 'paid' | 'pending' | 'refused' | 'refunded'
  card_brand: string | null
  card_last4: string | null
  card_token: string | null
  status_checks: Generated<number>
  created_at: CreatedAt
}

export interface OutboxTable {
  id: string
  seq: Generated<number>
  recipient: string
  subject: string
  text_body: string
  html_body: string
  status: Generated<'pending' | 'sent' | 'failed'>
  attempts: Generated<number>
  last_error: string | null
  created_at: CreatedAt
  sent_at: NullableTimestamp
  claimed_until: NullableTimestamp
  redacted: Generated<boolean>
}

export interface EmailChangesTable {
  user_id: string
  new_email: string
  token_hash: string
  created_at: Timestamp
  expires_at: Timestamp
}

export interface KnownDevicesTable {
  token_hash: string
  user_id: string
  created_at: Timestamp
  last_seen_at: Timestamp
}

export interface AuditEventsTable {
  id: Generated<number>
  at: Timestamp
  kind: string
  user_id: string | null
  /** The operator who acted on `user_id`'s account; null when the account's owner did. */
  actor_id: ColumnType<string | null, string | null | undefined, string | null>
  ip: string | null
  detail: ColumnType<Record<string, unknown>, string | undefined, string>
}

export interface AppSecretsTable {
  name: string
  value: string
}

export interface RateLimitHitsTable {
  key: string
  window_start: Timestamp
  hits: number
}

export interface Database {
  email_changes: EmailChangesTable
  known_devices: KnownDevicesTable
  audit_events: AuditEventsTable
  app_secrets: AppSecretsTable
  plans: PlansTable
  users: UsersTable
  sessions: SessionsTable
  password_resets: PasswordResetsTable
  gateway_customers: GatewayCustomersTable
  subscriptions: SubscriptionsTable
  payments: PaymentsTable
  webhook_events: WebhookEventsTable
  sandbox_charges: SandboxChargesTable
  outbox: OutboxTable
  rate_limit_hits: RateLimitHitsTable
}
