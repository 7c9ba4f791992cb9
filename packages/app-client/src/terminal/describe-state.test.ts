import { describe, expect, it } from 'vitest'
import { describeState, drawQr } from './describe-state.ts'

describe('the terminal stand-in', () => {
  it('tells the plan, its features, the seats and until when it works offline', () => {
    const lines = describeState({
      kind: 'licensed',
      source: 'offline',
      expiresAt: new Date('2026-12-10T15:00:00.000Z'),
      entitlements: ['ai-replies', 'dashboards'],
      message: null,
      claims: {
        iss: 'http://localhost:3000',
        sub: 'u',
        aud: 'atendimento-desktop',
        device: 'd',
        fingerprint: 'f',
        plan: { id: 'plano-profissional', name: 'Profissional' },
        entitlements: ['ai-replies', 'dashboards'],
        maxDevices: 2,
        status: 'active',
        paidUntil: '2026-12-20T15:00:00.000Z',
        iat: 0,
        exp: 0,
      },
    })
    expect(lines).toEqual([
      'Plano: Profissional (assinatura ativa)',
      'Recursos: Respostas automáticas com IA, Painéis de clientes e agendamentos',
      'Computadores: até 2 computadores nesta assinatura',
      'Funciona sem internet até: 10/12/2026 às 12:00',
      'Sem conexão: licença guardada, verificada neste computador.',
    ])
  })

  it('says why the app may not run', () => {
    expect(
      describeState({ kind: 'refused', reason: 'seat_limit', message: 'Desconectado.' }),
    ).toEqual(['Desconectado.'])
  })

  it('draws two rows of modules per line, dark on light', () => {
    const text = drawQr([
      [true, false, true],
      [true, true, false],
      [false, true, false],
    ])
    expect(text.split('\n')).toEqual(['\x1b[30;47m█▄▀\x1b[0m', '\x1b[30;47m ▀ \x1b[0m'])
  })
})
