import type { ActivationRequest, Device } from '../schemas/device.ts'

/** Two connected computers, as stories, screen tests and the mocks show them. */
export const SAMPLE_DEVICES: Device[] = [
  {
    _id: 'dispositivo-recepcao',
    name: 'Notebook da recepção',
    platform: 'windows',
    appVersion: '1.4.2',
    approvedAt: '2026-11-02T13:20:00.000Z',
    approvedFrom: '198.51.100.7',
    lastSeenAt: '2026-11-20T15:05:00.000Z',
  },
  {
    _id: 'dispositivo-escritorio',
    name: 'MacBook do escritório',
    platform: 'macos',
    appVersion: '1.3.0',
    approvedAt: '2026-10-14T11:00:00.000Z',
    approvedFrom: '203.0.113.44',
    lastSeenAt: null,
  },
]

/** A new computer asking at /ativar, for an account whose two seats are taken. */
export const SAMPLE_ACTIVATION: ActivationRequest = {
  userCode: 'WDJB-MJHT',
  device: { name: 'PC do caixa', platform: 'windows', appVersion: '1.4.2' },
  requestedFrom: '198.51.100.23',
  requestedAt: '2026-11-20T15:05:00.000Z',
  expiresAt: '2026-11-20T15:15:00.000Z',
  status: 'active',
  plan: { id: 'plano-profissional', name: 'Profissional' },
  seats: { used: 2, max: 2 },
  reusesSeat: false,
  devices: SAMPLE_DEVICES,
}
