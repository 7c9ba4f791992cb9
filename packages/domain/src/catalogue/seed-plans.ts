import type { Plan } from '../schemas/plan.ts'

/**
 * The plans the API seeds on its first start (the owner changes them later with the plans CLI)
 * and the mocks start from: one list, so the two cannot drift.
 */
export const SEED_PLANS: readonly Plan[] = [
  {
    _id: 'plano-essencial',
    name: 'Essencial',
    description: 'Para quem está começando a automatizar o atendimento no WhatsApp.',
    price: 4990,
    billingCycleDays: 30,
    features: [
      '1 número de WhatsApp Business',
      'Respostas automáticas com IA',
      'Modelos de mensagens rápidas',
      'Suporte por e-mail',
    ],
    active: true,
    maxDevices: 1,
    entitlements: ['ai-replies', 'quick-templates'],
  },
  {
    _id: 'plano-profissional',
    name: 'Profissional',
    description:
      'Para negócios que atendem o dia todo e querem entregar ao atendente na hora certa.',
    price: 9990,
    billingCycleDays: 30,
    features: [
      '1 número de WhatsApp Business',
      'Respostas automáticas com IA',
      'Gatilhos por palavra-chave',
      'Transferência inteligente para atendente',
      'Painéis de clientes e agendamentos',
      'Suporte prioritário por WhatsApp',
    ],
    active: true,
    maxDevices: 2,
    entitlements: ['ai-replies', 'keyword-triggers', 'human-handoff', 'dashboards'],
  },
  {
    _id: 'plano-trimestral',
    name: 'Profissional Trimestral',
    description: 'Todos os recursos do Profissional, com cobrança a cada 90 dias.',
    price: 26990,
    billingCycleDays: 90,
    features: [
      'Tudo do plano Profissional',
      'Uma cobrança a cada 90 dias',
      'Ajuda na configuração inicial',
      'Suporte prioritário por WhatsApp',
    ],
    active: true,
    // 'Tudo do plano Profissional': the same seats and features.
    maxDevices: 2,
    entitlements: ['ai-replies', 'keyword-triggers', 'human-handoff', 'dashboards'],
  },
]
