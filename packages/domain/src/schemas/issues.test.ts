import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors, formatIssues, withoutFieldError } from './issues.ts'

const schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('Nome é obrigatório'), v.minLength(3, 'Nome curto')),
  address: v.object({ city: v.pipe(v.string(), v.nonEmpty('Cidade é obrigatória')) }),
})

function issuesOf(input: unknown) {
  const result = v.safeParse(schema, input, { abortPipeEarly: false })
  if (result.success) throw new Error('expected issues')
  return result.issues
}

describe('issues', () => {
  it('formatIssues gives one line per problem, with its path', () => {
    expect(formatIssues(issuesOf({ name: 'Jo', address: { city: '' } }))).toBe(
      'name: Nome curto\naddress.city: Cidade é obrigatória',
    )
    expect(formatIssues(issuesOf(null))).toMatch(/^Invalid type/)
  })

  it('fieldErrors keeps the first message of each top-level field', () => {
    expect(fieldErrors(issuesOf({ name: '', address: { city: '' } }))).toEqual({
      name: 'Nome é obrigatório',
      address: 'Cidade é obrigatória',
    })
  })

  it('fieldErrors files a problem of the whole value under the empty key', () => {
    expect(Object.keys(fieldErrors(issuesOf('texto')))).toEqual([''])
  })

  it('an error clears when its field is edited', () => {
    const errors = { name: 'Nome é obrigatório', address: 'Cidade é obrigatória' }
    expect(withoutFieldError(errors, 'name')).toEqual({ address: 'Cidade é obrigatória' })
    expect(withoutFieldError(errors, 'email')).toEqual(errors)
  })
})
