import { PLATFORM_LABELS } from '@atendimento/domain/catalogue/system-requirements'
import type { DevicePlatform } from '../db/schema.ts'
import { BRAND, compose, dateTime, firstName } from './layout.ts'

// The e-mails of the desktop app's computers (issue 23). Links go to the dashboard's
// 'Computadores' tab, where a computer is renamed or disconnected.

const devicesLink = (publicUrl: string) => `${publicUrl}/dashboard?tab=devices`

interface ConnectedDevice {
  name: string
  platform: DevicePlatform
  appVersion: string
  approvedIp: string
  approvedAt: Date
}

/** 'Novo computador conectado': sent at every approval, so the owner notices one that is not theirs. */
export function newDeviceEmail(
  to: string,
  name: string,
  device: ConnectedDevice,
  publicUrl: string,
) {
  return compose(to, 'Novo computador conectado', [
    `Olá, ${firstName(name)}!`,
    `O computador "${device.name}" (${PLATFORM_LABELS[device.platform]}, aplicativo ${device.appVersion}) foi conectado à sua conta no ${BRAND} em ${dateTime(device.approvedAt)}, com a aprovação feita do endereço ${device.approvedIp}.`,
    `Se não foi você, desconecte-o agora e troque sua senha: ${devicesLink(publicUrl)}`,
  ])
}

/** A plan with fewer seats took over: the computers seen least recently were disconnected. */
export function devicesCutEmail(
  to: string,
  name: string,
  plan: { name: string; maxDevices: number },
  disconnected: readonly { name: string }[],
  publicUrl: string,
) {
  const names = disconnected.map((device) => `"${device.name}"`).join(', ')
  const seats = plan.maxDevices === 1 ? '1 computador' : `${plan.maxDevices} computadores`
  return compose(to, 'Computadores desconectados pela troca de plano', [
    `Olá, ${firstName(name)}!`,
    `Seu plano agora é o ${plan.name}, que permite ${seats}. Mantivemos os usados mais recentemente e desconectamos: ${names}.`,
    `Para usar outro computador, desconecte um dos que ficaram e entre de novo no aplicativo: ${devicesLink(publicUrl)}`,
  ])
}
