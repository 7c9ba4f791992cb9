import { Alert } from '@atendimento/ui/alert'
import { Spinner } from '@atendimento/ui/spinner'
import { css } from '@atendimento/ui/styled-system/css'
import { useEffect, useRef } from 'react'
import { AuthPage } from './auth-page.tsx'
import { routerLink } from './router-link.tsx'
import { formStyles } from './styles.ts'
import { useConfirmEmailChange } from './use-confirm-email-change.ts'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })

export const CONFIRMING_EMAIL = 'Confirmando seu novo e-mail...'
export const CONFIRM_LINK_MISSING =
  'Este link não traz o código de confirmação. Abra o link do e-mail outra vez.'

/**
 * /confirmar-email?token=: the link sent to a new address. Opening it confirms the change at
 * once (the token is the proof), then offers to sign in with the new e-mail.
 */
export function ConfirmEmailScreen({ token }: { token: string | undefined }) {
  const confirm = useConfirmEmailChange()
  const { mutate } = confirm
  // Once per link: a second render, or React's development double effect, sends nothing again.
  const sentFor = useRef<string>(undefined)
  useEffect(() => {
    if (!token || sentFor.current === token) return
    sentFor.current = token
    mutate(token)
  }, [token, mutate])
  const answered = confirm.isSuccess || confirm.isError

  return (
    <AuthPage title="Confirmar novo e-mail">
      <div className={stack} aria-live="polite">
        {!token && <Alert tone="error" title={CONFIRM_LINK_MISSING} />}
        {token && !answered && (
          <p className={formStyles.centered}>
            <Spinner /> {CONFIRMING_EMAIL}
          </p>
        )}
        {confirm.isError && <Alert tone="error" title={confirm.error.message} />}
        {confirm.isSuccess && <Alert tone="success" title={confirm.data} />}
        {(answered || !token) && (
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
