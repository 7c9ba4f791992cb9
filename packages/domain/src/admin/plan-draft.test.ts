import { describe, expect, it } from 'vitest'
import type { Entitlement } from '../devices/entitlements.ts'
import { PLAN_MESSAGES } from '../schemas/plan.ts'
import {
  EMPTY_PLAN_DRAFT,
  PLAN_DRAFT_MESSAGES,
  parsePlanDraft,
  planToDraft,
  reaisTextToCents,
} from './plan-draft.ts'

describe('reaisTextToCents', () => {
  it.each([
    ['59,90', 5990],
    ['59.90', 5990],
    ['R$ 1.234,50', 123450],
    ['1.234', 123400],
    ['49', 4900],
    ['0,5', 50],
    ['', Number.NaN],
    ['abc', Number.NaN],
    ['59,901', Number.NaN],
    ['-10', Number.NaN],
  ])('%j is %d cents', (text, cents) => {
    expect(reaisTextToCents(text)).toBe(cents)
  })
})

const valid = {
  name: ' Família ',
  description: 'Para a família',
  price: '19,90',
  billingCycleDays: '30',
  features: 'Um número\n\n  Suporte  \n',
  position: '2',
  maxDevices: '3',
  entitlements: ['ai-replies', 'dashboards'] as Entitlement[],
}

describe('parsePlanDraft', () => {
  it('turns the form into the API input: cents, trimmed lines, numbers', () => {
    expect(parsePlanDraft(valid)).toEqual({
      success: true,
      input: {
        name: 'Família',
        description: 'Para a família',
        price: 1990,
        billingCycleDays: 30,
        features: ['Um número', 'Suporte'],
        active: true,
        position: 2,
        maxDevices: 3,
        entitlements: ['ai-replies', 'dashboards'],
      },
    })
  })

  it.each([
    [{ name: '' }, 'name', PLAN_MESSAGES.name],
    [{ price: 'caro' }, 'price', PLAN_DRAFT_MESSAGES.price],
    [{ billingCycleDays: '0' }, 'billingCycleDays', PLAN_MESSAGES.cycle],
    [{ billingCycleDays: '1,5' }, 'billingCycleDays', PLAN_MESSAGES.cycle],
    [{ features: '  \n ' }, 'features', PLAN_DRAFT_MESSAGES.features],
    [{ position: '-1' }, 'position', PLAN_DRAFT_MESSAGES.position],
    [{ maxDevices: '0' }, 'maxDevices', PLAN_MESSAGES.maxDevices],
    [{ maxDevices: 'dois' }, 'maxDevices', PLAN_MESSAGES.maxDevices],
    [{ maxDevices: '101' }, 'maxDevices', PLAN_MESSAGES.maxDevices],
    [{ description: ' ' }, 'description', PLAN_DRAFT_MESSAGES.description],
    // The API's limits, named at their fields before anything is sent (issue 26).
    [{ price: '1.000.000,01' }, 'price', PLAN_MESSAGES.priceTooHigh],
    [{ billingCycleDays: '3651' }, 'billingCycleDays', PLAN_MESSAGES.cycleTooLong],
    [{ position: '100001' }, 'position', PLAN_MESSAGES.position],
  ])('refuses %o with the message of %s', (change, field, message) => {
    const result = parsePlanDraft({ ...valid, ...change })
    expect(result.success).toBe(false)
    if (!result.success) expect(result.errors[field as keyof typeof result.errors]).toBe(message)
  })

  it('starts empty and reads a plan back as it shows it', () => {
    expect(parsePlanDraft(EMPTY_PLAN_DRAFT).success).toBe(false)
    const draft = planToDraft({
      _id: 'p',
      name: 'Essencial',
      description: 'd',
      price: 4990,
      billingCycleDays: 30,
      features: ['a', 'b'],
      active: true,
      position: 0,
      subscribers: 3,
      maxDevices: 2,
      entitlements: ['ai-replies'],
    })
    expect(draft).toMatchObject({
      price: '49,90',
      features: 'a\nb',
      position: '0',
      maxDevices: '2',
      entitlements: ['ai-replies'],
    })
    expect(parsePlanDraft(draft)).toMatchObject({ success: true, input: { price: 4990 } })
  })
})
