import { PLATFORM_LABELS } from '../catalogue/system-requirements.ts'
import { formatDateTime } from '../dates.ts'
import type { Device, Seats } from '../schemas/device.ts'

/** 'Windows · aplicativo 1.4.2'. */
export function deviceSystemLabel(device: Pick<Device, 'platform' | 'appVersion'>): string {
  return `${PLATFORM_LABELS[device.platform]} · aplicativo ${device.appVersion}`
}

/** When the app last checked in from the computer, or that it never did yet. */
export function lastSeenLabel(device: Pick<Device, 'lastSeenAt'>): string {
  return device.lastSeenAt
    ? `Visto por último em ${formatDateTime(device.lastSeenAt)}`
    : 'Ainda não abriu o aplicativo'
}

/** Where and when the computer was connected. */
export function approvedLabel(device: Pick<Device, 'approvedAt' | 'approvedFrom'>): string {
  return `Conectado em ${formatDateTime(device.approvedAt)}, aprovado do endereço ${device.approvedFrom}`
}

const computers = (count: number) => (count === 1 ? '1 computador' : `${count} computadores`)

/** '1 de 2 computadores em uso', or what to say without a plan in force. */
export function seatsLabel({ used, max }: Seats): string {
  if (max === null) return `${computers(used)} conectado${used === 1 ? '' : 's'}, sem plano ativo`
  return `${used} de ${computers(max)} em uso`
}

/** Every seat of the plan is taken (a new computer needs one freed first). */
export function seatsFull({ used, max }: Seats): boolean {
  return max !== null && used >= max
}
