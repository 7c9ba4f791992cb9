import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  activationSearchSchema,
  catalogueSearchSchema,
  changePasswordSearchSchema,
  dashboardSearchSchema,
  loginSearchSchema,
  validateCodeSearchSchema,
} from './search.ts'

describe('route search params', () => {
  it.each([
    [{}, undefined],
    [{ tab: 'plans' }, 'plans'],
    [{ tab: 'payments' }, 'payments'],
    [{ tab: 'admin' }, undefined],
    [{ tab: 3 }, undefined],
  ])('/dashboard %j opens tab %s (none: the default one)', (search, tab) => {
    expect(v.parse(dashboardSearchSchema, search).tab).toBe(tab)
  })

  it('reads email and code as optional trimmed text', () => {
    expect(v.parse(validateCodeSearchSchema, { email: ' a@b.com ' })).toEqual({ email: 'a@b.com' })
    expect(v.parse(validateCodeSearchSchema, { email: 5 })).toEqual({ email: undefined })
    expect(v.parse(changePasswordSearchSchema, { email: 'a@b.com', code: 'ABC123' })).toEqual({
      email: 'a@b.com',
      code: 'ABC123',
    })
  })

  it.each([
    [{}, { busca: '', categoria: 'todas', ordem: 'nome' }],
    [
      { busca: 'caneca', categoria: 'Impressão 3D', ordem: 'preco' },
      { busca: 'caneca', categoria: 'Impressão 3D', ordem: 'preco' },
    ],
    [
      { busca: 7, categoria: ['x'], ordem: 'aleatoria' },
      { busca: '', categoria: 'todas', ordem: 'nome' },
    ],
    [{ busca: 'x'.repeat(101) }, { busca: '', categoria: 'todas', ordem: 'nome' }],
    [{ categoria: 'y'.repeat(61) }, { busca: '', categoria: 'todas', ordem: 'nome' }],
  ])('/produtos %j reads as %j', (search, expected) => {
    expect(v.parse(catalogueSearchSchema, search)).toEqual(expected)
  })
})

describe('loginSearchSchema and activationSearchSchema', () => {
  it.each([
    [{ voltar: '/ativar?codigo=WDJB-MJHT' }, { voltar: '/ativar?codigo=WDJB-MJHT' }],
    [{ voltar: 'https://evil.example' }, { voltar: undefined }],
    [{ voltar: ['/ativar'] }, { voltar: undefined }],
    [{}, { voltar: undefined }],
  ])('reads %o as %o', (search, expected) => {
    expect(v.parse(loginSearchSchema, search)).toEqual(expected)
  })

  it('takes the code of the QR link as it came', () => {
    expect(v.parse(activationSearchSchema, { codigo: ' wdjb-mjht ' })).toEqual({
      codigo: 'wdjb-mjht',
    })
    expect(v.parse(activationSearchSchema, { codigo: 'x'.repeat(30) })).toEqual({
      codigo: undefined,
    })
  })
})
