import { CHECKOUT_GATE_TEXTS } from '@atendimento/domain/checkout-gate'
import type { RegistrationForm } from '@atendimento/domain/schemas/auth'
import { Button } from '@atendimento/ui/button'
import { CheckoutSignupForm, type RegisterFormValues } from '@atendimento/ui/register-form'
import { useCallback } from 'react'
import { lookupAddress } from '../account/cep-lookup.ts'
import { routerLink } from '../account/router-link.tsx'
import { formStyles } from '../account/styles.ts'
import { BackButton } from './back-button.tsx'
import { keepDraft } from './checkout-draft-storage.ts'
import { checkoutStyles as styles } from './checkout-styles.ts'

export interface SignupStepProps {
  planId: string
  /** What was typed before: this page's, or the tab's draft after a reload. */
  values: Partial<RegisterFormValues> | undefined
  onSubmit: (form: RegistrationForm) => void
  onSignIn: () => void
  onBack: () => void
}

/**
 * The anonymous visitor's account, sent with the payment in one call. What is typed is kept in
 * the tab's draft as it is typed (never the password), so a reload finds it again.
 */
export function SignupStep({ planId, values, onSubmit, onSignIn, onBack }: SignupStepProps) {
  const keepTyped = useCallback((typed: RegisterFormValues) => keepDraft(planId, typed), [planId])
  return (
    <div className={styles.panel}>
      <p className={formStyles.muted}>
        {CHECKOUT_GATE_TEXTS.signInPrompt}{' '}
        <Button variant="link" onClick={onSignIn}>
          {CHECKOUT_GATE_TEXTS.signInAction}
        </Button>
      </p>
      <CheckoutSignupForm
        defaultValues={values}
        onValuesChange={keepTyped}
        onSubmit={onSubmit}
        onCepLookup={lookupAddress}
        renderLink={routerLink}
      />
      <BackButton onBack={onBack} />
    </div>
  )
}
