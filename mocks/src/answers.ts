import type { EndpointName } from '@atendimento/domain/contract/endpoints'
import type { ApiMessageKey } from '@atendimento/domain/contract/messages'
import { normalizeUserCode } from '@atendimento/domain/devices/user-code'
import type { Device } from '@atendimento/domain/schemas/device'
import {
  CREATED_PLAN,
  CUSTOMER_DETAILS,
  CUSTOMERS,
  DEACTIVATED_PLANS,
  DEMO_CUSTOMER_DETAIL,
  NO_AUDIT,
  OVERVIEW,
  RECONCILIATION,
} from './fixtures/admin.ts'
import {
  CANCELED_PROFISSIONAL,
  DOWNGRADES_SCHEDULED,
  NEW_SUBSCRIPTIONS,
  PIX_CHECKOUTS,
  PLAN_CHANGE_QUOTES,
  PROFISSIONAL_WITH_NEW_CARD,
  REACTIVATED_ESSENCIAL,
  RECEIPT,
  SCHEDULED_CHANGE_CANCELED,
} from './fixtures/billing.ts'
import {
  ACTIVATION_FIXTURE,
  ADMIN_DEVICE_SUMMARY_FIXTURE,
  DEVICE_LIST_FIXTURE,
} from './fixtures/devices.ts'
import { DEMO, MOCK_NOW, NEW_CUSTOMER, NOTIFICATIONS } from './fixtures/people.ts'
import {
  type Persona,
  personaByEmail,
  personaByToken,
  SUBSCRIPTION_PAYMENTS,
} from './fixtures/personas.ts'
import { ADMIN_PLANS, PLANS } from './fixtures/plans.ts'
import {
  ADMIN_RELEASES,
  changedRelease,
  PUBLISHED_RELEASE,
  RELEASE_LIST,
  RELEASES_NOW,
} from './fixtures/releases.ts'
import { type Call, type Fixture, refusal, reply } from './responder.ts'

// The fixed world's answer to every call of the site. A function only picks a fixture: by an
// id in the path, or by who is asking, and answers the row's own "not found" when no fixture
// has that id or e-mail. None works out a status, an amount, a date or a refusal: what an
// action does to the lists is the API's to decide (run it when a test needs to).

/** The fixture with this id, or the row's 404 with its text. */
function pick<T>(name: EndpointName, found: T | undefined, notFound: ApiMessageKey): T {
  if (found === undefined) throw refusal(name, 404, notFound)
  return found
}

/** The request the fixture's code names at /ativar; any other code gets the row's one refusal. */
function activation<TName extends 'lookupActivation' | 'approveActivation' | 'denyActivation'>(
  name: TName,
  userCode: string,
) {
  if (normalizeUserCode(userCode) !== normalizeUserCode(ACTIVATION_FIXTURE.userCode)) {
    throw refusal(name, 400, 'activationCodeRefused')
  }
}

const FIRST_DEVICE = DEVICE_LIST_FIXTURE.devices[0] as Device

const byId = <T extends { _id: string }>(list: readonly T[], id: string) =>
  list.find((item) => item._id === id)

/** The signed-in persona (the responder already refused a call without one). */
const me = (call: Call<EndpointName>): Persona => call.persona as Persona

/** The caller's subscription the path names, or the row's 404. */
const mySubscription = (
  name: 'getSubscription' | 'listSubscriptionPayments',
  call: Call<'getSubscription' | 'listSubscriptionPayments'>,
) => pick(name, byId(me(call).subscriptions, call.input.params.id), 'subscriptionNotFound')

type Answers = { [TName in EndpointName]?: Fixture<TName> }

export const ANSWERS: Answers = {
  register: null,
  login: ({ input }) => {
    const persona = personaByEmail(input.body.email)
    if (!persona) throw refusal('login', 401, 'badCredentials')
    return { token: persona.token, user: persona.user }
  },
  forgotPassword: null,
  validateCode: { valid: true },
  changePassword: null,
  validateToken: ({ input }) => {
    const persona = personaByToken(input.body.token)
    return persona
      ? { valid: true, user: persona.user }
      : reply('validateToken', { valid: false }, 'tokenInvalid')
  },
  logout: null,
  updatePassword: null,
  updateProfile: (call) => ({ user: me(call).user }),
  confirmEmailChange: null,

  listPlans: PLANS,
  listReleases: RELEASE_LIST,
  countDownload: null,
  getPlan: ({ input }) => pick('getPlan', byId(PLANS, input.params.id), 'planNotFound'),

  createSubscription: ({ input }) =>
    pick('createSubscription', NEW_SUBSCRIPTIONS[input.params.id], 'planNotFound'),
  subscribeWithSignup: ({ input }) => ({
    token: DEMO.newUserToken,
    user: NEW_CUSTOMER,
    subscription: pick(
      'subscribeWithSignup',
      NEW_SUBSCRIPTIONS[input.params.planId],
      'planNotFound',
    ),
  }),
  createPixSubscription: ({ input }) =>
    pick('createPixSubscription', PIX_CHECKOUTS[input.params.planId], 'planNotFound'),
  subscribeWithSignupPix: ({ input }) => ({
    token: DEMO.newUserToken,
    user: NEW_CUSTOMER,
    ...pick('subscribeWithSignupPix', PIX_CHECKOUTS[input.params.planId], 'planNotFound'),
  }),
  updateCard: PROFISSIONAL_WITH_NEW_CARD,
  pixStatus: ({ input }) => ({ pixId: input.body.pixId, status: 'pending' }),
  listSubscriptions: (call) => me(call).subscriptions,
  getSubscription: (call) => mySubscription('getSubscription', call),
  cancelSubscription: CANCELED_PROFISSIONAL,
  reactivateSubscription: REACTIVATED_ESSENCIAL,

  listUserPayments: (call) =>
    me(call).payments.filter(
      (payment) => !call.input.query.status || payment.status === call.input.query.status,
    ),
  listSubscriptionPayments: (call) =>
    SUBSCRIPTION_PAYMENTS[mySubscription('listSubscriptionPayments', call)._id] ?? [],
  paymentStatus: (call) => {
    const payment = byId(me(call).payments, call.input.params.id)
    const { _id, status } = pick('paymentStatus', payment, 'paymentNotFound')
    return { _id, status }
  },
  paymentReceipt: ({ input }) => ({ ...RECEIPT, paymentId: input.params.id }),

  quotePlanChange: ({ input }) =>
    pick('quotePlanChange', PLAN_CHANGE_QUOTES[input.params.planId], 'planNotFound'),
  changePlan: ({ input }) =>
    reply(
      'changePlan',
      pick('changePlan', DOWNGRADES_SCHEDULED[input.params.planId], 'planNotFound'),
      'planDowngradeScheduled',
    ),
  cancelScheduledChange: () =>
    reply('cancelScheduledChange', SCHEDULED_CHANGE_CANCELED, 'scheduledChangeCanceled'),

  exportAccountData: (call) => {
    const { user, subscriptions, payments } = me(call)
    return {
      exportedAt: MOCK_NOW,
      profile: user,
      consents: { termsAcceptedAt: user.termsAcceptedAt, notifications: NOTIFICATIONS },
      subscriptions,
      payments,
      emails: [],
      devices: [],
    }
  },
  deleteAccount: null,
  getNotificationPreferences: NOTIFICATIONS,
  // What was saved is what was sent: the answer repeats the switches.
  updateNotificationPreferences: ({ input }) => input.body,

  adminOverview: OVERVIEW,
  adminListCustomers: CUSTOMERS,
  adminGetCustomer: ({ input }) =>
    pick('adminGetCustomer', CUSTOMER_DETAILS[input.params.id], 'customerNotFound'),
  adminCancelSubscription: DEMO_CUSTOMER_DETAIL,
  adminReactivateSubscription: DEMO_CUSTOMER_DETAIL,
  adminRefundPayment: DEMO_CUSTOMER_DETAIL,
  adminResendEmail: DEMO_CUSTOMER_DETAIL,
  adminListPlans: ADMIN_PLANS,
  adminCreatePlan: CREATED_PLAN,
  adminUpdatePlan: ({ input }) =>
    pick('adminUpdatePlan', byId(ADMIN_PLANS, input.params.id), 'planNotFound'),
  adminDeactivatePlan: ({ input }) =>
    pick('adminDeactivatePlan', DEACTIVATED_PLANS[input.params.id], 'planNotFound'),
  adminDeletePlan: ({ input }) => ADMIN_PLANS.filter((plan) => plan._id !== input.params.id),
  adminListAudit: NO_AUDIT,
  adminListReleases: ADMIN_RELEASES,
  adminPublishRelease: ({ input }) =>
    reply(
      'adminPublishRelease',
      { ...PUBLISHED_RELEASE, channel: input.body.channel },
      'releasePublished',
    ),
  adminSetReleaseRollout: ({ input: { params, body } }) => {
    const change = { stagingPercentage: body.percent }
    const release = changedRelease(params.version, body.channel, change)
    return pick('adminSetReleaseRollout', release, 'releaseNotFound')
  },
  adminWithdrawRelease: ({ input: { params, body } }) => {
    const release = changedRelease(params.version, body.channel, { withdrawnAt: RELEASES_NOW })
    return pick('adminWithdrawRelease', release, 'releaseNotFound')
  },

  listDevices: DEVICE_LIST_FIXTURE,
  renameDevice: ({ input }) =>
    reply('renameDevice', { ...FIRST_DEVICE, name: input.body.name }, 'deviceRenamed'),
  disconnectDevice: reply('disconnectDevice', DEVICE_LIST_FIXTURE, 'deviceDisconnected'),
  disconnectAllDevices: reply(
    'disconnectAllDevices',
    { devices: [], seats: DEVICE_LIST_FIXTURE.seats },
    'devicesDisconnected',
  ),
  lookupActivation: ({ input }) => {
    activation('lookupActivation', input.body.userCode)
    return reply('lookupActivation', ACTIVATION_FIXTURE, 'activationFound')
  },
  approveActivation: ({ input }) => {
    activation('approveActivation', input.body.userCode)
    return reply('approveActivation', FIRST_DEVICE, 'deviceConnected')
  },
  denyActivation: ({ input }) => {
    activation('denyActivation', input.body.userCode)
    return reply('denyActivation', null, 'activationDenied')
  },
  adminDeviceSummary: ADMIN_DEVICE_SUMMARY_FIXTURE,
  adminListCustomerDevices: DEVICE_LIST_FIXTURE,
  adminDisconnectDevice: reply('adminDisconnectDevice', null, 'deviceDisconnected'),
  adminReconciliation: RECONCILIATION,
}
