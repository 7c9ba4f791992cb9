import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PlanCard, type PlanCardPlan } from './plan-card.tsx'

const plan: PlanCardPlan = {
  name: 'Essencial',
  description: 'Para começar.',
  price: 4990,
  billingCycleDays: 30,
  features: ['Um', 'Dois', 'Três', 'Quatro'],
}

describe('PlanCard', () => {
  it('is an article named by the plan, one per plan in a list', async () => {
    await render(
      <>
        <PlanCard plan={plan} />
        <PlanCard plan={{ ...plan, name: 'Profissional' }} />
      </>,
    )
    const essencial = page.getByRole('article', { name: 'Essencial' })
    await expect.element(essencial).toBeVisible()
    await expect.element(essencial.getByText('+1 recurso adicional')).toBeVisible()
    await expect.element(page.getByRole('article', { name: 'Profissional' })).toBeVisible()
  })

  it('shows the app-given call to action instead of its button', async () => {
    const onSelect = vi.fn()
    await render(<PlanCard plan={plan} onSelect={onSelect} cta={<a href="/assinar">Assinar</a>} />)
    await expect.element(page.getByRole('link', { name: 'Assinar' })).toBeVisible()
    expect(page.getByRole('button').elements()).toHaveLength(0)
  })

  it('calls onSelect from its own button, and blocks it while busy', async () => {
    const onSelect = vi.fn()
    const { rerender } = await render(<PlanCard plan={plan} onSelect={onSelect} />)
    await page.getByRole('button', { name: 'Assinar Agora' }).click()
    expect(onSelect).toHaveBeenCalledOnce()
    await rerender(<PlanCard plan={plan} onSelect={onSelect} busy />)
    await expect.element(page.getByRole('button', { name: 'Processando...' })).toBeDisabled()
  })
})
