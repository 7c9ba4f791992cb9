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
      maxDevices: 1,
      entitlements: ['ai-replies'],
    })
    await render(<PlanForm initial={initial} onSubmit={onSubmit} submitLabel="Salvar plano" />)
    await page.getByLabelText('Preço (R$)').fill('59,90')
    await page.getByLabelText('Recursos', { exact: true }).fill('Um número\nSuporte')
    await page.getByLabelText('Computadores por assinatura').fill('3')
    // Ark's checkbox input is hidden: its label takes the click.
    await page.getByText('Painéis de clientes e agendamentos').click()
    await page.getByRole('button', { name: 'Salvar plano' }).click()
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Essencial',
      description: 'Para começar',
      price: 5990,
      billingCycleDays: 30,
      features: ['Um número', 'Suporte'],
      active: true,
      position: 0,
      maxDevices: 3,
      entitlements: ['ai-replies', 'dashboards'],
    })
  })

  it('refuses a plan with no seat for the desktop app', async () => {
    const onSubmit = vi.fn()
    await render(<PlanForm onSubmit={onSubmit} submitLabel="Criar plano" />)
    await page.getByLabelText('Computadores por assinatura').fill('0')
    await page.getByRole('button', { name: 'Criar plano' }).click()
    await expect.element(page.getByText(PLAN_MESSAGES.maxDevices)).toBeVisible()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
