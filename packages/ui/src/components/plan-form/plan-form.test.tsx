import { PLAN_DRAFT_MESSAGES, planToDraft } from '@atendimento/domain/admin/plan-draft'
import { PLAN_MESSAGES } from '@atendimento/domain/schemas/plan'
import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PlanForm } from './plan-form.tsx'

describe('PlanForm', () => {
  it('names each wrong field and sends nothing', async () => {
    const onSubmit = vi.fn()
    await render(<PlanForm onSubmit={onSubmit} submitLabel="Criar plano" />)
    await page.getByLabelText('Preço (R$)').fill('caro')
    await page.getByRole('button', { name: 'Criar plano' }).click()
    await expect.element(page.getByText(PLAN_MESSAGES.name)).toBeVisible()
    await expect.element(page.getByText(PLAN_DRAFT_MESSAGES.price)).toBeVisible()
    await expect.element(page.getByText(PLAN_DRAFT_MESSAGES.features)).toBeVisible()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends the plan in cents with one feature per line', async () => {
    const onSubmit = vi.fn()
    const initial = planToDraft({
      _id: 'plano-essencial',
      name: 'Essencial',
      description: 'Para começar',
      price: 4990,
      billingCycleDays: 30,
      features: ['Um número'],
      active: true,
      position: 0,
      subscribers: 2,
    })
    await render(<PlanForm initial={initial} onSubmit={onSubmit} submitLabel="Salvar plano" />)
    await page.getByLabelText('Preço (R$)').fill('59,90')
    await page.getByLabelText('Recursos').fill('Um número\nSuporte')
    await page.getByRole('button', { name: 'Salvar plano' }).click()
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Essencial',
      description: 'Para começar',
      price: 5990,
      billingCycleDays: 30,
      features: ['Um número', 'Suporte'],
      active: true,
      position: 0,
    })
  })
})
