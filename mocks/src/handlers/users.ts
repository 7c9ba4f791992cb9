import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { needsCurrentPassword } from '@atendimento/domain/schemas/account'
import { assertUnique, findAccountByEmail, publicUser, revokeUserSessions } from '../accounts.ts'
import { mockEndpoint } from '../api-routes.ts'
import { failure, ok } from '../respond.ts'
import { DEMO, store as defaultStore, type MockStore } from '../store.ts'

export const usersHandlers = (store: MockStore = defaultStore) => [
  mockEndpoint(store, 'updatePassword', ({ input: { body }, signedIn: { account, session } }) => {
    if (account.password !== body.password) throw failure(400, API_MESSAGES.wrongCurrentPassword)
    account.password = body.newPassword
    // This device stays signed in; every other session ends with the old password.
    revokeUserSessions(store, account.user._id, session.token)
    store.emailChanges = store.emailChanges.filter((item) => item.userId !== account.user._id)
    return ok(null, API_MESSAGES.passwordUpdated)
  }),

  // A new e-mail needs the current password and waits for its link (no inbox in the mocks:
  // the link's token is always DEMO.emailChangeToken).
  mockEndpoint(store, 'updateProfile', ({ input: { body }, signedIn: { account } }) => {
    const { currentPassword, email, ...fields } = body
    const changesEmail = needsCurrentPassword(account.user.email, { email })
    if (changesEmail) {
      if (!currentPassword) throw failure(400, API_MESSAGES.currentPasswordRequired)
      if (currentPassword !== account.password) {
        throw failure(400, API_MESSAGES.wrongCurrentPassword)
      }
    }
    assertUnique(store, fields, account.user._id)
    account.user = publicUser({ ...account.user, ...fields })
    if (changesEmail && !findAccountByEmail(store, email)) {
      store.emailChanges = [
        ...store.emailChanges.filter((item) => item.userId !== account.user._id),
        { userId: account.user._id, newEmail: email, token: DEMO.emailChangeToken },
      ]
    }
    return ok(
      { user: publicUser(account.user) },
      changesEmail ? API_MESSAGES.emailChangePending : API_MESSAGES.profileUpdated,
    )
  }),

  mockEndpoint(store, 'confirmEmailChange', ({ input: { body } }) => {
    const change = store.emailChanges.find((item) => item.token === body.token)
    const account = store.users.find(({ user }) => user._id === change?.userId)
    if (!change || !account) throw failure(400, API_MESSAGES.emailLinkInvalid)
    store.emailChanges = store.emailChanges.filter((item) => item !== change)
    if (findAccountByEmail(store, change.newEmail)) throw failure(409, API_MESSAGES.emailTaken)
    account.user = publicUser({ ...account.user, email: change.newEmail })
    return ok(null, API_MESSAGES.emailConfirmed)
  }),
]
