import { describe, expect, it } from 'vitest'
import { formatDateTime } from '../dates.ts'
import {
  approvedLabel,
  deviceSystemLabel,
  lastSeenLabel,
  seatsFull,
  seatsLabel,
} from './device-labels.ts'

describe('device labels', () => {
  it('writes dates and times in São Paulo', () => {
    expect(formatDateTime('2026-11-20T15:05:00.000Z')).toBe('20/11/2026 às 12:05')
    expect(formatDateTime('não é data')).toBe('')
  })

  it('names the system, the last check-in and the approval', () => {
    expect(deviceSystemLabel({ platform: 'macos', appVersion: '2.0.1' })).toBe(
      'macOS · aplicativo 2.0.1',
    )
    expect(lastSeenLabel({ lastSeenAt: null })).toBe('Ainda não abriu o aplicativo')
    expect(lastSeenLabel({ lastSeenAt: '2026-11-20T15:05:00.000Z' })).toBe(
      'Visto por último em 20/11/2026 às 12:05',
    )
    expect(
      approvedLabel({ approvedAt: '2026-11-20T15:05:00.000Z', approvedFrom: '198.51.100.7' }),
    ).toBe('Conectado em 20/11/2026 às 12:05, aprovado do endereço 198.51.100.7')
  })

  it.each([
    [{ used: 0, max: 1 }, '0 de 1 computador em uso', false],
    [{ used: 1, max: 1 }, '1 de 1 computador em uso', true],
    [{ used: 1, max: 2 }, '1 de 2 computadores em uso', false],
    [{ used: 3, max: 2 }, '3 de 2 computadores em uso', true],
    [{ used: 1, max: null }, '1 computador conectado, sem plano ativo', false],
    [{ used: 2, max: null }, '2 computadores conectados, sem plano ativo', false],
  ])('%o: %s', (seats, label, full) => {
    expect(seatsLabel(seats)).toBe(label)
    expect(seatsFull(seats)).toBe(full)
  })
})
