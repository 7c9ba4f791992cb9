import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { updatePasswordSchema } from './account.ts'
import { changePasswordFormSchema } from './auth.ts'
import {
  confirmationMessage,
  PASSWORD_MISMATCH_MESSAGE,
  passwordsMatch,
} from './password-confirmation.ts'

const messages = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? []

describe('the password confirmation', () => {
  it.each([
    ['segredo1', '', undefined],
    ['segredo1', 'segredo1', undefined],
    ['segredo1', 'segredo2', PASSWORD_MISMATCH_MESSAGE],
    ['segredo1', 'Segredo1', PASSWORD_MISMATCH_MESSAGE],
    ['', 'x', PASSWORD_MISMATCH_MESSAGE],
  ])('while typed, %j then %j says %j', (password, confirmation, message) => {
    expect(confirmationMessage(password, confirmation)).toBe(message)
  })

  it('matches only the same text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(passwordsMatch(a, b)).toBe(a === b)
        expect(passwordsMatch(a, a)).toBe(true)
      }),
    )
  })

  it('is checked by every form with a confirmation, on the confirmation field', () => {
    const recovery = { email: 'a@exemplo.com', code: 'ABC123', password: 'segredo1' }
    const mismatch = v.safeParse(changePasswordFormSchema, {
      ...recovery,
      confirmPassword: 'outra-senha',
    })
    expect(mismatch.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual([
      ['confirmPassword', PASSWORD_MISMATCH_MESSAGE],
    ])
    const dashboard = { password: 'atual', newPassword: 'nova-senha', confirmNewPassword: 'x' }
    expect(messages(updatePasswordSchema, dashboard)).toEqual([PASSWORD_MISMATCH_MESSAGE])
  })

  it('is told beside other fields’ messages, but not over a password that is itself wrong', () => {
    const blankCurrent = { password: '', newPassword: 'nova-senha', confirmNewPassword: 'x' }
    expect(messages(updatePasswordSchema, blankCurrent)).toContain(PASSWORD_MISMATCH_MESSAGE)
    const tooShort = { password: 'atual', newPassword: 'abc', confirmNewPassword: 'abd' }
    expect(messages(updatePasswordSchema, tooShort)).not.toContain(PASSWORD_MISMATCH_MESSAGE)
  })
})
