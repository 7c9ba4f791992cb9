import { describe, expect, it } from 'vitest'
import { RECONCILIATION_KINDS } from '../schemas/admin.ts'
import { RECONCILIATION_TEXTS } from './reconciliation.ts'

describe('RECONCILIATION_TEXTS', () => {
  it.each(RECONCILIATION_KINDS)('%s has a label and a next step, in pt-BR sentences', (kind) => {
    const { label, action } = RECONCILIATION_TEXTS[kind]
    expect(label.length).toBeGreaterThan(10)
    expect(label).not.toMatch(/[_.]$/)
    expect(action).toMatch(/^[A-ZÀ-Ú].{40,}\.$/)
  })

  it('names every kind once', () => {
    const labels = RECONCILIATION_KINDS.map((kind) => RECONCILIATION_TEXTS[kind].label)
    expect(new Set(labels).size).toBe(labels.length)
  })
})
