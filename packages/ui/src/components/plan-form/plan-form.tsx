import { Field } from '@ark-ui/react/field'
import {
  EMPTY_PLAN_DRAFT,
  type PlanDraft,
  type PlanDraftField,
  parsePlanDraft,
} from '@atendimento/domain/admin/plan-draft'
import {
  ENTITLEMENT_LABELS,
  ENTITLEMENTS,
  sortedEntitlements,
} from '@atendimento/domain/devices/entitlements'
import type { AdminPlanInput } from '@atendimento/domain/schemas/admin'
import { css, cx } from '@atendimento/ui/styled-system/css'
import { input } from '@atendimento/ui/styled-system/recipes'
import { type FormEvent, useState } from 'react'
import { formStyles } from '../../forms/form-styles.ts'
import { Alert } from '../alert/alert.tsx'
import { Button } from '../button/button.tsx'
import { Checkbox } from '../checkbox/checkbox.tsx'
import { FormField } from '../field/field.tsx'
import * as Fieldset from '../fieldset/fieldset.tsx'
import { Input } from '../input/input.tsx'

// The input recipe is one line high; a text area grows with its rows.
const textareaStyle = css({ h: 'auto', py: '2', resize: 'vertical' })
const checkboxes = css({ display: 'flex', flexDirection: 'column', gap: '2' })

type TextField = Exclude<PlanDraftField, 'entitlements'>

export interface PlanFormProps {
  /** The plan being edited, as text; a new plan starts from EMPTY_PLAN_DRAFT. */
  initial?: PlanDraft
  /** Whether the plan stays for sale (editing keeps what it was). */
  active?: boolean
  /** Called with the checked input (the CLI's rules) once every field is right. */
  onSubmit: (input: AdminPlanInput) => void
  onCancel?: () => void
  submitLabel: string
  /** The save is under way: the button spins and the fields wait. */
  busy?: boolean
  /** The server's message when the save failed. */
  error?: string
}

/**
 * Creating or editing a plan: name, description, price in reais, cycle in days, features (one
 * per line), its place in lists, and for the desktop app its seats and what it unlocks. Checked in the browser with the domain's rules, which are
 * the API's, so a bad value is named at its field before anything is sent.
 */
export function PlanForm({
  initial = EMPTY_PLAN_DRAFT,
  active = true,
  onSubmit,
  onCancel,
  submitLabel,
  busy = false,
  error,
}: PlanFormProps) {
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<PlanDraftField, string>>>({})
  const field = (name: TextField) => ({
    value: draft[name],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => {
      setDraft((current) => ({ ...current, [name]: event.target.value }))
      setErrors((current) => ({ ...current, [name]: undefined }))
    },
  })
  const toggle = (code: (typeof ENTITLEMENTS)[number], on: boolean) =>
    setDraft((current) => ({
      ...current,
      entitlements: sortedEntitlements(
        on ? [...current.entitlements, code] : current.entitlements.filter((item) => item !== code),
      ),
    }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = parsePlanDraft(draft, active)
    if (result.success) onSubmit(result.input)
    else setErrors(result.errors)
  }
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {error && <Alert tone="error" title="Não foi possível salvar o plano" description={error} />}
      <FormField label="Nome" error={errors.name} required>
        <Input {...field('name')} autoComplete="off" maxLength={100} />
      </FormField>
      <FormField label="Descrição" error={errors.description} required>
        <Field.Textarea {...field('description')} rows={3} className={cx(input(), textareaStyle)} />
      </FormField>
      <div className={formStyles.row}>
        <FormField label="Preço (R$)" error={errors.price} helperText="Por exemplo 59,90" required>
          <Input {...field('price')} inputMode="decimal" autoComplete="off" />
        </FormField>
        <FormField label="Ciclo de cobrança (dias)" error={errors.billingCycleDays} required>
          <Input {...field('billingCycleDays')} inputMode="numeric" autoComplete="off" />
        </FormField>
      </div>
      <FormField label="Recursos" error={errors.features} helperText="Um por linha" required>
        <Field.Textarea {...field('features')} rows={4} className={cx(input(), textareaStyle)} />
      </FormField>
      <div className={formStyles.row}>
        <FormField
          label="Ordem na lista"
          error={errors.position}
          helperText="Menor aparece primeiro; empates seguem o preço"
        >
          <Input {...field('position')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField
          label="Computadores por assinatura"
          error={errors.maxDevices}
          helperText="Quantos computadores usam o aplicativo ao mesmo tempo"
          required
        >
          <Input {...field('maxDevices')} inputMode="numeric" autoComplete="off" />
        </FormField>
      </div>
      <Fieldset.Root disabled={busy}>
        <Fieldset.Legend>Recursos liberados no aplicativo</Fieldset.Legend>
        <div className={checkboxes}>
          {ENTITLEMENTS.map((code) => (
            <Checkbox
              key={code}
              name="entitlements"
              value={code}
              checked={draft.entitlements.includes(code)}
              onCheckedChange={({ checked }) => toggle(code, checked === true)}
            >
              {ENTITLEMENT_LABELS[code]}
            </Checkbox>
          ))}
        </div>
      </Fieldset.Root>
      <div className={formStyles.actions}>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
        )}
        <Button type="submit" loading={busy} loadingText="Salvando...">
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
