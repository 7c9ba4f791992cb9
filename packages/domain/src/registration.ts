import type * as v from 'valibot'
import { CEP_INVALID_ALERT } from './br/cep.ts'
import { ADDRESS_REQUIRED_ALERT } from './schemas/address.ts'
import { TERMS_REQUIRED_ALERT } from './schemas/auth.ts'

export interface RegistrationSubmitState {
  loading: boolean
  password: string
  confirmPassword: string
  acceptedTerms: boolean
}

/** Submit is disabled while loading, while the passwords differ or while terms are unchecked. */
export function canSubmitRegistration(state: RegistrationSubmitState): boolean {
  return !state.loading && state.password === state.confirmPassword && state.acceptedTerms
}

/** Introduces the list of what keeps submit disabled (its aria-describedby). */
export const SUBMIT_BLOCKED_INTRO = 'Para continuar:'
export const SUBMIT_BLOCKERS = {
  terms: 'marque o aceite dos Termos de Uso e da Política de Privacidade',
  passwords: 'digite a mesma senha nos dois campos',
} as const

/**
 * Why submit is disabled, in the order the form reads (passwords, then terms): what a person
 * must still do. Empty when submit is enabled or only waiting for the server (the button says
 * so itself).
 */
export function registrationBlockers(state: RegistrationSubmitState): string[] {
  if (state.loading) return []
  const blockers: string[] = []
  if (state.password !== state.confirmPassword) blockers.push(SUBMIT_BLOCKERS.passwords)
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
