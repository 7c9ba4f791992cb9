import type { ProfileUpdate } from '@atendimento/domain/schemas/account'
import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from '@atendimento/domain/toasts'
import * as Card from '@atendimento/ui/card'
import { ProfileForm } from '@atendimento/ui/profile-form'
import { failureText } from '../../api/request.ts'
import { lookupAddress } from '../account/cep-lookup.ts'
import { useUpdateProfile } from '../account/use-update-profile.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { notify } from '../shell/notify.ts'

/** 'Minha Conta': the profile, read-only until Editar; Salvar or Cancelar leave edit mode. */
export function ProfilePanel() {
  const { user } = useSignedIn()
  const update = useUpdateProfile()
  const error = update.error
    ? failureText(update.error, UNEXPECTED_ERROR_MESSAGES.updateProfile)
    : undefined

  // The form stays in edit mode when the promise rejects; the failure is told once, by the
  // form's alert ('Erro ao atualizar perfil' and why), not also by a toast.
  async function save(profile: ProfileUpdate) {
    const saved = await update.mutateAsync(profile)
    // A new e-mail waits for the link sent to it: the panel still shows the old one.
    const emailPending = saved.user && saved.user.email !== profile.email
    void notify('success', emailPending ? TOASTS.emailChangePending : TOASTS.profileSuccess)
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
            busy={update.isPending}
            error={error}
            errorTitle={TOASTS.profileError.title}
          />
        </Card.Body>
      </section>
    </Card.Root>
  )
}
