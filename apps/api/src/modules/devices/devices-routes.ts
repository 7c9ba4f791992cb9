import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { clientIp } from '../../http/client-ip.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import { audit } from '../../ops/audit.ts'
import type { AuthEnv } from '../auth/require-user.ts'
import { approveActivation, denyActivation, lookupActivation } from './activation.ts'
import {
  deviceList,
  disconnectAccountDevices,
  findLiveDevice,
  revokeDevices,
  toDevice,
} from './devices-repository.ts'

/** The 'Computadores' tab and /ativar: the signed-in account's computers. */
export function devicesRoutes(ctx: ApiContext) {
  const ipOf = (c: Context) => clientIp(c, ctx.settings.trustProxy)
  const notFound = () => new HTTPException(404, { message: API_MESSAGES.deviceNotFound })

  /** Counts a code tried at /ativar, per address and per account (RFC 8628 §5.1). */
  async function limitActivation(c: Context<AuthEnv>) {
    const ip = ipOf(c)
    await ctx.limiter.hit('activation', { ip, account: c.get('user').id })
    return ip
  }

  return [
    route('listDevices', async (c) =>
      ok(c, await deviceList(ctx.db, c.get('user').id, ctx.clock.now())),
    ),
    route('renameDevice', async (c, { params, body }) => {
      const user = c.get('user')
      const renamed = await ctx.db
        .updateTable('devices')
        .set({ name: body.name })
        .where('id', '=', params.id)
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst()
      if (!renamed) throw notFound()
      return ok(c, toDevice(renamed), API_MESSAGES.deviceRenamed)
    }),
    route('disconnectDevice', async (c, { params }) => {
      const user = c.get('user')
      const now = ctx.clock.now()
      await ctx.db.transaction().execute(async (trx) => {
        const device = await findLiveDevice(trx, user.id, params.id)
        if (!device) throw notFound()
        await revokeDevices(trx, [device.id], 'owner', now)
        await audit(trx, {
          kind: 'device.disconnected',
          at: now,
          userId: user.id,
          ip: ipOf(c),
          detail: { device: device.id },
        })
      })
      return ok(c, await deviceList(ctx.db, user.id, now), API_MESSAGES.deviceDisconnected)
    }),
    route('disconnectAllDevices', async (c) => {
      const user = c.get('user')
      const now = ctx.clock.now()
      await ctx.db.transaction().execute(async (trx) => {
        const gone = await disconnectAccountDevices(trx, user.id, 'all_disconnected', now)
        await audit(trx, {
          kind: 'device.all_disconnected',
          at: now,
          userId: user.id,
          ip: ipOf(c),
          detail: { devices: String(gone.length) },
        })
      })
      return ok(c, await deviceList(ctx.db, user.id, now), API_MESSAGES.devicesDisconnected)
    }),
    route('lookupActivation', async (c, { body }) => {
      await limitActivation(c)
      const request = await lookupActivation(ctx, c.get('user'), body.userCode)
      return ok(c, request, API_MESSAGES.activationFound)
    }),
    route('approveActivation', async (c, { body }) => {
      const ip = await limitActivation(c)
      const device = await approveActivation(ctx, c.get('user'), body.userCode, ip)
      return ok(c, device, API_MESSAGES.deviceConnected)
    }),
    route('denyActivation', async (c, { body }) => {
      await limitActivation(c)
      await denyActivation(ctx, c.get('user'), body.userCode)
      return ok(c, null, API_MESSAGES.activationDenied)
    }),
  ]
}
