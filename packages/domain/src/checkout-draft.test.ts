import { describe, expect, it } from 'vitest'
import { readDraft, toDraft } from './checkout-draft.ts'

const form = {
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  document: '52998224725',
  password: 'segredo123',
  confirmPassword: 'segredo123',
  acceptedTerms: true,
  number: '4444444444444444',
  ccv: '123',
  complement: '',
}

describe('checkout draft (sessionStorage)', () => {
  it('keeps the signup fields and never a password or a card field', () => {
    const draft = toDraft('plano-essencial', 'signup', form)
    expect(draft).toEqual({
      planId: 'plano-essencial',
      step: 'signup',
      values: { name: 'Maria da Silva', email: 'maria@exemplo.com.br', document: '52998224725' },
      acceptedTerms: true,
    })
    const stored = JSON.stringify(draft)
    for (const secret of ['segredo123', '4444444444444444', '"123"']) {
      expect(stored).not.toContain(secret)
    }
  })

  it('reads back its own draft', () => {
    const stored = JSON.stringify(toDraft('plano-essencial', 'sign-in', form))
    expect(readDraft(stored, 'plano-essencial')?.step).toBe('sign-in')
  })

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['another plan', JSON.stringify(toDraft('plano-profissional', 'signup', form))],
    ['an unknown step', JSON.stringify({ planId: 'plano-essencial', step: 'payment', values: {} })],
    [
      'a value that is not text',
      JSON.stringify({ planId: 'plano-essencial', step: 'signup', values: { name: 1 } }),
    ],
    [
      'a huge value',
      JSON.stringify({
        planId: 'plano-essencial',
        step: 'signup',
        values: { name: 'x'.repeat(1001) },
      }),
    ],
  ])('ignores %s', (_, stored) => {
    expect(readDraft(stored, 'plano-essencial')).toBeNull()
  })
})
