import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { assertUnique, publicUser, revokeUserSessions } from '../accounts.ts'
import { mockEndpoint } from '../api-routes.ts'
import { failure, ok } from '../respond.ts'
import { store as defaultStore, type MockStore } from '../store.ts'

export const usersHandlers = (store: MockStore = defaultStore) => [
  mockEndpoint(store, 'updatePassword', ({ input: { body }, signedIn: { account, session } }) => {
    if (account.password !== body.password) throw failure(400, API_MESSAGES.wrongCurrentPassword)
    account.password = body.newPassword
    // This device stays signed in; every other session ends with the old password.
    revokeUserSessions(store, account.user._id, session.token)
    return ok(null, API_MESSAGES.passwordUpdated)
  }),

  mockEndpoint(store, 'updateProfile', ({ input: { body: fields }, signedIn: { account } }) => {
    assertUnique(store, fields, account.user._id)
    account.user = publicUser({ ...account.user, ...fields })
    return ok({ user: publicUser(account.user) }, API_MESSAGES.profileUpdated)
  }),
]
