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
    const draft = toDraft('plano-essencial', form)
    expect(draft).toEqual({
      planId: 'plano-essencial',
      values: { name: 'Maria da Silva', email: 'maria@exemplo.com.br', document: '52998224725' },
      acceptedTerms: true,
    })
    const stored = JSON.stringify(draft)
    for (const secret of ['segredo123', '4444444444444444', '"123"']) {
      expect(stored).not.toContain(secret)
    }
  })

  it('reads back its own draft', () => {
    const stored = JSON.stringify(toDraft('plano-essencial', form))
    expect(readDraft(stored, 'plano-essencial')?.values.email).toBe('maria@exemplo.com.br')
  })

  it('reads a draft of an earlier version, which also kept the step, without it', () => {
    const older = JSON.stringify({ ...toDraft('plano-essencial', form), step: 'signup' })
    expect(readDraft(older, 'plano-essencial')).toEqual(toDraft('plano-essencial', form))
  })

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['another plan', JSON.stringify(toDraft('plano-profissional', form))],
    ['no values', JSON.stringify({ planId: 'plano-essencial' })],
    [
      'a value that is not text',
      JSON.stringify({ planId: 'plano-essencial', values: { name: 1 } }),
    ],
    [
      'a huge value',
      JSON.stringify({
        planId: 'plano-essencial',
        values: { name: 'x'.repeat(1001) },
      }),
    ],
  ])('ignores %s', (_, stored) => {
    expect(readDraft(stored, 'plano-essencial')).toBeNull()
  })
})
