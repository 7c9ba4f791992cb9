import { type LoginRequest, loginSchema } from '@atendimento/domain/schemas/auth'
import type { FormEvent } from 'react'
import { formStyles } from '../../forms/form-styles.ts'
import { type RenderLink, renderAnchor } from '../../forms/link.tsx'
import { useForm } from '../../forms/use-form.ts'
import { Alert } from '../alert/alert.tsx'
import { Button } from '../button/button.tsx'
import { Checkbox } from '../checkbox/checkbox.tsx'
import { FormField } from '../field/field.tsx'
import { Input } from '../input/input.tsx'
import { PasswordInput } from '../password-input/password-input.tsx'

export interface LoginFormProps {
  /** Called with the trimmed, lower-cased email, the password and the remember-me flag. */
  onSubmit: (credentials: LoginRequest) => void
  busy?: boolean
  /** The server's answer when the login failed. */
  error?: string
  /**
   * The title over `error` (e.g. 'Erro no login'): the alert in the form is the one place a
   * failed submit is told, so it carries what the toast used to say.
   */
  errorTitle?: string
  defaultValues?: Partial<{ email: string; password: string; rememberMe: boolean }>
  renderLink?: RenderLink
  /**
   * Given, 'Criar conta' stays on the page and calls it (the checkout's signup step) instead of
   * linking to /registro; the link back to the site is left out too.
   */
  onCreateAccount?: () => void
}

/**
 * /login: email, password (show/hide), 'Lembrar de mim', links to recovery, registration,
 * terms and privacy (new tab). Blank fields give the domain's 'Campos obrigatórios' message.
 */
export function LoginForm({
  onSubmit,
  busy = false,
  error,
  errorTitle,
  defaultValues,
  renderLink = renderAnchor,
  onCreateAccount,
}: LoginFormProps) {
  const form = useForm({ email: '', password: '', rememberMe: false, ...defaultValues })
  const required = form.errors.email ?? form.errors.password

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const result = form.check(loginSchema)
    if (result.success) onSubmit(result.output)
  }

  return (
    <form
      ref={form.formRef}
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-busy={busy || undefined}
    >
      {required ? (
        <Alert tone="error" title={required} />
      ) : (
        error && (
          <Alert
            tone="error"
            title={errorTitle ?? error}
            description={errorTitle ? error : undefined}
          />
        )
      )}
      <FormField label="Email" invalid={Boolean(form.errors.email)} required>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          placeholder="seu@email.com"
          value={form.values.email}
          onChange={(event) => form.set('email')(event.currentTarget.value)}
        />
      </FormField>
      <FormField label="Senha" invalid={Boolean(form.errors.password)} required>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(event) => form.set('password')(event.currentTarget.value)}
        />
      </FormField>
      <div className={formStyles.between}>
        <Checkbox
          name="rememberMe"
          checked={form.values.rememberMe}
          onCheckedChange={(details) => form.set('rememberMe')(details.checked === true)}
        >
          Lembrar de mim
        </Checkbox>
        {renderLink({
          href: '/esqueci-senha',
          className: formStyles.smallLink,
          children: 'Esqueci minha senha',
        })}
      </div>
      <Button type="submit" fullWidth loading={busy} loadingText="Entrando...">
        Entrar
      </Button>
      <p className={formStyles.muted}>
        Não tem uma conta?{' '}
        {onCreateAccount ? (
          <Button type="button" variant="link" onClick={onCreateAccount}>
            Criar conta
          </Button>
        ) : (
          renderLink({ href: '/registro', className: formStyles.link, children: 'Criar conta' })
        )}
      </p>
      <p className={formStyles.muted}>
        Ao entrar, você concorda com os{' '}
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
        .
      </p>
      {!onCreateAccount && (
        <p className={formStyles.muted}>
          {renderLink({ href: '/', className: formStyles.link, children: 'Voltar ao site' })}
        </p>
      )}
    </form>
  )
}
