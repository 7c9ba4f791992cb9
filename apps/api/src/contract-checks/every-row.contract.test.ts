import { type EndpointName, SITE_CALL_NAMES } from '@atendimento/domain/contract/endpoints'
import { describe, expect, it } from 'vitest'
import { setRole } from '../modules/admin/roles.ts'
import { publishBody } from '../modules/releases/admin-release-input.ts'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway.ts'
import { askForCode, computer, connectComputer } from '../testing/app-device.ts'
import {
  cardPayment,
  confirmationToken,
  lastCode,
  registration,
  signUp,
} from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-database.ts'
import { answerProblems, type CheckedApp, createCheckedApp } from './row-answers.ts'

// Every call of the site, through the API, once answered with a success and once with a failure,
// and every answer on the way (the preconditions' too) checked against its row of the contract
// table by createCheckedApp. The web parses what the table says; this keeps the API saying it.

const db = useTestDatabase()

type Answer = { status: number }
type Try = (t: CheckedApp) => Promise<Answer>

const customer = (t: CheckedApp) => signUp(t)

async function subscribed(t: CheckedApp, planId = 'plano-essencial', number?: string) {
  const made = await customer(t)
  const res = await t.request('POST', `/subscription/${planId}`, {
    token: made.token,
    body: cardPayment(number),
  })
  return { ...made, subscriptionId: res.body.data._id as string }
}

async function paid(t: CheckedApp) {
  const made = await subscribed(t)
  const payments = await t.request('GET', '/recurrence/user', { token: made.token })
  return { ...made, paymentId: payments.body.data[0]._id as string }
}

async function canceled(t: CheckedApp) {
  const made = await subscribed(t)
  await t.request('DELETE', `/subscription/${made.subscriptionId}`, { token: made.token })
  return made
}

async function pixIssued(t: CheckedApp) {
  const made = await customer(t)
  const res = await t.request('POST', '/subscription/plano-essencial/pix', { token: made.token })
  return { ...made, pixId: res.body.data.pix.pixId as string }
}

async function operator(t: CheckedApp) {
  const made = await customer(t)
  await setRole(db(), { email: made.email, role: 'operator', by: 'teste', at: t.clock.now() })
  return made.token
}

async function forgot(t: CheckedApp) {
  const made = await customer(t)
  await t.request('POST', '/auth/forgot', { body: { email: made.email } })
  return { ...made, code: await lastCode(t, made.email) }
}

/** A subscriber of Profissional (two seats) with one computer connected by the device flow. */
async function connected(t: CheckedApp) {
  const made = await subscribed(t, 'plano-profissional')
  const { deviceId } = await connectComputer(t, made.token)
  return { ...made, deviceId }
}

/** An /ativar row: a code the app just asked for succeeds, a made-up one is refused (400). */
function activationRow(path: string): { success: Try; failure: [number, Try] } {
  return {
    success: async (t) => {
      const { token } = await subscribed(t, 'plano-profissional')
      const asked = await askForCode(t, computer())
      return t.request('POST', path, { token, body: { userCode: asked.body.user_code } })
    },
    failure: [
      400,
      async (t) =>
        t.request('POST', path, {
          token: (await subscribed(t)).token,
          body: { userCode: 'BCDF-GHJK' },
        }),
    ],
  }
}

const wrongCode = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA')
const PLAN_INPUT = {
  name: 'Plano Família',
  description: 'Para a família',
  price: 1990,
  billingCycleDays: 30,
  features: ['Um número'],
}

/** Per row: a request the API answers with success, and one it refuses (with the status). */
const ROWS: Partial<Record<EndpointName, { success: Try; failure: [number, Try] }>> = {
  register: {
    success: (t) => t.request('POST', '/auth/register', { body: registration() }),
    failure: [
      400,
      (t) =>
        t.request('POST', '/auth/register', {
          body: registration({ document: '111.111.111-11' }),
        }),
    ],
  },
  login: {
    success: async (t) => {
      const { email, password } = await customer(t)
      return t.request('POST', '/auth/login', { body: { email, password } })
    },
    failure: [
      401,
      async (t) => {
        const { email } = await customer(t)
        return t.request('POST', '/auth/login', { body: { email, password: 'nao-e-esta' } })
      },
    ],
  },
  forgotPassword: {
    success: async (t) =>
      t.request('POST', '/auth/forgot', { body: { email: (await customer(t)).email } }),
    failure: [400, (t) => t.request('POST', '/auth/forgot', { body: { email: 'maria@' } })],
  },
  validateCode: {
    success: async (t) => {
      const { email, code } = await forgot(t)
      return t.request('POST', '/auth/validate', { body: { email, code } })
    },
    failure: [
      400,
      async (t) => {
        const { email, code } = await forgot(t)
        return t.request('POST', '/auth/validate', { body: { email, code: wrongCode(code) } })
      },
    ],
  },
  changePassword: {
    success: async (t) => {
      const { email, code } = await forgot(t)
      return t.request('POST', '/auth/change', { body: { email, code, password: 'outra-senha' } })
    },
    failure: [
      400,
      async (t) => {
        const { email, code } = await forgot(t)
        const body = { email, code: wrongCode(code), password: 'outra-senha' }
        return t.request('POST', '/auth/change', { body })
      },
    ],
  },
  validateToken: {
    success: async (t) =>
      t.request('POST', '/auth/validate-token', { body: { token: (await customer(t)).token } }),
    failure: [400, (t) => t.request('POST', '/auth/validate-token', { body: {} })],
  },
  logout: {
    success: async (t) => t.request('POST', '/auth/logout', { token: (await customer(t)).token }),
    failure: [
      503,
      async (t) => {
        const { token } = await customer(t)
        const draining = createCheckedApp(db(), { isDraining: () => true })
        return draining.request('POST', '/auth/logout', { token })
      },
    ],
  },
  updatePassword: {
    success: async (t) => {
      const { token, password } = await customer(t)
      const body = { password, newPassword: 'outra-senha', confirmNewPassword: 'outra-senha' }
      return t.request('PATCH', '/user/password', { token, body })
    },
    failure: [
      400,
      async (t) => {
        const { token } = await customer(t)
        const body = {
          password: 'errada',
          newPassword: 'outra-senha',
          confirmNewPassword: 'outra-senha',
        }
        return t.request('PATCH', '/user/password', { token, body })
      },
    ],
  },
  updateProfile: {
    success: async (t) => {
      const { token, user } = await customer(t)
      const { name, email, phone, document } = user
      return t.request('PATCH', '/user', {
        token,
        body: { name: `  ${name} `, email, phone, document },
      })
    },
    failure: [
      400,
      async (t) => {
        const { token, user } = await customer(t)
        const body = { name: ' ', email: user.email, phone: user.phone, document: user.document }
        return t.request('PATCH', '/user', { token, body })
      },
    ],
  },
  confirmEmailChange: {
    success: async (t) => {
      const { token, user, password } = await customer(t)
      const email = `novo.${user.email}`
      const { name, phone, document } = user
      const body = { name, email, phone, document, currentPassword: password }
      await t.request('PATCH', '/user', { token, body })
      const link = await confirmationToken(t, email)
      return t.request('POST', '/user/email/confirm', { body: { token: link } })
    },
    failure: [
      400,
      (t) => t.request('POST', '/user/email/confirm', { body: { token: 'link-de-ninguem' } }),
    ],
  },
  listPlans: {
    success: (t) => t.request('GET', '/plan?activeOnly=true'),
    failure: [400, (t) => t.request('GET', '/plan?activeOnly=sim')],
  },
  getPlan: {
    success: (t) => t.request('GET', '/plan/plano-essencial'),
    failure: [404, (t) => t.request('GET', '/plan/nao-existe')],
  },
  createSubscription: {
    success: async (t) => {
      const { token } = await customer(t)
      return t.request('POST', '/subscription/plano-essencial', { token, body: cardPayment() })
    },
    failure: [
      402,
      async (t) => {
        const { token } = await customer(t)
        const body = cardPayment(SANDBOX_CARDS.refused[0])
        return t.request('POST', '/subscription/plano-essencial', { token, body })
      },
    ],
  },
  subscribeWithSignup: {
    success: (t) =>
      t.request('POST', '/subscription/plano-profissional/user-data', {
        body: { user: registration(), payment: cardPayment() },
      }),
    failure: [
      404,
      (t) =>
        t.request('POST', '/subscription/plano-nenhum/user-data', {
          body: { user: registration(), payment: cardPayment() },
        }),
    ],
  },
  createPixSubscription: {
    success: async (t) =>
      t.request('POST', '/subscription/plano-essencial/pix', { token: (await customer(t)).token }),
    failure: [401, (t) => t.request('POST', '/subscription/plano-essencial/pix')],
  },
  subscribeWithSignupPix: {
    success: (t) =>
      t.request('POST', '/subscription/plano-essencial/user-data/pix', {
        body: { user: registration() },
      }),
    failure: [
      409,
      async (t) => {
        const { email } = await customer(t)
        const body = { user: registration({ email }) }
        return t.request('POST', '/subscription/plano-essencial/user-data/pix', { body })
      },
    ],
  },
  updateCard: {
    success: async (t) => {
      const { token, subscriptionId } = await subscribed(t)
      const body = cardPayment('5555 5555 5555 4444')
      return t.request('PUT', `/subscription/${subscriptionId}/card`, { token, body })
    },
    failure: [
      409,
      async (t) => {
        const { token, subscriptionId } = await canceled(t)
        const body = cardPayment('5555 5555 5555 4444')
        return t.request('PUT', `/subscription/${subscriptionId}/card`, { token, body })
      },
    ],
  },
  pixStatus: {
    success: async (t) => {
      const { token, pixId } = await pixIssued(t)
      return t.request('POST', '/subscription/pix/status', { token, body: { pixId } })
    },
    failure: [
      404,
      async (t) => {
        const { token } = await customer(t)
        return t.request('POST', '/subscription/pix/status', { token, body: { pixId: 'nenhum' } })
      },
    ],
  },
  listSubscriptions: {
    success: async (t) => t.request('GET', '/subscription', { token: (await subscribed(t)).token }),
    failure: [401, (t) => t.request('GET', '/subscription')],
  },
  getSubscription: {
    success: async (t) => {
      const { token, subscriptionId } = await subscribed(t)
      return t.request('GET', `/subscription/${subscriptionId}`, { token })
    },
    failure: [
      404,
      async (t) =>
        t.request('GET', '/subscription/nao-existe', { token: (await customer(t)).token }),
    ],
  },
  cancelSubscription: {
    success: async (t) => {
      const { token, subscriptionId } = await subscribed(t)
      return t.request('DELETE', `/subscription/${subscriptionId}`, { token })
    },
    failure: [
      409,
      async (t) => {
        const { token, subscriptionId } = await canceled(t)
        return t.request('DELETE', `/subscription/${subscriptionId}`, { token })
      },
    ],
  },
  reactivateSubscription: {
    success: async (t) => {
      const { token, subscriptionId } = await canceled(t)
      return t.request('PUT', `/subscription/${subscriptionId}/activate`, { token })
    },
    failure: [
      409,
      async (t) => {
        const { token, subscriptionId } = await subscribed(t)
        return t.request('PUT', `/subscription/${subscriptionId}/activate`, { token })
      },
    ],
  },
  listUserPayments: {
    success: async (t) =>
      t.request('GET', '/recurrence/user?status=paid', { token: (await subscribed(t)).token }),
    failure: [
      400,
      async (t) =>
        t.request('GET', '/recurrence/user?status=refunded', { token: (await customer(t)).token }),
    ],
  },
  listSubscriptionPayments: {
    success: async (t) => {
      const { token, subscriptionId } = await subscribed(t)
      return t.request('GET', `/recurrence/subscription/${subscriptionId}`, { token })
    },
    failure: [
      404,
      async (t) => {
        const { subscriptionId } = await subscribed(t)
        const { token } = await customer(t)
        return t.request('GET', `/recurrence/subscription/${subscriptionId}`, { token })
      },
    ],
  },
  paymentStatus: {
    success: async (t) => {
      const { token, paymentId } = await paid(t)
      return t.request('GET', `/recurrence/status/${paymentId}`, { token })
    },
    failure: [
      404,
      async (t) =>
        t.request('GET', '/recurrence/status/nao-existe', { token: (await customer(t)).token }),
    ],
  },
  paymentReceipt: {
    success: async (t) => {
      const { token, paymentId } = await paid(t)
      return t.request('GET', `/recurrence/receipt/${paymentId}`, { token })
    },
    failure: [
      409,
      async (t) => {
        const { token } = await pixIssued(t)
        const [pending] = (await t.request('GET', '/recurrence/user', { token })).body.data
        return t.request('GET', `/recurrence/receipt/${pending._id}`, { token })
      },
    ],
  },
  quotePlanChange: {
    success: async (t) => {
      const { token, subscriptionId } = await subscribed(t)
      return t.request('GET', `/subscription/${subscriptionId}/change/plano-profissional`, {
        token,
      })
    },
    failure: [
      409,
      async (t) => {
        const { token, subscriptionId } = await subscribed(t)
        return t.request('GET', `/subscription/${subscriptionId}/change/plano-essencial`, { token })
      },
    ],
  },
  changePlan: {
    success: async (t) => {
      const { token, subscriptionId } = await subscribed(t)
      const path = `/subscription/${subscriptionId}/change/plano-profissional`
      const quote = await t.request('GET', path, { token })
      return t.request('POST', path, { token, body: { expectedAmount: quote.body.data.amount } })
    },
    failure: [
      409,
      async (t) => {
        const { token, subscriptionId } = await subscribed(t)
        const path = `/subscription/${subscriptionId}/change/plano-profissional`
        return t.request('POST', path, { token, body: { expectedAmount: 10 } })
      },
    ],
  },
  cancelScheduledChange: {
    success: async (t) => {
      const { token, subscriptionId } = await subscribed(t, 'plano-profissional')
      const path = `/subscription/${subscriptionId}/change/plano-essencial`
      const quote = await t.request('GET', path, { token })
      await t.request('POST', path, { token, body: { expectedAmount: quote.body.data.amount } })
      return t.request('DELETE', `/subscription/${subscriptionId}/change`, { token })
    },
    failure: [
      404,
      async (t) => {
        const { token } = await customer(t)
        return t.request('DELETE', '/subscription/nao-existe/change', { token })
      },
    ],
  },
  exportAccountData: {
    success: async (t) => t.request('GET', '/user/data', { token: (await subscribed(t)).token }),
    failure: [401, (t) => t.request('GET', '/user/data', { token: 'token-de-ninguem' })],
  },
  deleteAccount: {
    success: async (t) => {
      const { token, password } = await subscribed(t)
      return t.request('POST', '/user/delete', { token, body: { password } })
    },
    failure: [
      400,
      async (t) => {
        const { token } = await customer(t)
        return t.request('POST', '/user/delete', { token, body: { password: 'nao-e-ela' } })
      },
    ],
  },
  getNotificationPreferences: {
    success: async (t) =>
      t.request('GET', '/user/notifications', { token: (await customer(t)).token }),
    failure: [401, (t) => t.request('GET', '/user/notifications')],
  },
  updateNotificationPreferences: {
    success: async (t) => {
      const { token } = await customer(t)
      const body = { email: false, weeklyReports: true }
      return t.request('PUT', '/user/notifications', { token, body })
    },
    failure: [
      400,
      async (t) => {
        const { token } = await customer(t)
        const body = { email: 'sim', weeklyReports: true }
        return t.request('PUT', '/user/notifications', { token, body })
      },
    ],
  },
  adminOverview: {
    success: async (t) => t.request('GET', '/admin/overview', { token: await operator(t) }),
    failure: [
      403,
      async (t) => t.request('GET', '/admin/overview', { token: (await customer(t)).token }),
    ],
  },
  adminListCustomers: {
    success: async (t) => t.request('GET', '/admin/customer?q=maria', { token: await operator(t) }),
    failure: [
      400,
      async (t) => t.request('GET', '/admin/customer?sort=qualquer', { token: await operator(t) }),
    ],
  },
  adminGetCustomer: {
    success: async (t) => {
      const { user } = await customer(t)
      return t.request('GET', `/admin/customer/${user._id}`, { token: await operator(t) })
    },
    failure: [
      404,
      async (t) => t.request('GET', '/admin/customer/nenhum', { token: await operator(t) }),
    ],
  },
  adminCancelSubscription: {
    success: async (t) => {
      const { subscriptionId } = await subscribed(t)
      const token = await operator(t)
      return t.request('POST', `/admin/subscription/${subscriptionId}/cancel`, { token })
    },
    failure: [
      409,
      async (t) => {
        const { subscriptionId } = await canceled(t)
        const token = await operator(t)
        return t.request('POST', `/admin/subscription/${subscriptionId}/cancel`, { token })
      },
    ],
  },
  adminReactivateSubscription: {
    success: async (t) => {
      const { subscriptionId } = await canceled(t)
      const token = await operator(t)
      return t.request('POST', `/admin/subscription/${subscriptionId}/reactivate`, { token })
    },
    failure: [
      409,
      async (t) => {
        const { subscriptionId } = await subscribed(t)
        const token = await operator(t)
        return t.request('POST', `/admin/subscription/${subscriptionId}/reactivate`, { token })
      },
    ],
  },
  adminRefundPayment: {
    success: async (t) => {
      const { paymentId } = await paid(t)
      return t.request('POST', `/admin/payment/${paymentId}/refund`, { token: await operator(t) })
    },
    failure: [
      404,
      async (t) => t.request('POST', '/admin/payment/nenhum/refund', { token: await operator(t) }),
    ],
  },
  adminResendEmail: {
    success: async (t) => {
      const { email } = await customer(t)
      await t.context.mailer.drain()
      const sent = await db()
        .selectFrom('outbox')
        .select('id')
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow()
      await db().updateTable('outbox').set({ status: 'failed' }).where('id', '=', sent.id).execute()
      return t.request('POST', `/admin/email/${sent.id}/resend`, { token: await operator(t) })
    },
    failure: [
      404,
      async (t) => t.request('POST', '/admin/email/nenhum/resend', { token: await operator(t) }),
    ],
  },
  adminListPlans: {
    success: async (t) => t.request('GET', '/admin/plan', { token: await operator(t) }),
    failure: [401, (t) => t.request('GET', '/admin/plan')],
  },
  adminCreatePlan: {
    success: async (t) =>
      t.request('POST', '/admin/plan', { token: await operator(t), body: PLAN_INPUT }),
    failure: [
      409,
      async (t) => {
        const token = await operator(t)
        await t.request('POST', '/admin/plan', { token, body: PLAN_INPUT })
        return t.request('POST', '/admin/plan', { token, body: PLAN_INPUT })
      },
    ],
  },
  adminUpdatePlan: {
    success: async (t) =>
      t.request('PUT', '/admin/plan/plano-essencial', {
        token: await operator(t),
        body: PLAN_INPUT,
      }),
    failure: [
      404,
      async (t) =>
        t.request('PUT', '/admin/plan/nenhum', { token: await operator(t), body: PLAN_INPUT }),
    ],
  },
  adminDeactivatePlan: {
    success: async (t) =>
      t.request('POST', '/admin/plan/plano-trimestral/deactivate', { token: await operator(t) }),
    failure: [
      404,
      async (t) => t.request('POST', '/admin/plan/nenhum/deactivate', { token: await operator(t) }),
    ],
  },
  adminDeletePlan: {
    success: async (t) =>
      t.request('DELETE', '/admin/plan/plano-trimestral', { token: await operator(t) }),
    failure: [
      409,
      async (t) => {
        await subscribed(t)
        return t.request('DELETE', '/admin/plan/plano-essencial', { token: await operator(t) })
      },
    ],
  },
  adminListAudit: {
    success: async (t) => t.request('GET', '/admin/audit', { token: await operator(t) }),
    failure: [
      400,
      async (t) => t.request('GET', '/admin/audit?action=nada', { token: await operator(t) }),
    ],
  },

  // The desktop app's computers (issue 23): a computer is connected by the device flow itself.
  listDevices: {
    success: async (t) => t.request('GET', '/user/devices', { token: (await customer(t)).token }),
    failure: [401, (t) => t.request('GET', '/user/devices')],
  },
  renameDevice: {
    success: async (t) => {
      const { token, deviceId } = await connected(t)
      return t.request('PATCH', `/user/devices/${deviceId}`, { token, body: { name: 'Caixa' } })
    },
    failure: [
      404,
      async (t) =>
        t.request('PATCH', '/user/devices/nenhum', {
          token: (await customer(t)).token,
          body: { name: 'Caixa' },
        }),
    ],
  },
  disconnectDevice: {
    success: async (t) => {
      const { token, deviceId } = await connected(t)
      return t.request('DELETE', `/user/devices/${deviceId}`, { token })
    },
    failure: [
      404,
      async (t) =>
        t.request('DELETE', '/user/devices/nenhum', { token: (await customer(t)).token }),
    ],
  },
  disconnectAllDevices: {
    success: async (t) =>
      t.request('POST', '/user/devices/disconnect-all', { token: (await connected(t)).token }),
    failure: [401, (t) => t.request('POST', '/user/devices/disconnect-all')],
  },
  lookupActivation: activationRow('/user/activation'),
  approveActivation: activationRow('/user/activation/approve'),
  denyActivation: activationRow('/user/activation/deny'),
  adminDeviceSummary: {
    success: async (t) => t.request('GET', '/admin/devices/summary', { token: await operator(t) }),
    failure: [
      403,
      async (t) => t.request('GET', '/admin/devices/summary', { token: (await customer(t)).token }),
    ],
  },
  adminListCustomerDevices: {
    success: async (t) => {
      const { user } = await connected(t)
      return t.request('GET', `/admin/customer/${user._id}/devices`, { token: await operator(t) })
    },
    failure: [
      404,
      async (t) =>
        t.request('GET', '/admin/customer/ninguem/devices', { token: await operator(t) }),
    ],
  },
  adminDisconnectDevice: {
    success: async (t) => {
      const { deviceId } = await connected(t)
      return t.request('POST', `/admin/devices/${deviceId}/disconnect`, {
        token: await operator(t),
      })
    },
    failure: [
      404,
      async (t) =>
        t.request('POST', '/admin/devices/nenhum/disconnect', { token: await operator(t) }),
    ],
  },
  adminListReleases: {
    success: async (t) => t.request('GET', '/admin/releases', { token: await operator(t) }),
    failure: [401, (t) => t.request('GET', '/admin/releases')],
  },
  adminPublishRelease: {
    success: async (t) =>
      t.request('POST', '/admin/releases', {
        token: await operator(t),
        body: publishBody('1.1.0'),
      }),
    failure: [
      400,
      async (t) =>
        t.request('POST', '/admin/releases', {
          token: await operator(t),
          body: publishBody('1.0.0'),
        }),
    ],
  },
  adminSetReleaseRollout: {
    success: async (t) =>
      t.request('POST', '/admin/releases/1.0.0/rollout', {
        token: await operator(t),
        body: { channel: 'latest', percent: 50 },
      }),
    failure: [
      404,
      async (t) =>
        t.request('POST', '/admin/releases/9.9.9/rollout', {
          token: await operator(t),
          body: { channel: 'latest', percent: 50 },
        }),
    ],
  },
  adminWithdrawRelease: {
    success: async (t) =>
      t.request('POST', '/admin/releases/1.0.0/withdraw', {
        token: await operator(t),
        body: { channel: 'latest' },
      }),
    failure: [
      404,
      async (t) =>
        t.request('POST', '/admin/releases/1.0.0/withdraw', {
          token: await operator(t),
          body: { channel: 'beta' },
        }),
    ],
  },
  countDownload: {
    success: (t) => t.request('POST', '/releases/1.0.0/downloads', { body: { platform: 'linux' } }),
    failure: [
      404,
      (t) => t.request('POST', '/releases/9.9.9/downloads', { body: { platform: 'linux' } }),
    ],
  },
  listReleases: {
    success: (t) => t.request('GET', '/releases?limit=20'),
    failure: [400, (t) => t.request('GET', '/releases?limit=0')],
  },
  adminReconciliation: {
    success: async (t) => t.request('GET', '/admin/reconciliation', { token: await operator(t) }),
    failure: [
      403,
      async (t) => t.request('GET', '/admin/reconciliation', { token: (await customer(t)).token }),
    ],
  },
}

describe('every call of the site answers what its row of the contract table says', () => {
  it('has a success and a failure for every row the site calls', () => {
    expect(SITE_CALL_NAMES.filter((name) => !ROWS[name])).toEqual([])
  })

  it.each(Object.entries(ROWS).map(([name, tries]) => [name, tries] as const))(
    '%s',
    async (_, { success, failure: [status, refused] }) => {
      expect((await success(createCheckedApp(db()))).status).toBe(200)
      expect((await refused(createCheckedApp(db()))).status).toBe(status)
    },
  )
})

describe('answerProblems', () => {
  it('finds an answer that strays from the table, and passes one that does not', () => {
    expect(answerProblems('GET', '/plan/x', 404, { message: 'Não achei' })).toEqual([
      'getPlan 404: mensagem fora da tabela: Não achei',
    ])
    expect(answerProblems('GET', '/plan/x', 418, { message: 'Chá' })).toEqual([
      'getPlan: o status 418 não está na tabela',
    ])
    expect(answerProblems('GET', '/plan/x', 200, { message: 'ok', data: {} })).not.toEqual([])
    expect(answerProblems('GET', '/plan/x', 404, { message: 'Plano não encontrado' })).toEqual([])
    expect(answerProblems('GET', '/nada', 404, { message: 'x' })).toEqual([
      'GET /nada: nenhuma linha da tabela',
    ])
  })
})
