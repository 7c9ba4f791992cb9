import type { ColumnType, Generated, GeneratedAlways } from 'kysely'

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
  /** Computers one subscription may connect (migration 0011). */
  max_devices: Generated<number>
  /** What the plan unlocks in the desktop app (codes of devices/entitlements.ts). */
  entitlements: ColumnType<string[], string | undefined, string>
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
  /** The name lower case and without accents, kept by the database (migration 0015). */
  name_folded: GeneratedAlways<string>
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
  /** Where the saved card was authorised from (migration 0010): the provider bills it with it. */
  card_remote_ip: ColumnType<string | null, string | null | undefined, string | null>
  /** The billing date the renewal reminder was sent for (migration 0012). */
  renewal_reminded_for: ColumnType<Date | null, Date | null | undefined>
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
  /**
   * The end of the period a payment pays for when it is not one cycle from its billing date: an
   * upgrade's pro-rata charge covers the days left until the next billing date (migration 0009).
   */
  period_end: ColumnType<Date | null, Date | null | undefined, Date | null>
}

export interface WebhookEventsTable {
  gateway: string
  event_id: string
  event: string
  received_at: CreatedAt
  /** The event as it came (migration 0010), kept until it could be applied. */
  payload: ColumnType<unknown, string | null | undefined, string | null>
  /** Null while the event waits for what it is about (its payment not known yet). */
  applied_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** A creation at the provider under way (migration 0010): one process makes it at a time. */
export interface GatewayClaimsTable {
  key: string
  claimed_until: Timestamp
  created_at: CreatedAt
}

/** What must be removed or given back at the provider, until it confirms (migration 0010). */
export interface GatewayCleanupsTable {
  id: string
  kind: 'subscription' | 'payment' | 'refund'
  ref: string
  gateway: string
  subscription_id: string | null
  reason: string
  created_at: Timestamp
  done_at: NullableTimestamp
  attempts: Generated<number>
  last_error: string | null
  claimed_until: NullableTimestamp
}

export interface ReconciliationRunsTable {
  id: string
  started_at: Timestamp
  finished_at: NullableTimestamp
  subscriptions_checked: Generated<number>
  payments_checked: Generated<number>
  differences: Generated<number>
  error: string | null
}

export interface ReconciliationDifferencesTable {
  id: string
  kind: string
  subject: string
  user_id: string | null
  subscription_id: string | null
  payment_id: string | null
  ours: string | null
  theirs: string | null
  first_seen_at: Timestamp
  last_seen_at: Timestamp
  resolved_at: NullableTimestamp
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
  /** Refunds the sandbox accepted for this charge, a repeat included (migration 0009). */
  refund_requests: Generated<number>
}

/** A figure a change of plan was quoted at: the change is charged only against one of these. */
export interface PlanChangeQuotesTable {
  subscription_id: string
  /** The plan the subscription had when quoted: a quote dies with the plan it moved from. */
  from_plan_id: string
  plan_id: string
  amount_cents: number
  quoted_at: Timestamp
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
  /** JSON of MailMessage.headers (a notification's list headers), or null. */
  headers: ColumnType<string | null, string | null | undefined>
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

export type DevicePlatform = 'windows' | 'macos' | 'linux'

/**
 * Why a computer was disconnected: its owner, an operator, a plan with fewer seats, the account's
 * deletion, all of them at once (after a password change), or the app signing out.
 */
export type DeviceRevokedReason =
  | 'owner'
  | 'operator'
  | 'seat_limit'
  | 'account_deleted'
  | 'all_disconnected'
  | 'signed_out'

export interface DevicesTable {
  id: string
  user_id: string
  name: string
  platform: DevicePlatform
  app_version: string
  fingerprint: string
  approved_at: Timestamp
  approved_ip: string
  last_seen_at: NullableTimestamp
  revoked_at: NullableTimestamp
  revoked_reason: ColumnType<
    DeviceRevokedReason | null,
    DeviceRevokedReason | null | undefined,
    DeviceRevokedReason | null
  >
}

export type DeviceAuthorizationStatus = 'pending' | 'approved' | 'denied' | 'consumed'

export interface DeviceAuthorizationsTable {
  id: string
  device_code_hash: string
  user_code_hash: string
  client_id: string
  device_name: string
  platform: DevicePlatform
  app_version: string
  fingerprint: string
  requested_ip: string
  created_at: Timestamp
  expires_at: Timestamp
  interval_seconds: number
  last_polled_at: NullableTimestamp
  status: DeviceAuthorizationStatus
  user_id: string | null
  device_id: string | null
  decided_at: NullableTimestamp
}

export interface DeviceTokensTable {
  token_hash: string
  device_id: string
  kind: 'access' | 'refresh'
  created_at: Timestamp
  expires_at: Timestamp
  used_at: NullableTimestamp
  revoked_at: NullableTimestamp
}

export interface SigningKeysTable {
  kid: string
  public_jwk: ColumnType<Record<string, string>, string, string>
  private_jwk_sealed: string
  created_at: Timestamp
  retired_at: NullableTimestamp
  publish_until: NullableTimestamp
}

/** One platform of a release, as its electron-builder YAML described it (migration 0013). */
export interface StoredPlatform {
  files: { url: string; sha512?: string; size?: number; blockMapSize?: number }[]
  path?: string
  sha512?: string
  minimumSystemVersion?: string
  /** The size the page showed before releases had bytes ('186 MB', the seed's). */
  displaySize?: string
}

export interface ReleaseNotes {
  new: string[]
  improvements: string[]
  fixes: string[]
}

export interface ReleasesTable {
  id: string
  channel: 'latest' | 'beta'
  version: string
  published_at: Timestamp
  notes: ColumnType<ReleaseNotes, string, string>
  platforms: ColumnType<Record<string, StoredPlatform>, string, string>
  staging_percentage: Generated<number>
  critical: Generated<boolean>
  withdrawn_at: NullableTimestamp
  created_at: CreatedAt
}

export interface ReleaseDownloadsTable {
  version: string
  platform: string
  day: ColumnType<string, string, string>
  count: Generated<number>
}

export interface IdempotencyKeysTable {
  caller: string
  key: string
  request_hash: string
  created_at: Timestamp
  status: number | null
  content_type: string | null
  body: string | null
}

export interface Database {
  releases: ReleasesTable
  release_downloads: ReleaseDownloadsTable
  idempotency_keys: IdempotencyKeysTable
  devices: DevicesTable
  device_authorizations: DeviceAuthorizationsTable
  device_tokens: DeviceTokensTable
  signing_keys: SigningKeysTable
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
  gateway_claims: GatewayClaimsTable
  gateway_cleanups: GatewayCleanupsTable
  reconciliation_runs: ReconciliationRunsTable
  reconciliation_differences: ReconciliationDifferencesTable
  sandbox_charges: SandboxChargesTable
  outbox: OutboxTable
  rate_limit_hits: RateLimitHitsTable
  plan_change_quotes: PlanChangeQuotesTable
}
