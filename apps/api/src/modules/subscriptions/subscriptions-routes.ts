import { pixStatusRequestSchema } from '@atendimento/domain/schemas/pix'
import {
  createSubscriptionRequestSchema,
  subscribeWithSignupRequestSchema,
} from '@atendimento/domain/schemas/subscription'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { clientIp } from '../../http/client-ip.ts'
import { ok } from '../../http/responses.ts'
import { jsonBody } from '../../http/validate.ts'
import { createAccount } from '../auth/auth-service.ts'
import { type AuthEnv, requireUser } from '../auth/require-user.ts'
import { startSession } from '../auth/sessions.ts'
import { findPlan } from '../plans/plans-repository.ts'
import { toPublicUser } from '../users/user-view.ts'
import { limitCardAttempt } from './card-attempts.ts'
import { type ChargeOutcome, PLAN_NOT_FOUND, subscribeWithCard } from './checkout.ts'
import { cancelSubscription, reactivateSubscription } from './lifecycle.ts'
import { checkPix } from './pix-status.ts'
import {
  findUserSubscription,
  listUserSubscriptions,
  SUBSCRIPTION_NOT_FOUND,
  toSubscriptionView,
} from './subscriptions-repository.ts'

export const SIGNUP_KEPT_PAYMENT_UNKNOWN =
  'Sua conta foi criada, mas não foi possível confirmar o pagamento agora. Entre com seu e-mail e senha e use "Continuar Pagamento" em instantes.'

const chargeMessage = ({ outcome }: ChargeOutcome) =>
  outcome === 'approved'
    ? 'Pagamento aprovado! Sua assinatura está ativa.'
    : 'Pagamento em análise. Avisaremos assim que for confirmado.'

export function subscriptionsRoutes(ctx: ApiContext) {
  const auth = requireUser(ctx)
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, ctx.settings.trustProxy)
  return (
    new Hono<AuthEnv>()
      // Anonymous checkout: the account and the first charge in one call. When nothing was
      // charged (a refused card, a plan or account clash) the new account goes too, so the same
      // form can simply be sent again; otherwise it stays, since a charge may exist.
      .post('/:planId/user-data', jsonBody(subscribeWithSignupRequestSchema), async (c) => {
        const planId = c.req.param('planId')
        const { user: registration, payment } = c.req.valid('json')
        const ip = ipOf(c)
        // A sign-up (counted with registrations) and a card charge (counted with card tries).
        await ctx.limiter.hit('register', { ip, account: registration.email })
        await limitCardAttempt(ctx, { ip, cardNumber: payment.creditCard.number })
        if (!(await findPlan(ctx.db, planId))?.active) {
          throw new HTTPException(404, { message: PLAN_NOT_FOUND })
        }
        const user = await createAccount(ctx, registration)
        let charge: ChargeOutcome
        try {
          charge = await subscribeWithCard(ctx, user, planId, payment, ip)
        } catch (error) {
          const nothingCharged =
            error instanceof HTTPException && [402, 404, 409].includes(error.status)
          if (nothingCharged) await ctx.db.deleteFrom('users').where('id', '=', user.id).execute()
          if (error instanceof HTTPException && error.status === 502) {
            throw new HTTPException(502, { message: SIGNUP_KEPT_PAYMENT_UNKNOWN })
          }
          throw error
        }
        const token = await startSession(ctx, user.id, false)
        return ok(
          c,
          { token, user: toPublicUser(user), subscription: charge.subscription },
          chargeMessage(charge),
        )
      })
      // Everything below needs a session (Hono runs handlers in the order they are added).
      .use(auth)
      .post('/pix/status', jsonBody(pixStatusRequestSchema), async (c) =>
        ok(c, await checkPix(ctx, c.get('user'), c.req.valid('json').pixId)),
      )
      .get('/', async (c) => ok(c, await listUserSubscriptions(ctx.db, c.get('user').id)))
      .post('/:planId', jsonBody(createSubscriptionRequestSchema), async (c) => {
        const payment = c.req.valid('json')
        const ip = ipOf(c)
        const user = c.get('user')
        await limitCardAttempt(ctx, { ip, account: user.id, cardNumber: payment.creditCard.number })
        const charge = await subscribeWithCard(ctx, user, c.req.param('planId'), payment, ip)
        return ok(c, charge.subscription, chargeMessage(charge))
      })
      .get('/:id', async (c) => {
        const row = await findUserSubscription(ctx.db, c.get('user').id, c.req.param('id'))
        if (!row) throw new HTTPException(404, { message: SUBSCRIPTION_NOT_FOUND })
        return ok(c, toSubscriptionView(row))
      })
      .delete('/:id', async (c) =>
        ok(
          c,
          await cancelSubscription(ctx, c.get('user'), c.req.param('id')),
          'Assinatura cancelada. Você mantém o acesso até a próxima data de cobrança.',
        ),
      )
      .put('/:id/activate', async (c) => {
        // A reactivation past the paid period charges the saved card.
        const ip = ipOf(c)
        await limitCardAttempt(ctx, { ip, account: c.get('user').id })
        return ok(
          c,
          await reactivateSubscription(ctx, c.get('user'), c.req.param('id'), ip),
          'Assinatura reativada',
        )
      })
  )
}
