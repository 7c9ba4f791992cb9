import { formatDateTime } from '@atendimento/domain/dates'
import { ENTITLEMENT_LABELS, type Entitlement } from '@atendimento/domain/devices/entitlements'
import type { LicenceState } from '../licence-state.ts'
import type { QrMatrix } from '../qr.ts'

const STATUS_LABELS = {
  active: 'ativa',
  past_due: 'pagamento pendente',
  canceled: 'cancelada',
  none: 'nenhuma',
} as const

const featureOf = (code: string) => ENTITLEMENT_LABELS[code as Entitlement] ?? code

/** What `npm run app -- status` prints for a state of the licence (pt-BR lines). */
export function describeState(state: LicenceState): string[] {
  switch (state.kind) {
    case 'licensed': {
      const { claims } = state
      const seats = claims.maxDevices === 1 ? '1 computador' : `${claims.maxDevices} computadores`
      return [
        `Plano: ${claims.plan?.name ?? '—'} (assinatura ${STATUS_LABELS[claims.status]})`,
        `Recursos: ${state.entitlements.map(featureOf).join(', ') || 'nenhum'}`,
        `Computadores: até ${seats} nesta assinatura`,
        `Funciona sem internet até: ${formatDateTime(state.expiresAt.toISOString())}`,
        state.source === 'online'
          ? 'Licença verificada agora com o servidor.'
          : 'Sem conexão: licença guardada, verificada neste computador.',
        ...(state.message ? [`Aviso: ${state.message}`] : []),
      ]
    }
    case 'unlicensed':
      return [`Assinatura: ${STATUS_LABELS[state.status]}`, state.message]
    case 'refused':
      return [state.message]
    default:
      return [state.message]
  }
}

/**
 * A QR code for a terminal: two rows of modules per line with half blocks, black on white (a
 * phone's camera reads dark modules on a light ground, whatever the terminal's colours).
 */
export function drawQr(matrix: QrMatrix): string {
  const lines: string[] = []
  for (let row = 0; row < matrix.length; row += 2) {
    const top = matrix[row] ?? []
    const bottom = matrix[row + 1] ?? []
    const cells = top.map((dark, column) => {
      const below = bottom[column] ?? false
      if (dark && below) return '█'
      if (dark) return '▀'
      return below ? '▄' : ' '
    })
    lines.push(`\x1b[30;47m${cells.join('')}\x1b[0m`)
  }
  return lines.join('\n')
}
