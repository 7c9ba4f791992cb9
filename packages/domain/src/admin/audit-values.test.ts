import { describe, expect, it } from 'vitest'
import type { AuditAction } from '../schemas/admin.ts'
import { auditValues, auditValuesText } from './audit-values.ts'

// Normalised: Intl puts a no-break space after R$.
const text = (action: AuditAction, record: Record<string, unknown> | null) =>
  auditValuesText(action, record).replace(/\u00a0/g, ' ')

describe('auditValuesText: the audit log in words (issue 29)', () => {
  it.each<[AuditAction, Record<string, unknown> | null, string]>([
    // It read 'amount: 4999; status: paid'.
    ['payment.refunded', { status: 'paid', amount: 4999 }, 'Situação: Pago; Valor: R$ 49,99'],
    // The database gave the keys back in an order of its own: the line reads the same.
    ['payment.refunded', { amount: 4999, status: 'paid' }, 'Situação: Pago; Valor: R$ 49,99'],
    [
      'payment.refunded',
      { status: 'refunded', amount: 4999 },
      'Situação: Reembolsado; Valor: R$ 49,99',
    ],
    [
      'subscription.canceled_by_operator',
      { status: 'active', canceledAt: null },
      'Situação: Ativa; Cancelada em: —',
    ],
    [
      'subscription.canceled_by_operator',
      { status: 'canceled', canceledAt: '2026-11-24T15:30:00.000Z' },
      'Situação: Cancelada; Cancelada em: 24/11/2026 às 12:30',
    ],
    ['email.resent', { status: 'failed', attempts: 5 }, 'Situação: Falhou; Tentativas de envio: 5'],
    [
      'email.resent',
      { status: 'pending', attempts: 0 },
      'Situação: Na fila; Tentativas de envio: 0',
    ],
    ['plan.deactivated', { active: true }, 'À venda: Sim'],
    ['plan.deactivated', { active: false }, 'À venda: Não'],
    [
      'plan.updated',
      {
        name: 'Essencial',
        price: 4990,
        billingCycleDays: 30,
        maxDevices: 1,
        entitlements: ['ai-replies', 'dashboards'],
        features: [],
      },
      'Nome: Essencial; Preço: R$ 49,90; Cobrança: por mês; Recursos: —; Computadores: 1; Liberações no app: Respostas automáticas com IA, Painéis de clientes e agendamentos',
    ],
    ['plan.updated', { billingCycleDays: 90 }, 'Cobrança: por 90 dias'],
    [
      'device.disconnected_by_operator',
      { platform: 'windows', appVersion: '1.2.0', connected: true },
      'Sistema: Windows; Versão do app: 1.2.0; Conectado: Sim',
    ],
    ['release.rollout_changed', { stagingPercentage: 25 }, 'Liberação gradual: 25%'],
    ['plan.created', null, '—'],
    ['release.withdrawn', {}, '—'],
    // A field this table does not know keeps its name, and a status of another kind its code.
    ['plan.updated', { novoCampo: 'x', name: 'Pro' }, 'Nome: Pro; novoCampo: x'],
    ['payment.refunded', { status: 'desconhecido' }, 'Situação: desconhecido'],
  ])('%s %o reads %s', (action, record, expected) => {
    expect(text(action, record)).toBe(expected)
  })

  it('gives each field its label and value apart, for a list', () => {
    expect(auditValues('payment.refunded', { status: 'paid', amount: 4999 })).toEqual([
      { label: 'Situação', value: 'Pago' },
      { label: 'Valor', value: expect.stringMatching(/^R\$\s49,99$/) },
    ])
  })
})
