import { maskDocument } from '@atendimento/domain/br/document'
import { maskPhone } from '@atendimento/domain/br/phone'
import {
  invalidFieldsAlert,
  type RegistrationAlert,
  registrationAlert,
} from '@atendimento/domain/registration'
import {
  needsCurrentPassword,
  PROFILE_MESSAGES,
  type ProfileUpdate,
  profileUpdateSchema,
} from '@atendimento/domain/schemas/account'
import { css } from '@atendimento/ui/styled-system/css'
import { type FormEvent, useState } from 'react'
import { MaskedField, PasswordField, TextField } from '../../forms/bound-fields.tsx'
import { FormFrame } from '../../forms/form-frame.tsx'
import { formStyles } from '../../forms/form-styles.ts'
import { useForm } from '../../forms/use-form.ts'
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
import { DocumentInput, PhoneInput } from '../masked-input/masked-input.tsx'

export interface ProfileValues extends AddressValue {
  name: string
  email: string
  phone: string
  document: string
}

export interface ProfileFormProps {
  profile: Partial<ProfileValues> & Pick<ProfileValues, 'name' | 'email' | 'phone' | 'document'>
  /**
   * Called with the validated update (trimmed, empty optional fields left out). When it
   * returns a promise, the panel leaves edit mode once it resolves.
   */
  onSave: (update: ProfileUpdate) => unknown
  onCepLookup?: (cep: string) => Promise<Partial<AddressValue> | null | undefined>
  busy?: boolean
  error?: string
  /** The title over `error` ('Erro ao atualizar perfil'): the form's alert is the one message. */
  errorTitle?: string
  /** Starts in edit mode. */
  defaultEditing?: boolean
}

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
  m: '0',
})
const term = css({ fontSize: 'sm', color: 'fg.muted' })
const detail = css({ m: '0', fontWeight: 'medium', overflowWrap: 'anywhere' })

export const EMAIL_CHANGE_HINT =
  'Para trocar o e-mail, confirme com sua senha. A troca vale depois que você abrir o link que enviaremos para o novo endereço.'

/**
 * The dashboard's Minha Conta panel: read-only details with 'Editar'; in edit mode the same
 * fields plus the address, with 'Salvar' and 'Cancelar'. Messages from the profile schema.
 * A new e-mail asks for the current password (a stolen session alone must not move the
 * account to another mailbox).
 */
export function ProfileForm({
  profile,
  onSave,
  onCepLookup,
  busy = false,
  error,
  errorTitle,
  defaultEditing = false,
}: ProfileFormProps) {
  const initial = { ...EMPTY_ADDRESS, ...profile, currentPassword: '' }
  const [editing, setEditing] = useState(defaultEditing)
  const [lookingUp, setLookingUp] = useState(false)
  const [summary, setSummary] = useState<RegistrationAlert | null>(null)
  const form = useForm(initial, {
    checkOnBlur: {
      schema: profileUpdateSchema,
      fields: ['email', 'phone', 'document', ...ADDRESS_FIELDS],
    },
  })
  const { values, errors } = form
  const changingEmail = needsCurrentPassword(profile.email, values)

  if (!editing) {
    const rows: [string, string][] = [
      ['Nome', profile.name],
      ['Email', profile.email],
      ['Telefone', maskPhone(profile.phone)],
      ['CPF ou CNPJ', maskDocument(profile.document)],
    ]
    return (
      <div className={formStyles.form}>
        {error && (
          <Alert
            tone="error"
            title={errorTitle ?? error}
            description={errorTitle ? error : undefined}
          />
        )}
        <dl className={list}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className={term}>{label}</dt>
              <dd className={detail}>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={formStyles.actions}>
          <Button
            variant="outline"
            onClick={() => {
              form.setValues(initial)
              form.setErrors({})
              setSummary(null)
              setEditing(true)
            }}
          >
            Editar
          </Button>
        </div>
      </div>
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const result = form.check(profileUpdateSchema)
    if (!result.success) {
      // The summary on top says what kind of problem; focus goes to the first field (useForm).
      const messages = Object.values(result.errors).map((message) => ({ message }))
      setSummary(
        registrationAlert(messages as unknown as Parameters<typeof registrationAlert>[0]) ??
          invalidFieldsAlert(messages.length),
      )
      return
    }
    setSummary(null)
    const { currentPassword, ...update } = result.output
    if (changingEmail && !currentPassword) {
      form.fail({ currentPassword: PROFILE_MESSAGES.currentPassword })
      return
    }
    try {
      await onSave(changingEmail ? { ...update, currentPassword } : update)
      setEditing(false)
    } catch {
      // The screen shows 'Erro ao atualizar perfil'; the panel stays in edit mode.
    }
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

  return (
    <FormFrame
      formRef={form.formRef}
      onSubmit={submit}
      busy={busy}
      error={error}
      errorTitle={errorTitle}
    >
      {summary && (
        <Alert
          key={form.failures}
          tone="error"
          title={summary.title}
          description={summary.description}
        />
      )}
      <div className={formStyles.row}>
        <TextField label="Nome" field={form.field('name')} autoComplete="name" />
        <TextField label="Email" field={form.field('email')} type="email" autoComplete="email" />
        <MaskedField label="Telefone" field={form.field('phone')} control={PhoneInput} />
        <MaskedField label="CPF ou CNPJ" field={form.field('document')} control={DocumentInput} />
      </div>
      {changingEmail && (
        <PasswordField
          label="Senha atual"
          field={form.field('currentPassword')}
          helperText={EMAIL_CHANGE_HINT}
          autoComplete="current-password"
        />
      )}
      <AddressFieldset
        value={values}
        onChange={(next, field: AddressField) => form.set(field)(next[field])}
        errors={errors}
        onCepComplete={lookup}
        onFieldBlur={form.blur}
        lookingUp={lookingUp}
      />
      <div className={formStyles.actions}>
        <Button variant="outline" onClick={() => setEditing(false)} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" loading={busy} loadingText="Salvando...">
          Salvar
        </Button>
      </div>
    </FormFrame>
  )
}
