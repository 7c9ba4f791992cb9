import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SEED_PLANS } from './catalogue/seed-plans.ts'
import { samePlanCards } from './plan-cards.ts'
import type { Plan } from './schemas/plan.ts'

const plans = SEED_PLANS as Plan[]
const [first, second, ...rest] = plans as [Plan, Plan, ...Plan[]]
const withFirst = (change: Partial<Plan>) => [{ ...first, ...change }, second, ...rest]

describe('samePlanCards', () => {
  it.each<[string, unknown, boolean]>([
    ['the same list', structuredClone(plans), true],
    ['a field no card shows', withFirst({ maxDevices: 9, entitlements: [] }), true],
    ['another price', withFirst({ price: first.price + 1 }), false],
    ['another name', withFirst({ name: 'Outro' }), false],
    ['another description', withFirst({ description: '' }), false],
    ['another cycle', withFirst({ billingCycleDays: 90 }), false],
    ['a feature more', withFirst({ features: [...first.features, 'Mais'] }), false],
    ['another order', [second, first, ...rest], false],
    ['a plan less', plans.slice(1), false],
    ['not a list', { data: plans }, false],
    ['a list of other things', plans.map(() => null), false],
  ])('%s: %s', (_case, live, expected) => {
    expect(samePlanCards(plans, live)).toBe(expected)
  })

  it('any change of a shown field is seen', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('name', 'description', 'price', 'billingCycleDays', '_id'),
        fc.oneof(fc.string(), fc.integer()),
        (field, value) => {
          fc.pre(first[field] !== value)
          expect(samePlanCards(plans, withFirst({ [field]: value }))).toBe(false)
        },
      ),
    )
  })
})
