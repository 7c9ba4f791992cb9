import { randomUUID } from 'node:crypto'
import { API_MESSAGES, seatLimitMessage } from '@atendimento/domain/contract/messages'
import { mayRun } from '@atendimento/domain/devices/licence'
import { formatUserCode } from '@atendimento/domain/devices/user-code'
import type { ActivationRequest, Device } from '@atendimento/domain/schemas/device'
import { HTTPException } from 'hono/http-exception'
import { sql } from 'kysely'
import type { ApiContext } from '../../context.ts'
import { newDeviceEmail } from '../../mail/device-templates.ts'
import { queueMail } from '../../mail/queued-mail.ts'
import { audit } from '../../ops/audit.ts'
import type { UserRow } from '../auth/sessions.ts'
import { pendingByUserCode, userCodeHash } from '../oauth/device-authorizations.ts'
import { liveDevices, revokeDeviceTokens, toDevice } from './devices-repository.ts'
import { accountStanding } from './standing.ts'

// /ativar: a signed-in person approves (or refuses) the code the desktop app shows.

const refused = () => new HTTPException(400, { message: API_MESSAGES.activationCodeRefused })

/** What asks to connect, the plan it would use and the account's seats. */
export async function lookupActivation(
  ctx: ApiContext,
  user: UserRow,
  userCode: string,
): Promise<ActivationRequest> {
  const now = ctx.clock.now()
  const request = await pendingByUserCode(ctx.db, userCode, now)
  if (!request) throw refused()
  const { standing, plan } = await accountStanding(ctx.db, user.id)
  const live = await liveDevices(ctx.db, user.id)
  const running = mayRun(standing, now)
  return {
    userCode: formatUserCode(userCode),
    device: {
      name: request.device_name,
      platform: request.platform,
      appVersion: request.app_version,
    },
    requestedFrom: request.requested_ip,
    requestedAt: request.created_at.toISOString(),
    expiresAt: request.expires_at.toISOString(),
    status: running ? standing.status : 'none',
    plan: running && plan ? { id: plan.id, name: plan.name } : null,
    seats: { used: live.length, max: running && plan ? plan.maxDevices : null },
    reusesSeat: live.some((device) => device.fingerprint === request.fingerprint),
    devices: live.map(toDevice),
  }
}

/**
 * Connects the computer. Approvals of one account run one at a time (the account's row is
 * locked), so two approvals racing for the last seat give one seat. The same computer (its
 * fingerprint) approved again keeps its seat: its old sign-in ends, the row is updated.
 */
export async function approveActivation(
  ctx: ApiContext,
  user: UserRow,
  userCode: string,
  ip: string,
): Promise<Device> {
  const now = ctx.clock.now()
  const device = await ctx.db.transaction().execute(async (trx) => {
    await sql`select id from users where id = ${user.id} for update`.execute(trx)
    const request = await trx
      .selectFrom('device_authorizations')
      .selectAll()
      .where('user_code_hash', '=', userCodeHash(userCode))
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .forUpdate()
      .executeTakeFirst()
    if (!request) throw refused()
    const { standing, plan } = await accountStanding(trx, user.id)
    if (!plan || !mayRun(standing, now)) {
      throw new HTTPException(409, { message: API_MESSAGES.activationNoSubscription })
    }
    const live = await liveDevices(trx, user.id)
    const same = live.find((row) => row.fingerprint === request.fingerprint)
    if (!same && live.length >= plan.maxDevices) {
      throw new HTTPException(409, { message: seatLimitMessage(live.length, plan.maxDevices) })
    }
    const values = {
      name: request.device_name,
      platform: request.platform,
      app_version: request.app_version,
      approved_at: now,
      approved_ip: ip,
      last_seen_at: null,
    }
    if (same) await revokeDeviceTokens(trx, [same.id], now)
    const row = same
      ? await trx
          .updateTable('devices')
          .set(values)
          .where('id', '=', same.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('devices')
          .values({
            ...values,
            id: randomUUID(),
            user_id: user.id,
            fingerprint: request.fingerprint,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
    await trx
      .updateTable('device_authorizations')
      .set({ status: 'approved', user_id: user.id, device_id: row.id, decided_at: now })
      .where('id', '=', request.id)
      .execute()
    await audit(trx, {
      kind: 'device.approved',
      at: now,
      userId: user.id,
      ip,
      detail: { device: row.id, seat: same ? 'reused' : 'new' },
    })
    const mail = newDeviceEmail(
      user.email,
      user.name,
      {
        name: row.name,
        platform: row.platform,
        appVersion: row.app_version,
        approvedIp: ip,
        approvedAt: now,
      },
      ctx.settings.publicUrl,
    )
    await queueMail(trx, mail, now)
    return row
  })
  await ctx.mailer.deliverQueued()
  return toDevice(device)
}

/** 'Não fui eu': the code stops working, and the app's next poll hears `access_denied`. */
export async function denyActivation(ctx: ApiContext, user: UserRow, userCode: string) {
  const now = ctx.clock.now()
  const denied = await ctx.db
    .updateTable('device_authorizations')
    .set({ status: 'denied', user_id: user.id, decided_at: now })
    .where('user_code_hash', '=', userCodeHash(userCode))
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst()
  if (!denied) throw refused()
}
