import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { adminSearchSchema } from './admin-search.ts'

describe('adminSearchSchema', () => {
  it.each([
    [{}, {}],
    [
      { aba: 'clientes', q: ' 529.982 ', pagina: '2' },
      { aba: 'clientes', q: '529.982', pagina: 2 },
    ],
    [{ aba: 'nada', status: 'x', ordem: 'y', pagina: '0', acao: 'z' }, {}],
    [
      { pagina: 3, status: 'sem-assinatura', ordem: 'nome' },
      { pagina: 3, status: 'sem-assinatura', ordem: 'nome' },
    ],
    [
      { acao: 'payment.refunded', operador: 'u1' },
      { acao: 'payment.refunded', operador: 'u1' },
    ],
  ])('reads %o as %o (odd values fall back)', (input, expected) => {
    const parsed = v.parse(adminSearchSchema, input)
    const defined = Object.fromEntries(Object.entries(parsed).filter(([, x]) => x !== undefined))
    expect(defined).toEqual(expected)
  })
})
