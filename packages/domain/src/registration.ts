import type * as v from 'valibot'
import { CEP_INVALID_ALERT } from './br/cep.ts'
import { listPt } from './pt-list.ts'
import { ADDRESS_REQUIRED_ALERT } from './schemas/address.ts'
import { TERMS_REQUIRED_ALERT } from './schemas/auth.ts'
import { passwordsMatch } from './schemas/password-confirmation.ts'

export interface RegistrationSubmitState {
  loading: boolean
  password: string
  confirmPassword: string
  acceptedTerms: boolean
}

/** Submit is disabled while loading, while the passwords differ or while terms are unchecked. */
export function canSubmitRegistration(state: RegistrationSubmitState): boolean {
  return (
    !state.loading && passwordsMatch(state.password, state.confirmPassword) && state.acceptedTerms
  )
}

/** Introduces the list of what is still missing (the submit button's aria-describedby). */
export const SUBMIT_BLOCKED_INTRO = 'Para continuar:'
export const SUBMIT_BLOCKERS = {
  terms: 'marque o aceite dos Termos de Uso e da Política de Privacidade',
  passwords: 'digite a mesma senha nos dois campos',
} as const

/**
 * The fields the registration requires (spec section 5, plus the password), in the order the
 * form shows them, by the labels the form gives them. Complemento is optional.
 */
export const REQUIRED_REGISTRATION_FIELDS = [
  ['name', 'Nome completo'],
  ['email', 'Email'],
  ['phone', 'Telefone'],
  ['document', 'CPF ou CNPJ'],
  ['birthdate', 'Data de nascimento'],
  ['zipCode', 'CEP'],
  ['state', 'Estado'],
  ['city', 'Cidade'],
  ['neighborhood', 'Bairro'],
  ['address', 'Endereço'],
  ['addressNumber', 'Número'],
  ['password', 'Senha'],
] as const

export type RequiredRegistrationField = (typeof REQUIRED_REGISTRATION_FIELDS)[number][0]

/** 'preencha Nome completo, Email e Telefone': the blank required fields, in one item. */
export function fillBlocker(labels: readonly string[]): string {
  return `preencha ${listPt(labels)}`
}

/**
 * What a person must still do, in the order the form reads: the required fields left blank
 * (all of them, in one item), passwords that differ, the terms. Empty while waiting for the
 * server (the button says so itself) and once everything is there; submit itself is disabled
 * only by the passwords and the terms (canSubmitRegistration, as the spec says), so a missing
 * field is said here before the submit that would highlight it.
 */
export function registrationBlockers(
  state: RegistrationSubmitState & Partial<Record<RequiredRegistrationField, string>>,
): string[] {
  if (state.loading) return []
  const blockers: string[] = []
  const blank = REQUIRED_REGISTRATION_FIELDS.filter(
    ([field]) => field in state && (state[field] ?? '').trim() === '',
  ).map(([, label]) => label)
  if (blank.length > 0) blockers.push(fillBlocker(blank))
  if (!passwordsMatch(state.password, state.confirmPassword)) {
    blockers.push(SUBMIT_BLOCKERS.passwords)
  }
  if (!state.acceptedTerms) blockers.push(SUBMIT_BLOCKERS.terms)
  return blockers
}

export interface RegistrationAlert {
  title: string
  description: string
}

// The registration screen raises one alert for a whole group of fields; field messages carry
// the alert's text, so the first issue with one of these texts picks the alert.
const ALERTS: readonly RegistrationAlert[] = [
  ADDRESS_REQUIRED_ALERT,
  CEP_INVALID_ALERT,
  TERMS_REQUIRED_ALERT,
]

/**
 * The summary a failed submit shows when no group alert above applies: how many fields to fix
 * (each field says why under itself).
 */
export function invalidFieldsAlert(count: number): RegistrationAlert {
  return {
    title: 'Confira os campos destacados',
    description:
      count === 1 ? '1 campo precisa de correção.' : `${count} campos precisam de correção.`,
  }
}

/** The alert (title and text) the registration screen shows for these issues, if any. */
export function registrationAlert(
  issues: readonly v.BaseIssue<unknown>[],
): RegistrationAlert | null {
  for (const issue of issues) {
    const alert = ALERTS.find((candidate) => candidate.description === issue.message)
    if (alert) return alert
  }
  return null
}
