import { Field } from '@ark-ui/react/field'
import {
  EMPTY_RELEASE_DRAFT,
  parseReleaseDraft,
  type ReleaseDraft,
  type ReleaseDraftField,
} from '@atendimento/domain/admin/release-draft'
import type { AdminPublishRelease } from '@atendimento/domain/schemas/release'
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
import { RadioGroup } from '../radio-group/radio-group.tsx'

const textareaStyle = css({ h: 'auto', py: '2', resize: 'vertical' })
const yamlStyle = css({ fontFamily: 'mono', fontSize: 'xs' })

const FILES = [
  { field: 'windows', label: 'latest.yml (Windows)' },
  { field: 'macos', label: 'latest-mac.yml (macOS)' },
  { field: 'linux', label: 'latest-linux.yml (Linux)' },
] as const

const NOTES = [
  { field: 'new', label: 'Novidades' },
  { field: 'improvements', label: 'Melhorias' },
  { field: 'fixes', label: 'Correções' },
] as const

export interface ReleaseFormProps {
  /** Called with the checked body once every field is right (the CLI's rules decide the rest). */
  onSubmit: (input: AdminPublishRelease) => void
  onCancel?: () => void
  busy?: boolean
  /** The server's refusal (a version not above the channel's, a file without sha512...). */
  error?: string
}

/**
 * Publishing a version from the console: the three YAML files electron-builder wrote, pasted;
 * the notes in the spec's three lists, one item per line; the channel, the share of computers
 * that get it first and whether it is a security fix.
 */
export function ReleaseForm({ onSubmit, onCancel, busy = false, error }: ReleaseFormProps) {
  const [draft, setDraft] = useState<ReleaseDraft>(EMPTY_RELEASE_DRAFT)
  const [errors, setErrors] = useState<Partial<Record<ReleaseDraftField, string>>>({})
  const field = (name: ReleaseDraftField) => ({
    value: draft[name],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => {
      setDraft((current) => ({ ...current, [name]: event.target.value }))
      setErrors((current) => ({ ...current, [name]: undefined }))
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = parseReleaseDraft(draft)
    if (result.success) onSubmit(result.input)
    else setErrors(result.errors)
  }
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {error && <Alert tone="error" title="A versão não foi publicada" description={error} />}
      <RadioGroup
        label="Canal"
        name="channel"
        value={draft.channel}
        disabled={busy}
        onValueChange={({ value }) =>
          setDraft((current) => ({ ...current, channel: value === 'beta' ? 'beta' : 'latest' }))
        }
        options={[
          { value: 'latest', label: 'latest (todos)' },
          { value: 'beta', label: 'beta (equipe)' },
        ]}
      />
      {FILES.map(({ field: name, label }) => (
        <FormField key={name} label={label} error={errors[name]} required>
          <Field.Textarea
            {...field(name)}
            rows={4}
            spellCheck={false}
            className={cx(input(), textareaStyle, yamlStyle)}
          />
        </FormField>
      ))}
      <FormField
        label="Endereço dos instaladores"
        error={errors.urlBase}
        helperText="Completa os nomes de arquivo que o YAML traz sem endereço"
      >
        <Input {...field('urlBase')} inputMode="url" autoComplete="off" />
      </FormField>
      <Fieldset.Root disabled={busy}>
        <Fieldset.Legend>Notas da versão (uma por linha)</Fieldset.Legend>
        {NOTES.map(({ field: name, label }) => (
          <FormField key={name} label={label} error={errors[name]}>
            <Field.Textarea {...field(name)} rows={3} className={cx(input(), textareaStyle)} />
          </FormField>
        ))}
      </Fieldset.Root>
      <FormField
        label="Liberação gradual (% dos computadores)"
        error={errors.stagingPercentage}
        helperText="100 oferece a todos; comece com menos para acompanhar"
        required
      >
        <Input {...field('stagingPercentage')} inputMode="numeric" autoComplete="off" />
      </FormField>
      <Checkbox
        name="critical"
        checked={draft.critical}
        disabled={busy}
        onCheckedChange={({ checked }) =>
          setDraft((current) => ({ ...current, critical: checked === true }))
        }
      >
        Crítica (corrige uma falha de segurança)
      </Checkbox>
      <div className={formStyles.actions}>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
        )}
        <Button type="submit" loading={busy} loadingText="Publicando...">
          Revisar e publicar
        </Button>
      </div>
    </form>
  )
}
