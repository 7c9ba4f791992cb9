import { DEFAULT_COOKIE_PREFERENCES } from '@atendimento/domain/consent'
import type { CookiePreferences } from '@atendimento/domain/schemas/cookie-preferences'
import { Button } from '@atendimento/ui/button'
import * as Dialog from '@atendimento/ui/dialog'
import { css } from '@atendimento/ui/styled-system/css'
import { Switch } from '@atendimento/ui/switch'
import { useState } from 'react'
import type { ConsentChanges } from './consent-store.ts'

const CATEGORIES = [
  {
    key: 'performance',
    label: 'Desempenho',
    description: 'Medem o uso do site, de forma agregada, para melhorarmos as páginas.',
  },
  {
    key: 'functionality',
    label: 'Funcionalidade',
    description: 'Lembram escolhas como o tema e deixam a navegação mais prática.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    description: 'Permitem mostrar conteúdos e ofertas mais relevantes para você.',
  },
] as const

interface Props {
  initial?: CookiePreferences
  onSave: (changes: ConsentChanges) => void
  onCancel: () => void
}

const row = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})
const hint = css({ textStyle: 'small', color: 'fg.muted', m: '0' })

/** The 'Personalizar' panel: one switch per category, essential locked on (lazy-loaded). */
export default function CookiePreferencesDialog({
  initial = DEFAULT_COOKIE_PREFERENCES,
  onSave,
  onCancel,
}: Props) {
  const [choice, setChoice] = useState<ConsentChanges>({
    performance: initial.performance,
    functionality: initial.functionality,
    marketing: initial.marketing,
  })
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onCancel()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Preferências de cookies</Dialog.Title>
            <Dialog.Description>
              Escolha quais cookies o site pode usar. Os essenciais são sempre ativos.
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Body>
            <div className={row}>
              <Switch checked disabled>
                Essenciais (sempre ativos)
              </Switch>
              <p className={hint}>
                Necessários para o site funcionar, como a sessão e a segurança.
              </p>
            </div>
            {CATEGORIES.map((category) => (
              <div key={category.key} className={row}>
                <Switch
                  checked={choice[category.key] ?? false}
                  onCheckedChange={(details) =>
                    setChoice((current) => ({ ...current, [category.key]: details.checked }))
                  }
                >
                  {category.label}
                </Switch>
                <p className={hint}>{category.description}</p>
              </div>
            ))}
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onCancel}>
              Cancelar
            </Button>
            <Button onClick={() => onSave(choice)}>Salvar preferências</Button>
          </Dialog.Footer>
          <Dialog.CloseTrigger />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
