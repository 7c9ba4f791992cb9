import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { publicUser } from '../accounts.ts'
import { mockEndpoint } from '../api-routes.ts'
import { listPayments, listSubscriptions } from '../billing.ts'
import { failure, ok } from '../respond.ts'
import { store as defaultStore, type MockStore, type StoredUser } from '../store.ts'

const preferences = (account: StoredUser) =>
  account.notifications ?? { email: true, weeklyReports: false }

/** LGPD self-service, as the API does it (modules/privacy/); the mocks keep no outbox. */
export const privacyHandlers = (store: MockStore = defaultStore) => [
  mockEndpoint(store, 'exportAccountData', ({ signedIn: { account } }) => {
    const userId = account.user._id
    return ok(
      {
        exportedAt: store.now,
        profile: publicUser(account.user),
        consents: {
          termsAcceptedAt: account.user.termsAcceptedAt,
          notifications: preferences(account),
        },
        subscriptions: listSubscriptions(store, userId),
        payments: listPayments(store, userId),
        emails: [],
      },
      API_MESSAGES.accountExported,
    )
  }),

  // The account goes; its payments stay under its id, with no person behind it.
  mockEndpoint(store, 'deleteAccount', ({ input: { body }, signedIn: { account } }) => {
    if (body.password !== account.password) throw failure(400, API_MESSAGES.deletePasswordWrong)
    const userId = account.user._id
    for (const subscription of store.subscriptions) {
      if (subscription.userId !== userId) continue
      if (subscription.status !== 'canceled') {
        subscription.status = 'canceled'
        subscription.canceledAt = store.now
      }
      subscription.card = null
    }
    store.payments = store.payments.filter(
      (payment) => !(payment.userId === userId && payment.status === 'scheduled'),
    )
    store.users = store.users.filter((candidate) => candidate !== account)
    store.sessions = store.sessions.filter((session) => session.userId !== userId)
    store.recoveryCodes = store.recoveryCodes.filter((code) => code.userId !== userId)
    store.emailChanges = store.emailChanges.filter((change) => change.userId !== userId)
    return ok(null, API_MESSAGES.accountDeleted)
  }),

  mockEndpoint(store, 'getNotificationPreferences', ({ signedIn: { account } }) =>
    ok(preferences(account)),
  ),

  mockEndpoint(
    store,
    'updateNotificationPreferences',
    ({ input: { body }, signedIn: { account } }) => {
      account.notifications = { email: body.email, weeklyReports: body.weeklyReports }
      return ok(preferences(account), API_MESSAGES.notificationsSaved)
    },
  ),
]
