import { getStates } from '@brazilian-utils/brazilian-utils'
import { describe, expect, it } from 'vitest'
import { isStateCode, STATE_CODES, STATES, stateName } from './states.ts'

describe('the 27 federative units', () => {
  it('has 27 codes, the same codes and names as the library', () => {
    expect(STATES).toHaveLength(27)
    const library = getStates().map(({ code, name }) => ({ code, name }))
    expect([...STATES].sort((a, b) => a.code.localeCompare(b.code))).toEqual(
      library.sort((a, b) => a.code.localeCompare(b.code)),
    )
    expect(STATE_CODES).toEqual(STATES.map((state) => state.code))
  })

  it.each([
    ['SP', true],
    ['DF', true],
    ['TO', true],
    ['sp', false],
    ['XX', false],
    ['', false],
  ])('isStateCode(%j) is %s', (input, expected) => {
    expect(isStateCode(input)).toBe(expected)
  })

  it.each([
    ['SP', 'São Paulo'],
    ['AP', 'Amapá'],
    ['DF', 'Distrito Federal'],
  ] as const)('stateName(%s) is %s', (code, name) => {
    expect(stateName(code)).toBe(name)
  })
})
