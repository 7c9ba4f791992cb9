import { Button } from '@atendimento/ui/button'
import * as Card from '@atendimento/ui/card'
import { ChangePasswordForm } from '@atendimento/ui/change-password-form'
import { css } from '@atendimento/ui/styled-system/css'
import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { useUpdatePassword } from '../account/use-update-password.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { DisconnectAllOffer } from '../devices/disconnect-all-offer.tsx'

const header = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '3',
})

/** 'Segurança': the Alterar Senha panel (current, new and confirmation). */
export function SecurityPanel() {
  const [editing, setEditing] = useState(false)
  // A new password: the desktop app's computers may be disconnected too.
  const [changed, setChanged] = useState(false)
  const { token } = useSignedIn()
  const update = useUpdatePassword(token, () => {
    setEditing(false)
    setChanged(true)
  })
  return (
    <>
      <Card.Root asChild>
        <section aria-labelledby="alterar-senha">
          <Card.Header>
            <div className={header}>
              <div>
                <Card.Title id="alterar-senha" asChild>
                  <h2>Alterar Senha</h2>
                </Card.Title>
                <Card.Description>
                  Use uma senha com pelo menos 6 caracteres que você não usa em outros sites.
                </Card.Description>
              </div>
              {!editing && (
                <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                  <KeyRound aria-hidden="true" />
                  Alterar Senha
                </Button>
              )}
            </div>
          </Card.Header>
          {editing && (
            <Card.Body>
              <ChangePasswordForm
                mode="authenticated"
                submitLabel="Salvar"
                onSubmit={update.submit}
                onCancel={() => setEditing(false)}
                busy={update.busy}
                error={update.error}
                errorTitle={update.errorTitle}
              />
            </Card.Body>
          )}
        </section>
      </Card.Root>
      {changed && <DisconnectAllOffer />}
    </>
  )
}
