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
