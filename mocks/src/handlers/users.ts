import { profileUpdateSchema, updatePasswordSchema } from '@atendimento/domain/schemas/account'
import { http } from 'msw'
import { assertUnique, publicUser, revokeUserSessions } from '../accounts.ts'
import { apiUrl } from '../api-routes.ts'
import { MESSAGES } from '../messages.ts'
import { body, failure, ok, requireUser } from '../respond.ts'
import { store as defaultStore, type MockStore } from '../store.ts'

export const usersHandlers = (store: MockStore = defaultStore) => [
  http.patch(apiUrl('/user/password'), async ({ request }) => {
    const { account, session } = requireUser(store, request)
    const { password, newPassword } = await body(updatePasswordSchema, request)
    if (account.password !== password) throw failure(400, MESSAGES.wrongCurrentPassword)
    account.password = newPassword
    // This device stays signed in; every other session ends with the old password.
    revokeUserSessions(store, account.user._id, session.token)
    return ok(null, MESSAGES.passwordUpdated)
  }),

  http.patch(apiUrl('/user'), async ({ request }) => {
    const { account } = requireUser(store, request)
    const fields = await body(profileUpdateSchema, request)
    assertUnique(store, fields, account.user._id)
    account.user = publicUser({ ...account.user, ...fields })
    return ok({ user: publicUser(account.user) }, MESSAGES.profileUpdated)
  }),
]
