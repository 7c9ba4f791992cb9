import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FOLD_FROM, FOLD_TO, foldText } from './text-fold.ts'

/** What the API's SQL does: translate, then lower case. */
const sqlFold = (text: string) =>
  [...text]
    .map((char) => {
      const at = FOLD_FROM.indexOf(char)
      return at === -1 ? char : FOLD_TO[at]
    })
    .join('')
    .toLowerCase()

describe('foldText', () => {
  it.each([
    ['João', 'joao'],
    ['MARIA  Conceição', 'maria conceicao'],
    ['  Ângela ', 'angela'],
    ['joao', 'joao'],
  ])('%j folds to %j', (text, expected) => {
    expect(foldText(text)).toBe(expected)
  })

  it('pairs each accented letter with one plain letter', () => {
    expect(FOLD_FROM.length).toBe(FOLD_TO.length)
  })

  it('agrees with the SQL fold on Portuguese names', () => {
    const letter = fc.constantFrom(...`${FOLD_FROM}abcdefghijklmnopqrstuvwxyzABCXYZ`)
    fc.assert(
      fc.property(fc.array(letter, { minLength: 1, maxLength: 12 }), (letters) => {
        const name = letters.join('')
        return sqlFold(name) === foldText(name)
      }),
    )
  })
})
