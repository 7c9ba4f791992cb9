import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { foldText } from '../text-fold.ts'
import { cepStateMismatch, findStateByTyping, stateOfCep } from './state-search.ts'
import { STATES } from './states.ts'

describe("the 'Estado' typeahead", () => {
  it.each([
    ['sao', undefined, 'SP'],
    ['São', undefined, 'SP'],
    ['sao paulo', undefined, 'SP'],
    ['SP', undefined, 'SP'],
    ['sp', undefined, 'SP'],
    ['sa', undefined, 'SC'],
    ['paulo', undefined, 'SP'],
    ['rio g', undefined, 'RN'],
    ['rs', undefined, 'RS'],
    ['espirito', undefined, 'ES'],
    ['df', undefined, 'DF'],
    ['s', undefined, 'SC'],
    ['s', 'SC', 'SP'],
    ['s', 'SP', 'SE'],
    ['s', 'SE', 'SC'],
    ['xyz', undefined, undefined],
    ['', undefined, undefined],
  ])('%j (on %s) gives %s', (typed, current, expected) => {
    expect(findStateByTyping(typed, current)).toBe(expected)
  })

  it('finds every state by its name and by its code, whatever the accents and case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATES), fc.boolean(), (state, upper) => {
        const name = upper ? state.name.toUpperCase() : foldText(state.name)
        return (
          findStateByTyping(name) === state.code &&
          findStateByTyping(upper ? state.code : state.code.toLowerCase()) === state.code
        )
      }),
    )
  })
})

describe('the CEP against the state', () => {
  it.each([
    ['01310-100', 'SP'],
    ['20040-020', 'RJ'],
    ['70040-010', 'DF'],
    ['88010-000', 'SC'],
    ['69900-000', 'AC'],
    ['76801-000', 'RO'],
    ['0131', undefined],
  ])('stateOfCep(%s) is %s', (cep, expected) => {
    expect(stateOfCep(cep)).toBe(expected)
  })

  it.each([
    [
      '01310-100',
      'SC',
      'O CEP informado é de São Paulo (SP). Confira o CEP ou escolha o estado SP.',
    ],
    ['01310-100', 'SP', undefined],
    ['01310-100', '', undefined],
    ['013', 'SC', undefined],
  ])('cepStateMismatch(%s, %s)', (cep, state, expected) => {
    expect(cepStateMismatch(cep, state)).toBe(expected)
  })

  it("a whole CEP never disagrees with its own state's range", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 99_999_999 }), (number) => {
        const cep = String(number).padStart(8, '0')
        const state = stateOfCep(cep)
        return state === undefined || cepStateMismatch(cep, state) === undefined
      }),
    )
  })

  it('leaves a CEP of no range unjudged: 78900-000 to 78999-999 left Rondônia in 2008', () => {
    expect(stateOfCep('78900-000')).toBeUndefined()
    expect(stateOfCep('78999-999')).toBeUndefined()
    expect(stateOfCep('76800-000')).toBe('RO')
  })
})
