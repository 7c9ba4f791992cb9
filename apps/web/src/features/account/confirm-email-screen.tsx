import { Alert } from '@atendimento/ui/alert'
import { Spinner } from '@atendimento/ui/spinner'
import { css } from '@atendimento/ui/styled-system/css'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../api/request.ts'
import { confirmEmailChange } from '../../api/user.ts'
import { AuthPage } from './auth-page.tsx'
import { routerLink } from './router-link.tsx'
import { formStyles } from './styles.ts'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })

export const CONFIRMING_EMAIL = 'Confirmando seu novo e-mail...'
export const CONFIRM_LINK_MISSING =
  'Este link não traz o código de confirmação. Abra o link do e-mail outra vez.'

/**
 * /confirmar-email?token=: the link sent to a new address. Opening it confirms the change at
 * once (the token is the proof), then offers to sign in with the new e-mail.
 */
export function ConfirmEmailScreen({ token }: { token: string | undefined }) {
  // A query keyed by the link, not a mutation: it runs once per token (a remount or a second
  // render does not send it again), and useMutation would put the mutation machinery into the
  // framework chunk every page loads (the landing's first-load budget).
  const confirm = useQuery({
    queryKey: ['email-confirmation', token],
    queryFn: async () => unwrap(await confirmEmailChange(token ?? '')),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })

  return (
    <AuthPage title="Confirmar novo e-mail">
      <div className={stack} aria-live="polite">
        {!token && <Alert tone="error" title={CONFIRM_LINK_MISSING} />}
        {token && confirm.isPending && (
          <p className={formStyles.centered}>
            <Spinner /> {CONFIRMING_EMAIL}
          </p>
        )}
        {confirm.isError && <Alert tone="error" title={confirm.error.message} />}
        {confirm.isSuccess && (
          <Alert tone="success" title="E-mail confirmado. Use o novo endereço para entrar." />
        )}
        {(confirm.isSuccess || confirm.isError || !token) && (
          <p className={formStyles.centered}>
            {routerLink({
              href: '/login',
              className: formStyles.link,
              children: 'Ir para o login',
            })}
          </p>
        )}
      </div>
    </AuthPage>
  )
}
