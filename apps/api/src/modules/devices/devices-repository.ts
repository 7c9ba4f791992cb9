import { mayRun } from '@atendimento/domain/devices/licence'
import type { Device, DeviceList } from '@atendimento/domain/schemas/device'
import { type Selectable, sql } from 'kysely'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import type { DeviceRevokedReason, DevicesTable } from '../../db/schema.ts'
import { devicesCutEmail } from '../../mail/device-templates.ts'
import { queueMail } from '../../mail/queued-mail.ts'
import { audit } from '../../ops/audit.ts'
import { accountStanding } from './standing.ts'

export type DeviceRow = Selectable<DevicesTable>

export function toDevice(row: DeviceRow): Device {
  return {
    _id: row.id,
    name: row.name,
    platform: row.platform,
    appVersion: row.app_version,
    approvedAt: row.approved_at.toISOString(),
    approvedFrom: row.approved_ip,
    lastSeenAt: row.last_seen_at?.toISOString() ?? null,
  }
}

/** The account's connected computers, the most recently seen (or approved) first. */
export function liveDevices(db: Db, userId: string): Promise<DeviceRow[]> {
  return db
    .selectFrom('devices')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy(sql`coalesce(last_seen_at, approved_at)`, 'desc')
    .orderBy('id')
    .execute()
}

/** Every computer the account has, for 'Baixar meus dados': the disconnected ones too. */
export async function exportedDevices(db: Db, userId: string) {
  const rows = await db
    .selectFrom('devices')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('approved_at', 'desc')
    .execute()
  return rows.map((row) => ({
    ...toDevice(row),
    fingerprint: row.fingerprint,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  }))
}

/** The seats of the account: the plan's limit while it may run the app, else none. */
export async function seatLimit(db: Db, userId: string, now: Date): Promise<number | null> {
  const { standing, plan } = await accountStanding(db, userId)
  return plan && mayRun(standing, now) ? plan.maxDevices : null
}

/** GET /user/devices: the computers and the seats. */
export async function deviceList(db: Db, userId: string, now: Date): Promise<DeviceList> {
  const rows = await liveDevices(db, userId)
  return {
    devices: rows.map(toDevice),
    seats: { used: rows.length, max: await seatLimit(db, userId, now) },
  }
}

/** One live computer of the account, or undefined (someone else's is unknown here too). */
export function findLiveDevice(db: Db, userId: string, id: string) {
  return db
    .selectFrom('devices')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
}

/**
 * Disconnects computers: their seats are free at once, their tokens stop working, and the app's
 * next call is refused saying why (`reason`). Answers the ones it disconnected.
 */
export async function revokeDevices(
  db: Db,
  ids: readonly string[],
  reason: DeviceRevokedReason,
  now: Date,
): Promise<DeviceRow[]> {
  if (ids.length === 0) return []
  const revoked = await db
    .updateTable('devices')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', 'in', ids)
    .where('revoked_at', 'is', null)
    .returningAll()
    .execute()
  await revokeDeviceTokens(db, ids, now)
  return revoked
}

/** Ends every token of these computers (their refresh tokens included). */
export async function revokeDeviceTokens(db: Db, ids: readonly string[], now: Date) {
  if (ids.length === 0) return
  await db
    .updateTable('device_tokens')
    .set({ revoked_at: now })
    .where('device_id', 'in', ids)
    .where('revoked_at', 'is', null)
    .execute()
}

/**
 * Every computer of the account goes (account deletion, or 'Desconectar todos os computadores');
 * run it inside the caller's transaction. Also drops the account's pending codes at /ativar.
 */
export async function disconnectAccountDevices(
  trx: Db,
  userId: string,
  reason: DeviceRevokedReason,
  now: Date,
): Promise<DeviceRow[]> {
  const live = await liveDevices(trx, userId)
  await trx
    .updateTable('device_authorizations')
    .set({ status: 'denied', decided_at: now })
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'approved'])
    .execute()
  return revokeDevices(
    trx,
    live.map((row) => row.id),
    reason,
    now,
  )
}

/**
 * The account is deleted: every computer is disconnected (the app hears `device_revoked`), and
 * what pointed to the person goes: the names, fingerprints and addresses of its computers, its
 * requests at /ativar. The audit trail keeps when and from where (Marco Civil, art. 15).
 */
export async function eraseAccountDevices(trx: Db, userId: string, now: Date): Promise<void> {
  await disconnectAccountDevices(trx, userId, 'account_deleted', now)
  await trx
    .updateTable('devices')
    .set({
      name: 'Computador de conta excluída',
      fingerprint: sql`'excluido:' || id`,
      approved_ip: '',
    })
    .where('user_id', '=', userId)
    .execute()
  await trx.deleteFrom('device_authorizations').where('user_id', '=', userId).execute()
}

/**
 * After a change to a plan with fewer seats (a downgrade taking over): the computers seen most
 * recently keep their seats, the others are disconnected, and the holder is told by e-mail
 * which ones. Runs inside the transaction that changed the plan; the e-mail leaves if it commits.
 */
export async function fitDevicesToPlan(
  ctx: Pick<ApiContext, 'settings'>,
  trx: Db,
  subscriptionId: string,
  now: Date,
): Promise<DeviceRow[]> {
  const owner = await trx
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select(['users.id', 'users.email', 'users.name', 'plans.name as plan', 'plans.max_devices'])
    .where('subscriptions.id', '=', subscriptionId)
    .executeTakeFirst()
  if (!owner) return []
  const live = await liveDevices(trx, owner.id)
  const extra = live.slice(owner.max_devices)
  const cut = await revokeDevices(
    trx,
    extra.map((row) => row.id),
    'seat_limit',
    now,
  )
  if (cut.length === 0) return cut
  await audit(trx, {
    kind: 'device.cut_by_plan',
    at: now,
    userId: owner.id,
    detail: { devices: cut.map((row) => row.id).join(','), maxDevices: String(owner.max_devices) },
  })
  const plan = { name: owner.plan, maxDevices: owner.max_devices }
  await queueMail(
    trx,
    devicesCutEmail(owner.email, owner.name, plan, extra, ctx.settings.publicUrl),
    now,
  )
  return cut
}
