import {
  confirmEmailChangeSchema,
  needsCurrentPassword,
  profileUpdateSchema,
  updatePasswordSchema,
} from '@atendimento/domain/schemas/account'
import { http } from 'msw'
import { assertUnique, findAccountByEmail, publicUser, revokeUserSessions } from '../accounts.ts'
import { apiUrl } from '../api-routes.ts'
import { MESSAGES } from '../messages.ts'
import { body, failure, ok, requireUser } from '../respond.ts'
import { DEMO, store as defaultStore, type MockStore } from '../store.ts'

export const usersHandlers = (store: MockStore = defaultStore) => [
  http.patch(apiUrl('/user/password'), async ({ request }) => {
    const { account, session } = requireUser(store, request)
    const { password, newPassword } = await body(updatePasswordSchema, request)
    if (account.password !== password) throw failure(400, MESSAGES.wrongCurrentPassword)
    account.password = newPassword
    // This device stays signed in; every other session ends with the old password.
    revokeUserSessions(store, account.user._id, session.token)
    store.emailChanges = store.emailChanges.filter((item) => item.userId !== account.user._id)
    return ok(null, MESSAGES.passwordUpdated)
  }),

  // A new e-mail needs the current password and waits for its link (no inbox in the mocks:
  // the link's token is always DEMO.emailChangeToken).
  http.patch(apiUrl('/user'), async ({ request }) => {
    const { account } = requireUser(store, request)
    const { currentPassword, email, ...fields } = await body(profileUpdateSchema, request)
    const changesEmail = needsCurrentPassword(account.user.email, { email })
    if (changesEmail) {
      if (!currentPassword) throw failure(400, MESSAGES.currentPasswordRequired)
      if (currentPassword !== account.password) throw failure(400, MESSAGES.wrongCurrentPassword)
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
      changesEmail ? MESSAGES.emailChangePending : MESSAGES.profileUpdated,
    )
  }),

  http.post(apiUrl('/user/email/confirm'), async ({ request }) => {
    const { token } = await body(confirmEmailChangeSchema, request)
    const change = store.emailChanges.find((item) => item.token === token)
    const account = store.users.find(({ user }) => user._id === change?.userId)
    if (!change || !account) throw failure(400, MESSAGES.emailLinkInvalid)
    store.emailChanges = store.emailChanges.filter((item) => item !== change)
    if (findAccountByEmail(store, change.newEmail)) throw failure(409, MESSAGES.emailTaken)
    account.user = publicUser({ ...account.user, email: change.newEmail })
    return ok(null, MESSAGES.emailConfirmed)
  }),
]
