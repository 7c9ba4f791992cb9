import { PLATFORM_LABELS } from '@atendimento/domain/catalogue/system-requirements'
import { formatDateTime } from '@atendimento/domain/dates'
import { seatsFull, seatsLabel } from '@atendimento/domain/devices/device-labels'
import type { Device, ActivationRequest as Request } from '@atendimento/domain/schemas/device'
import { css } from '@atendimento/ui/styled-system/css'
import { type RenderLink, renderAnchor } from '../../forms/link.tsx'
import { Alert } from '../alert/alert.tsx'
import { Button } from '../button/button.tsx'
import { DeviceList } from '../device-list/device-list.tsx'

export interface ActivationRequestProps {
  request: Request
  /** 'Conectar este computador'. */
  onApprove: () => void
  /** 'Não fui eu'. */
  onDeny: () => void
  /** Frees a seat right here, when every seat of the plan is taken. */
  onDisconnect?: (device: Device) => void
  approving?: boolean
  denying?: boolean
  disconnectingId?: string | undefined
  /** The server's refusal of the last action. */
  error?: string | undefined
  renderLink?: RenderLink
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  device: css({
    p: '4',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'lg',
    bg: 'bg.subtle',
  }),
  name: css({ m: '0', fontSize: 'lg', fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: '4',
    rowGap: '2',
    m: '0',
    mt: '3',
    fontSize: 'sm',
    '& dt': { color: 'fg.muted' },
    '& dd': { m: '0', overflowWrap: 'anywhere' },
  }),
  code: css({ fontFamily: 'mono', letterSpacing: 'wider' }),
  subheading: css({ m: '0', fontSize: 'md', fontWeight: 'semibold' }),
  actions: css({
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    gap: '3',
    '& > *': { flex: { sm: '1' } },
  }),
}

/**
 * /ativar, once the code is found: what asks to connect (the computer, its system and app
 * version, the address and time of the request), the plan it will use, and the decision. An
 * account without a plan in force is told so; one with every seat taken sees its computers and
 * can disconnect one right here.
 */
export function ActivationRequest({
  request,
  onApprove,
  onDeny,
  onDisconnect,
  approving = false,
  denying = false,
  disconnectingId,
  error,
  renderLink = renderAnchor,
}: ActivationRequestProps) {
  const noPlan = request.plan === null
  const full = !request.reusesSeat && seatsFull(request.seats)
  const busy = approving || denying
  return (
    <div className={styles.root}>
      {error && <Alert tone="error" title={error} />}
      <section className={styles.device} aria-labelledby="pedido-computador">
        <p id="pedido-computador" className={styles.name}>
          {request.device.name}
        </p>
        <dl className={styles.facts}>
          <dt>Sistema</dt>
          <dd>{PLATFORM_LABELS[request.device.platform]}</dd>
          <dt>Aplicativo</dt>
          <dd>versão {request.device.appVersion}</dd>
          <dt>Pedido de</dt>
          <dd>{request.requestedFrom}</dd>
          <dt>Pedido em</dt>
          <dd>{formatDateTime(request.requestedAt)}</dd>
          <dt>Código</dt>
          <dd className={styles.code}>{request.userCode}</dd>
          {request.plan && (
            <>
              <dt>Plano</dt>
              <dd>
                {request.plan.name} ({seatsLabel(request.seats)})
              </dd>
            </>
          )}
        </dl>
      </section>

      {noPlan && (
        <Alert
          tone="warning"
          title="Sua conta não tem uma assinatura ativa"
          description={
            <>
              Assine um plano para usar o aplicativo neste computador.{' '}
              {renderLink({ href: '/#precos', children: 'Ver planos' })}
            </>
          }
        />
      )}
      {request.reusesSeat && (
        <Alert
          tone="info"
          title="Este computador já está conectado"
          description="Ele continua usando a mesma vaga do seu plano."
        />
      )}
      {full && !noPlan && (
        <>
          <Alert
            tone="warning"
            title="Todos os computadores do seu plano estão em uso"
            description="Desconecte um deles para conectar este. O computador desconectado deixa de funcionar até entrar de novo."
          />
          <h2 className={styles.subheading}>Computadores conectados</h2>
          <DeviceList
            devices={request.devices}
            onDisconnect={onDisconnect}
            busyId={disconnectingId}
            headingLevel={3}
          />
        </>
      )}

      <div className={styles.actions}>
        {!noPlan && (
          <Button
            onClick={onApprove}
            loading={approving}
            loadingText="Conectando..."
            disabled={full || denying}
          >
            Conectar este computador
          </Button>
        )}
        <Button
          variant="outline"
          onClick={onDeny}
          loading={denying}
          loadingText="Recusando..."
          disabled={busy && !denying}
        >
          Não fui eu
        </Button>
      </div>
    </div>
  )
}
