import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { clientIp } from '../../http/client-ip.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import type { AuthEnv } from '../auth/require-user.ts'
import {
  cancelOnBehalf,
  type Operator,
  reactivateOnBehalf,
  refundPayment,
  resendEmail,
} from './actions.ts'
import { listAudit } from './audit-log.ts'
import { customerDetail, searchCustomers } from './customers.ts'
import { adminOverview } from './overview.ts'
import {
  createPlan,
  deactivatePlanAsOperator,
  deletePlan,
  listAdminPlans,
  updatePlan,
} from './plans.ts'

/** The operator console's handlers; the rows require an operator's session before these run. */
export function adminRoutes(ctx: ApiContext) {
  /** The acting operator, counted against the operators' bucket (every write passes here). */
  async function operator(c: Context<AuthEnv>): Promise<Operator> {
    const ip = clientIp(c, ctx.settings.trustProxy)
    const user = c.get('user')
    await ctx.limiter.hit('operatorAction', { ip, account: user.id })
    return { user, ip }
  }

  /** An action's answer: the customer as the console shows them now. */
  async function customerAfter(
    c: Context<AuthEnv>,
    customerId: string | undefined,
    message: string,
  ) {
    const detail = customerId ? await customerDetail(ctx.db, customerId) : undefined
    if (!detail) throw new HTTPException(404, { message: API_MESSAGES.customerNotFound })
    return ok(c, detail, message)
  }

  return [
    route('adminOverview', async (c) => ok(c, await adminOverview(ctx.db, ctx.clock.now()))),
    route('adminListCustomers', async (c, { query }) =>
      ok(c, await searchCustomers(ctx.db, query)),
    ),
    route('adminGetCustomer', async (c, { params }) => {
      const detail = await customerDetail(ctx.db, params.id)
      if (!detail) throw new HTTPException(404, { message: API_MESSAGES.customerNotFound })
      return ok(c, detail)
    }),
    route('adminCancelSubscription', async (c, { params }) => {
      const customerId = await cancelOnBehalf(ctx, await operator(c), params.id)
      return customerAfter(c, customerId, API_MESSAGES.canceledByOperator)
    }),
    route('adminReactivateSubscription', async (c, { params }) => {
      const customerId = await reactivateOnBehalf(ctx, await operator(c), params.id)
      return customerAfter(c, customerId, API_MESSAGES.reactivatedByOperator)
    }),
    route('adminRefundPayment', async (c, { params }) => {
      const customerId = await refundPayment(ctx, await operator(c), params.id)
      return customerAfter(c, customerId, API_MESSAGES.refunded)
    }),
    route('adminResendEmail', async (c, { params }) => {
      const customerId = await resendEmail(ctx, await operator(c), params.id)
      return customerAfter(c, customerId, API_MESSAGES.emailResent)
    }),
    route('adminListPlans', async (c) => ok(c, await listAdminPlans(ctx.db))),
    route('adminCreatePlan', async (c, { body }) =>
      ok(c, await createPlan(ctx, await operator(c), body), API_MESSAGES.planCreated),
    ),
    route('adminUpdatePlan', async (c, { params, body }) =>
      ok(c, await updatePlan(ctx, await operator(c), params.id, body), API_MESSAGES.planUpdated),
    ),
    route('adminDeactivatePlan', async (c, { params }) =>
      ok(
        c,
        await deactivatePlanAsOperator(ctx, await operator(c), params.id),
        API_MESSAGES.planDeactivated,
      ),
    ),
    route('adminDeletePlan', async (c, { params }) =>
      ok(c, await deletePlan(ctx, await operator(c), params.id), API_MESSAGES.planDeleted),
    ),
    route('adminListAudit', async (c, { query }) => ok(c, await listAudit(ctx.db, query))),
  ]
}
