import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  catalogueSearchSchema,
  changePasswordSearchSchema,
  dashboardSearchSchema,
  validateCodeSearchSchema,
} from './search.ts'

describe('route search params', () => {
  it.each([
    [{}, 'account'],
    [{ tab: 'plans' }, 'plans'],
    [{ tab: 'payments' }, 'payments'],
    [{ tab: 'admin' }, 'account'],
    [{ tab: 3 }, 'account'],
  ])('/dashboard %j opens tab %s', (search, tab) => {
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

  it('falls back on unknown catalogue filters', () => {
    expect(v.parse(catalogueSearchSchema, {})).toEqual({ sort: 'name' })
    expect(
      v.parse(catalogueSearchSchema, { q: 'caneca', category: 'Impressão 3D', sort: 'price' }),
    ).toEqual({ q: 'caneca', category: 'Impressão 3D', sort: 'price' })
    expect(v.parse(catalogueSearchSchema, { category: 'Outra', sort: 'cor' })).toEqual({
      category: undefined,
      sort: 'name',
    })
  })
})
