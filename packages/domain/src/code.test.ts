import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  backspaceStep,
  CODE_LENGTH,
  codeFromBoxes,
  emptyCodeBoxes,
  isValidCode,
  normalizeCode,
  sanitizeCode,
  spreadCode,
} from './code.ts'

const boxes = (code: string) => Array.from({ length: CODE_LENGTH }, (_, index) => code[index] ?? '')

describe('code: 6 alphanumeric characters, uppercased, others stripped', () => {
  it('has 6 characters', () => {
    expect(CODE_LENGTH).toBe(6)
  })

  it.each([
    ['ab12cd', 'AB12CD'],
    ['a-b 1.2_c/d', 'AB12CD'],
    ['ab12cd99', 'AB12CD'],
    ['çé!', ''],
    ['', ''],
  ])('sanitizeCode(%j) is %j', (input, expected) => {
    expect(sanitizeCode(input)).toBe(expected)
  })

  it('normalizeCode keeps every usable character, so a schema can reject a 7-character code', () => {
    expect(normalizeCode('ab12cd9')).toBe('AB12CD9')
  })

  it.each([
    ['AB12CD', true],
    ['123456', true],
    ['ab12cd', false],
    ['AB12C', false],
    ['AB12CD9', false],
    ['AB-2CD', false],
  ])('isValidCode(%j) is %s', (input, expected) => {
    expect(isValidCode(input)).toBe(expected)
  })

  it.each([
    ['one character fills the box and moves on', boxes(''), 0, 'a', boxes('A'), 1],
    ['typing in the middle', boxes('AB'), 2, '1', boxes('AB1'), 3],
    ['the last box keeps the focus', boxes('AB12C'), 5, 'd', boxes('AB12CD'), 5],
    ['a paste spreads from the box', boxes('A'), 1, 'b1-2', boxes('AB12'), 4],
    ['a whole code fills every box from the first', boxes('XY'), 3, 'ab12cd', boxes('AB12CD'), 5],
    ['a long paste is cut at 6', boxes(''), 0, 'ab12cd345', boxes('AB12CD'), 5],
    ['a paste near the end is cut at the last box', boxes('AB12'), 4, 'xyz', boxes('AB12XY'), 5],
    ['unusable input clears the box', boxes('AB1'), 2, '-', boxes('AB'), 2],
  ])('spreadCode: %s', (_, before, index, input, after, focusIndex) => {
    expect(spreadCode(before, index, input)).toEqual({ boxes: after, focusIndex })
  })

  it.each([
    ['a filled box is cleared and keeps the focus', boxes('AB1'), 2, boxes('AB'), 2],
    ['on an empty box the focus moves back', boxes('AB'), 2, boxes('AB'), 1],
    ['on the first empty box the focus stays', boxes(''), 0, boxes(''), 0],
  ])('backspaceStep: %s', (_, before, index, after, focusIndex) => {
    expect(backspaceStep(before, index)).toEqual({ boxes: after, focusIndex })
  })

  it('starts with six empty boxes and reads the code once all are filled', () => {
    expect(emptyCodeBoxes()).toEqual(['', '', '', '', '', ''])
    expect(codeFromBoxes(boxes('AB12C'))).toBeNull()
    expect(codeFromBoxes(boxes('AB12CD'))).toBe('AB12CD')
  })

  it('property: pasting any text keeps 6 boxes of at most one uppercase character', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: CODE_LENGTH - 1 }), (input, index) => {
        const step = spreadCode(emptyCodeBoxes(), index, input)
        expect(step.boxes).toHaveLength(CODE_LENGTH)
        for (const box of step.boxes) expect(box).toMatch(/^[0-9A-Z]?$/)
        expect(step.focusIndex).toBeGreaterThanOrEqual(0)
        expect(step.focusIndex).toBeLessThan(CODE_LENGTH)
      }),
    )
  })

  it('property: pasting a valid code anywhere gives that code', () => {
    const code = fc.stringMatching(/^[0-9A-Z]{6}$/)
    fc.assert(
      fc.property(code, fc.integer({ min: 0, max: CODE_LENGTH - 1 }), (value, index) => {
        expect(codeFromBoxes(spreadCode(emptyCodeBoxes(), index, value).boxes)).toBe(value)
      }),
    )
  })
})
