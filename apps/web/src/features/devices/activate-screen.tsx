import { DEVICE_TEXTS } from '@atendimento/domain/devices/device-texts'
import { formatUserCode } from '@atendimento/domain/devices/user-code'
import { ActivationCodeForm } from '@atendimento/ui/activation-code-form'
import { ActivationRequest } from '@atendimento/ui/activation-request'
import { Alert } from '@atendimento/ui/alert'
import { css } from '@atendimento/ui/styled-system/css'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { failureText } from '../../api/request.ts'
import { AuthPage } from '../account/auth-page.tsx'
import { routerLink } from '../account/router-link.tsx'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { activationQuery, useActivationDecision } from './activation-queries.ts'
import { useDeviceActions } from './device-queries.ts'

const styles = {
  waiting: css({ m: '0', color: 'fg.muted' }),
  next: css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '4' }),
  link: css({ color: 'accent.text', textDecoration: 'underline', _touch: { minH: '11' } }),
}

/** Typing the code: the page's URL then carries it (a reload or the QR link land in the same place). */
function CodeStep({ code, error }: { code?: string | undefined; error?: string | undefined }) {
  const navigate = useNavigate()
  return (
    <ActivationCodeForm
      key={code ?? ''}
      defaultCode={code}
      error={error}
      onSubmit={({ userCode }) =>
        void navigate({ to: '/ativar', search: { codigo: formatUserCode(userCode) } })
      }
    />
  )
}

function Outcome({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Alert tone="success" title={title} description={text} />
      <div className={styles.next}>
        <Link to="/dashboard" search={{ tab: 'devices' }} className={styles.link}>
          Ver meus computadores
        </Link>
      </div>
    </>
  )
}

/** The code from the URL: what asks to connect, and the decision. */
function DecisionStep({ code }: { code: string }) {
  const { token, user } = useSignedIn()
  const lookup = useQuery(activationQuery(token, user._id, code))
  const { approve, deny } = useActivationDecision(code)
  const { disconnect } = useDeviceActions()
  if (approve.isSuccess) {
    return <Outcome title={DEVICE_TEXTS.connectedTitle} text={DEVICE_TEXTS.connectedText} />
  }
  if (deny.isSuccess)
    return <Outcome title={DEVICE_TEXTS.deniedTitle} text={DEVICE_TEXTS.deniedText} />
  if (lookup.isPending) {
    return (
      <p className={styles.waiting} role="status">
        Procurando o pedido deste código…
      </p>
    )
  }
  if (lookup.isError) {
    return <CodeStep code={code} error={failureText(lookup.error, DEVICE_TEXTS.loadFailed)} />
  }
  const failed = approve.error ?? deny.error ?? disconnect.error
  return (
    <ActivationRequest
      request={lookup.data}
      onApprove={() => approve.mutate()}
      onDeny={() => deny.mutate()}
      onDisconnect={(device) =>
        disconnect.mutate(device, { onSuccess: () => void lookup.refetch() })
      }
      approving={approve.isPending}
      denying={deny.isPending}
      disconnectingId={disconnect.isPending ? disconnect.variables._id : undefined}
      error={failed ? failureText(failed, DEVICE_TEXTS.loadFailed) : undefined}
      renderLink={routerLink}
    />
  )
}

/**
 * /ativar: a signed-in person approves, on any browser (usually the phone), the code the desktop
 * app shows. With ?codigo= (the QR code's link) the request shows at once.
 */
export function ActivateScreen({ code }: { code?: string | undefined }) {
  return (
    <AuthPage
      title={DEVICE_TEXTS.activateTitle}
      description={DEVICE_TEXTS.activateIntro}
      backTo={null}
    >
      {code ? <DecisionStep key={code} code={code} /> : <CodeStep />}
    </AuthPage>
  )
}
