import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { RevenueChart } from './revenue-chart.tsx'

const days = [
  { day: '2026-11-22', amount: 0 },
  { day: '2026-11-23', amount: 4990 },
  { day: '2026-11-24', amount: 9990 },
]

const normalise = (text: string | null) => text?.replace(/\s/g, ' ')

describe('RevenueChart', () => {
  it('draws one bar per day, the tallest for the best day, and says the total and best day', async () => {
    const { container } = await render(<RevenueChart days={days} label="Receita" />)
    const chart = page.getByRole('img')
    await expect.element(chart).toBeVisible()
    expect(normalise(chart.element().getAttribute('aria-label'))).toBe(
      'Receita: total R$ 149,80; maior dia 24/11, R$ 99,90',
    )
    const bars = [...container.querySelectorAll('rect')]
    expect(bars.map((bar) => Number(bar.getAttribute('height')))).toEqual([
      0,
      expect.any(Number),
      116,
    ])
    expect(Number(bars[1]?.getAttribute('height'))).toBeCloseTo(116 * (4990 / 9990))
    expect(bars.map((bar) => normalise(bar.textContent))).toEqual([
      '22/11: R$ 0,00',
      '23/11: R$ 49,90',
      '24/11: R$ 99,90',
    ])
  })

  it('says there was no revenue when every day is zero', async () => {
    await render(<RevenueChart days={[{ day: '2026-11-24', amount: 0 }]} label="Receita" />)
    await expect
      .element(page.getByRole('img'))
      .toHaveAttribute('aria-label', 'Receita: nenhuma receita no período')
  })
})
