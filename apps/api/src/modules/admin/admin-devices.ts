import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { AdminDeviceSummary } from '@atendimento/domain/schemas/admin-devices'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { clientIp } from '../../http/client-ip.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import { auditOperatorAction } from '../../ops/audit.ts'
import type { AuthEnv } from '../auth/require-user.ts'
import { deviceList, revokeDevices, toDevice } from '../devices/devices-repository.ts'

/** Connected computers, and how many run each version of the app (the most common first). */
export async function deviceSummary(db: Db): Promise<AdminDeviceSummary> {
  const rows = await db
    .selectFrom('devices')
    .select(['app_version as version', (eb) => eb.fn.countAll<string>().as('devices')])
    .where('revoked_at', 'is', null)
    .groupBy('app_version')
    .orderBy('devices', 'desc')
    .orderBy('app_version', 'desc')
    .execute()
  const versions = rows.map((row) => ({ version: row.version, devices: Number(row.devices) }))
  return {
    activeDevices: versions.reduce((sum, row) => sum + row.devices, 0),
    versions,
  }
}

/** The console's handlers of the desktop app's computers (the rows need an operator). */
export function adminDeviceRoutes(ctx: ApiContext) {
  async function disconnect(c: Context<AuthEnv>, id: string) {
    const operator = c.get('user')
    const ip = clientIp(c, ctx.settings.trustProxy)
    await ctx.limiter.hit('operatorAction', { ip, account: operator.id })
    const now = ctx.clock.now()
    await ctx.db.transaction().execute(async (trx) => {
      const [device] = await revokeDevices(trx, [id], 'operator', now)
      if (!device) throw new HTTPException(404, { message: API_MESSAGES.deviceNotFound })
      await auditOperatorAction(trx, {
        action: 'device.disconnected_by_operator',
        at: now,
        operatorId: operator.id,
        customerId: device.user_id,
        ip,
        target: device.id,
        before: { ...toDevice(device), connected: true },
        after: { connected: false },
      })
    })
  }

  return [
    route('adminDeviceSummary', async (c) => ok(c, await deviceSummary(ctx.db))),
    route('adminListCustomerDevices', async (c, { params }) => {
      const customer = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', params.id)
        .executeTakeFirst()
      if (!customer) throw new HTTPException(404, { message: API_MESSAGES.customerNotFound })
      return ok(c, await deviceList(ctx.db, customer.id, ctx.clock.now()))
    }),
    route('adminDisconnectDevice', async (c, { params }) => {
      await disconnect(c, params.id)
      return ok(c, null, API_MESSAGES.deviceDisconnected)
    }),
  ]
}
