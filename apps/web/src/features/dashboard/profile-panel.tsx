import { TOASTS } from '@atendimento/domain/messages'
import type { ProfileUpdate } from '@atendimento/domain/schemas/account'
import { TOKEN_REQUIRED_MESSAGE } from '@atendimento/domain/schemas/auth'
import * as Card from '@atendimento/ui/card'
import { ProfileForm } from '@atendimento/ui/profile-form'
import { useState } from 'react'
import { updateProfile } from '../../api/user.ts'
import { lookupAddress } from '../account/cep-lookup.ts'
import { useSession } from '../auth/session-provider.tsx'
import { notify } from '../shell/notify.ts'

/** Thrown to keep the panel in edit mode after a failed save. */
class SaveFailed extends Error {}

/** 'Minha Conta': the profile, read-only until Editar; Salvar or Cancelar leave edit mode. */
export function ProfilePanel() {
  const { user, token, replaceUser } = useSession()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  if (!user) return null

  async function save(update: ProfileUpdate) {
    setError(undefined)
    if (!token) {
      setError(TOKEN_REQUIRED_MESSAGE)
      void notify('error', {
        title: TOASTS.profileError.title,
        description: TOKEN_REQUIRED_MESSAGE,
      })
      throw new SaveFailed()
    }
    setBusy(true)
    try {
      const result = await updateProfile(token, update)
      if (!result.success) {
        setError(result.message)
        void notify('error', { title: TOASTS.profileError.title, description: result.message })
        throw new SaveFailed()
      }
      if (result.data?.user) replaceUser(result.data.user)
      // A new e-mail waits for the link sent to it: the panel still shows the old one.
      const emailPending = result.data?.user && result.data.user.email !== update.email
      void notify('success', emailPending ? TOASTS.emailChangePending : TOASTS.profileSuccess)
    } catch (failure) {
      if (!(failure instanceof SaveFailed)) {
        console.error(failure)
        void notify('error', TOASTS.profileError)
      }
      throw failure
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card.Root asChild>
      <section aria-labelledby="dados-pessoais">
        <Card.Header>
          <Card.Title id="dados-pessoais" asChild>
            <h2>Dados pessoais</h2>
          </Card.Title>
          <Card.Description>Seus dados de contato e de cobrança.</Card.Description>
        </Card.Header>
        <Card.Body>
          <ProfileForm
            // A new user (after Salvar) starts the form again from what the server kept.
            key={JSON.stringify(user)}
            profile={{ ...user, complement: user.complement ?? '' }}
            onSave={save}
            onCepLookup={lookupAddress}
            busy={busy}
            error={error}
          />
        </Card.Body>
      </section>
    </Card.Root>
  )
}
