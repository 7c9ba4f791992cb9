import { birthdateProblem, calendarDay } from '@atendimento/domain/birthdate'
import {
  canSubmitRegistration,
  invalidFieldsAlert,
  registrationAlert,
  registrationBlockers,
  SUBMIT_BLOCKED_INTRO,
} from '@atendimento/domain/registration'
import {
  type RegistrationForm as RegistrationOutput,
  registrationFormSchema,
} from '@atendimento/domain/schemas/auth'
import { confirmationMessage } from '@atendimento/domain/schemas/password-confirmation'
import { DEFAULT_GENDER, GENDER_LABELS, GENDERS } from '@atendimento/domain/schemas/user'
import type { FormEvent, ReactNode } from 'react'
import { useEffect, useId, useState } from 'react'
import { MaskedField, PasswordField, TextField } from '../../forms/bound-fields.tsx'
import { FormFrame } from '../../forms/form-frame.tsx'
import { formStyles } from '../../forms/form-styles.ts'
import { type RenderLink, renderAnchor } from '../../forms/link.tsx'
import { useForm } from '../../forms/use-form.ts'
import { validate } from '../../forms/validate.ts'
import {
  ADDRESS_FIELDS,
  type AddressField,
  AddressFieldset,
  type AddressValue,
  EMPTY_ADDRESS,
  focusStateField,
} from '../address-fieldset/address-fieldset.tsx'
import { Alert } from '../alert/alert.tsx'
import { Button } from '../button/button.tsx'
import { Checkbox } from '../checkbox/checkbox.tsx'
import * as Field from '../field/field.tsx'
import { DocumentInput, PhoneInput } from '../masked-input/masked-input.tsx'
import { RadioGroup } from '../radio-group/radio-group.tsx'

export interface RegisterFormValues extends AddressValue {
  name: string
  email: string
  document: string
  phone: string
  /** YYYY-MM-DD, from a date input. */
  birthdate: string
  gender: string
  password: string
  confirmPassword: string
  acceptedTerms: boolean
}

export const EMPTY_REGISTRATION: RegisterFormValues = {
  ...EMPTY_ADDRESS,
  name: '',
  email: '',
  document: '',
  phone: '',
  birthdate: '',
  gender: DEFAULT_GENDER,
  password: '',
  confirmPassword: '',
  acceptedTerms: false,
}

export interface RegisterFormProps {
  /** Called with the validated form (stored forms: digits, uppercase, trimmed). */
  onSubmit: (form: RegistrationOutput) => void
  /**
   * A complete CEP lost focus: look it up and resolve with the address found (null when not
   * found; the screen shows its toast). The form fills state, city, neighbourhood, address
   * and complement.
   */
  onCepLookup?: (cep: string) => Promise<Partial<AddressValue> | null | undefined>
  busy?: boolean
  error?: string
  /**
   * The title over `error` (e.g. 'Erro no login'): the alert in the form is the one place a
   * failed submit is told, so it carries what the toast used to say.
   */
  errorTitle?: string
  defaultValues?: Partial<RegisterFormValues>
  submitLabel?: ReactNode
  renderLink?: RenderLink
  /** Today's date (YYYY-MM-DD) for the age rule; the device's São Paulo day by default. */
  today?: string
  /** Every change of the typed values (the checkout keeps a draft across a reload). */
  onValuesChange?: (values: RegisterFormValues) => void
}

const genderOptions = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }))

/**
 * /registro (and the checkout's signup step): personal data, billing address with CEP lookup,
 * password twice and the terms. Submit stays disabled while loading, while the passwords differ
 * or while the terms are unchecked (the domain's canSubmitRegistration).
 */
export function RegisterForm({
  onSubmit,
  onCepLookup,
  busy = false,
  error,
  errorTitle,
  defaultValues,
  submitLabel = 'Criar conta',
  renderLink = renderAnchor,
  today,
  onValuesChange,
}: RegisterFormProps) {
  // The age rule needs today, which no schema can know: read when it is used, not at render
  // (the page is prerendered).
  const ageProblem = (birthdate: unknown) =>
    typeof birthdate === 'string'
      ? birthdateProblem(birthdate, today ?? calendarDay(new Date()))
      : null
  const form = useForm<RegisterFormValues>(
    { ...EMPTY_REGISTRATION, ...defaultValues },
    {
      checkOnBlur: {
        schema: registrationFormSchema,
        fields: ['email', 'phone', 'document', 'birthdate', ...ADDRESS_FIELDS],
        extra: { birthdate: ageProblem },
      },
    },
  )
  useEffect(() => onValuesChange?.(form.values), [form.values, onValuesChange])
  const [alert, setAlert] = useState<{ title: string; description: string } | null>(null)
  const [lookingUp, setLookingUp] = useState(false)
  const blockersId = useId()
  const { values, errors } = form

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canSubmitRegistration({ loading: busy, ...values })) return
    const result = validate<RegistrationOutput, keyof RegisterFormValues>(
      registrationFormSchema,
      values,
    )
    const fieldErrors = result.success ? {} : { ...result.errors }
    const age = fieldErrors.birthdate ? null : ageProblem(values.birthdate)
    if (age) fieldErrors.birthdate = age
    if (result.success && !age) {
      form.setErrors({})
      setAlert(null)
      onSubmit(result.output)
      return
    }
    const messages = Object.values(fieldErrors).map((message) => ({ message }))
    setAlert(
      registrationAlert(messages as unknown as Parameters<typeof registrationAlert>[0]) ??
        invalidFieldsAlert(messages.length),
    )
    form.fail(fieldErrors)
  }

  const lookup = async (cep: string) => {
    if (!onCepLookup) return
    setLookingUp(true)
    try {
      const found = await onCepLookup(cep)
      // No address came: the fields are to be filled by hand, from the first one (the state).
      if (!found) focusStateField(form.formRef.current)
      if (found) {
        const { zipCode: _typed, ...fields } = found
        form.setValues((current) => ({
          ...current,
          ...Object.fromEntries(Object.entries(fields).filter(([, text]) => Boolean(text))),
        }))
      }
    } finally {
      setLookingUp(false)
    }
  }

  // Under the address fields, a message the alert above already says is left out.
  const addressErrors = Object.fromEntries(
    ADDRESS_FIELDS.filter((field) => errors[field]).map((field) => [
      field,
      alert && errors[field] === alert.description ? true : (errors[field] as string),
    ]),
  ) as Partial<Record<AddressField, string | true>>

  const blockers = registrationBlockers({ loading: busy, ...values })

  return (
    <FormFrame
      formRef={form.formRef}
      onSubmit={submit}
      busy={busy}
      error={error}
      errorTitle={errorTitle}
    >
      {alert && (
        // A new key per failed submit: the alert is inserted again, so it is announced again.
        <Alert
          key={form.failures}
          tone="error"
          title={alert.title}
          description={alert.description}
        />
      )}
      <TextField label="Nome completo" field={form.field('name')} autoComplete="name" />
      <div className={formStyles.row}>
        <TextField
          label="Email"
          field={form.field('email')}
          type="email"
          autoComplete="email"
          placeholder="seu@email.com"
        />
        <MaskedField label="Telefone" field={form.field('phone')} control={PhoneInput} />
      </div>
      <div className={formStyles.row}>
        <MaskedField label="CPF ou CNPJ" field={form.field('document')} control={DocumentInput} />
        <TextField
          label="Data de nascimento"
          field={form.field('birthdate')}
          type="date"
          autoComplete="bday"
        />
      </div>
      <RadioGroup
        label="Gênero"
        name="gender"
        options={genderOptions}
        value={values.gender}
        onValueChange={(details) => form.set('gender')(details.value ?? DEFAULT_GENDER)}
        invalid={Boolean(errors.gender)}
      />
      <AddressFieldset
        legend="Endereço de cobrança"
        value={values}
        onChange={(next, field) => form.set(field)(next[field])}
        errors={addressErrors}
        onCepComplete={lookup}
        onFieldBlur={form.blur}
        lookingUp={lookingUp}
      />
      <div className={formStyles.row}>
        <PasswordField label="Senha" field={form.field('password')} autoComplete="new-password" />
        <PasswordField
          label="Confirmar senha"
          field={{
            ...form.field('confirmPassword'),
            // Said as it is typed, before any submit.
            error:
              errors.confirmPassword ??
              confirmationMessage(values.password, values.confirmPassword),
          }}
          autoComplete="new-password"
        />
      </div>
      <Field.Root invalid={Boolean(errors.acceptedTerms)}>
        <Checkbox
          name="acceptedTerms"
          checked={values.acceptedTerms}
          invalid={Boolean(errors.acceptedTerms)}
          onCheckedChange={(details) => form.set('acceptedTerms')(details.checked === true)}
        >
          Li e aceito os{' '}
          {renderLink({
            href: '/termos',
            target: '_blank',
            rel: 'noopener noreferrer',
            className: formStyles.link,
            children: 'Termos de Uso',
          })}{' '}
          e a{' '}
          {renderLink({
            href: '/privacidade',
            target: '_blank',
            rel: 'noopener noreferrer',
            className: formStyles.link,
            children: 'Política de Privacidade',
          })}
        </Checkbox>
      </Field.Root>
      {blockers.length > 0 && (
        <div id={blockersId} className={formStyles.hint}>
          <p>{SUBMIT_BLOCKED_INTRO}</p>
          <ul>
            {blockers.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
        </div>
      )}
      <Button
        type="submit"
        fullWidth
        loading={busy}
        loadingText="Criando conta..."
        disabled={!canSubmitRegistration({ loading: busy, ...values })}
        aria-describedby={blockers.length > 0 ? blockersId : undefined}
      >
        {submitLabel}
      </Button>
    </FormFrame>
  )
}

/** The checkout's signup step: the registration form, continuing to payment. */
export function CheckoutSignupForm(props: Omit<RegisterFormProps, 'submitLabel'>) {
  return <RegisterForm {...props} submitLabel="Continuar para o pagamento" />
}
