import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { clientIp } from '../../http/client-ip.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import { welcomeEmail } from '../../mail/templates.ts'
import { refuseUnderage } from '../auth/age-rule.ts'
import { createAccount } from '../auth/auth-service.ts'
import { startSession } from '../auth/sessions.ts'
import { findPlan } from '../plans/plans-repository.ts'
import { toPublicUser } from '../users/user-view.ts'
import { limitCardAttempt, refuseCardFace } from './card-attempts.ts'
import { updateCard } from './card-update.ts'
import { type ChargeOutcome, subscribeWithCard } from './checkout.ts'
import { cancelSubscription, reactivateSubscription } from './lifecycle.ts'
import { refuseUnpriced } from './open-subscription.ts'
import { type PixCheckout, subscribeWithPix } from './pix-checkout.ts'
import { checkPix } from './pix-status.ts'
import {
  findUserSubscription,
  listUserSubscriptions,
  toSubscriptionView,
} from './subscriptions-repository.ts'

const chargeMessage = ({ outcome }: ChargeOutcome) =>
  outcome === 'approved' ? API_MESSAGES.paymentApproved : API_MESSAGES.paymentInReview

export function subscriptionsRoutes(ctx: ApiContext) {
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, ctx.settings.trustProxy)
  /** Before an anonymous checkout makes the account: a plan one cannot buy makes none. */
  const refuseUnsellable = async (planId: string) => {
    const plan = await findPlan(ctx.db, planId)
    if (!plan?.active) throw new HTTPException(404, { message: API_MESSAGES.planNotFound })
    refuseUnpriced(plan.price)
  }
  return [
    // Anonymous checkout: the account and the first charge in one call. When nothing was
    // charged (a refused card, a plan or account clash) the new account goes too, so the same
    // form can simply be sent again; otherwise it stays, since a charge may exist.
    route('subscribeWithSignup', async (c, { params: { planId }, body }) => {
      const { user: registration, payment } = body
      const ip = ipOf(c)
      // A sign-up (counted with registrations) and a card charge (counted with card tries).
      await ctx.limiter.hit('register', { ip, account: registration.email })
      await limitCardAttempt(ctx, { ip, cardNumber: payment.creditCard.number })
      // The card's face before the e-mail or CPF: a 409 for a known one answered before a 402
      // for a made-up card would tell, card after card, who has an account.
      refuseCardFace(ctx, payment.creditCard)
      refuseUnderage(ctx, registration.birthdate)
      await refuseUnsellable(planId)
      const user = await createAccount(ctx, registration)
      let charge: ChargeOutcome
      try {
        charge = await subscribeWithCard(ctx, user, planId, payment, ip)
      } catch (error) {
        const nothingCharged =
          error instanceof HTTPException && [402, 404, 409].includes(error.status)
        if (nothingCharged) await ctx.db.deleteFrom('users').where('id', '=', user.id).execute()
        if (error instanceof HTTPException && error.status === 502) {
          throw new HTTPException(502, { message: API_MESSAGES.signupKeptPaymentUnknown })
        }
        throw error
      }
      // The account stays: it is told so, as a registration's is ('Sua conta … foi criada').
      await ctx.mailer.send(welcomeEmail(user.email, user.name))
      const token = await startSession(ctx, user.id, false)
      return ok(
        c,
        { token, user: toPublicUser(user), subscription: charge.subscription },
        chargeMessage(charge),
      )
    }),
    // Anonymous checkout with Pix: the account, a pending subscription and its code. Nothing is
    // charged until the payer pays, so only a clash (plan, account) undoes the new account.
    route('subscribeWithSignupPix', async (c, { params: { planId }, body }) => {
      const ip = ipOf(c)
      await ctx.limiter.hit('register', { ip, account: body.user.email })
      await ctx.limiter.hit('pix', { ip })
      refuseUnderage(ctx, body.user.birthdate)
      await refuseUnsellable(planId)
      const user = await createAccount(ctx, body.user)
      let checkout: PixCheckout
      try {
        checkout = await subscribeWithPix(ctx, user, planId)
      } catch (error) {
        const nothingIssued = error instanceof HTTPException && [404, 409].includes(error.status)
        if (nothingIssued) await ctx.db.deleteFrom('users').where('id', '=', user.id).execute()
        if (error instanceof HTTPException && error.status === 502) {
          throw new HTTPException(502, { message: API_MESSAGES.signupKeptPaymentUnknown })
        }
        throw error
      }
      await ctx.mailer.send(welcomeEmail(user.email, user.name))
      const token = await startSession(ctx, user.id, false)
      return ok(c, { token, user: toPublicUser(user), ...checkout }, API_MESSAGES.pixIssued)
    }),
    route('createPixSubscription', async (c, { params }) => {
      const user = c.get('user')
      await ctx.limiter.hit('pix', { ip: ipOf(c), account: user.id })
      return ok(c, await subscribeWithPix(ctx, user, params.planId), API_MESSAGES.pixIssued)
    }),
    route('updateCard', async (c, { params, body }) => {
      const ip = ipOf(c)
      const user = c.get('user')
      // A tokenisation checks the card with its issuer: counted like a charge against testers.
      await limitCardAttempt(ctx, { ip, account: user.id, cardNumber: body.creditCard.number })
      const updated = await updateCard(ctx, user, params.id, body, ip)
      return ok(c, updated, API_MESSAGES.cardUpdated)
    }),
    route('pixStatus', async (c, { body }) =>
      ok(c, await checkPix(ctx, c.get('user'), body.pixId)),
    ),
    route('listSubscriptions', async (c) =>
      ok(c, await listUserSubscriptions(ctx.db, c.get('user').id)),
    ),
    route('createSubscription', async (c, { params, body }) => {
      const ip = ipOf(c)
      const user = c.get('user')
      await limitCardAttempt(ctx, { ip, account: user.id, cardNumber: body.creditCard.number })
      const charge = await subscribeWithCard(ctx, user, params.id, body, ip)
      return ok(c, charge.subscription, chargeMessage(charge))
    }),
    route('getSubscription', async (c, { params }) => {
      const row = await findUserSubscription(ctx.db, c.get('user').id, params.id)
      if (!row) throw new HTTPException(404, { message: API_MESSAGES.subscriptionNotFound })
      return ok(c, toSubscriptionView(row))
    }),
    route('cancelSubscription', async (c, { params }) =>
      ok(c, await cancelSubscription(ctx, c.get('user'), params.id), API_MESSAGES.canceled),
    ),
    route('reactivateSubscription', async (c, { params }) => {
      // A reactivation past the paid period charges the saved card.
      const ip = ipOf(c)
      await limitCardAttempt(ctx, { ip, account: c.get('user').id })
      const reactivated = await reactivateSubscription(ctx, c.get('user'), params.id, ip)
      return ok(c, reactivated, API_MESSAGES.reactivated)
    }),
  ]
}
