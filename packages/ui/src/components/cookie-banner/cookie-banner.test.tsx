import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { CookieBanner } from './cookie-banner.tsx'

const handlers = () => ({
  onAcceptAll: vi.fn(),
  onReject: vi.fn(),
  onClose: vi.fn(),
  onSave: vi.fn(),
})

describe('CookieBanner', () => {
  it('is usable from the keyboard alone: Personalizar, a switch, Salvar preferências', async () => {
    const props = handlers()
    await render(<CookieBanner {...props} />)
    page.getByRole('button', { name: 'Personalizar' }).element().focus()
    await userEvent.keyboard('{Enter}')
    // Focus lands on the first switch that can change, not on the page.
    await expect.element(page.getByRole('switch', { name: 'Desempenho' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect.element(page.getByRole('switch', { name: 'Desempenho' })).toBeChecked()
    page.getByRole('button', { name: 'Salvar preferências' }).element().focus()
    await userEvent.keyboard('{Enter}')
    expect(props.onSave).toHaveBeenCalledWith({
      essential: true,
      performance: true,
      functionality: false,
      marketing: false,
    })
  })

  it('starts the switches from the saved choice, essential locked on', async () => {
    const props = handlers()
    await render(
      <CookieBanner
        {...props}
        defaultCustomizing
        defaultPreferences={{
          essential: true,
          performance: false,
          functionality: true,
          marketing: true,
        }}
      />,
    )
    await expect.element(page.getByRole('switch', { name: /Essenciais/ })).toBeDisabled()
    await expect.element(page.getByRole('switch', { name: 'Funcionalidade' })).toBeChecked()
    await expect.element(page.getByRole('switch', { name: 'Desempenho' })).not.toBeChecked()
    await page.getByRole('button', { name: 'Salvar preferências' }).click()
    expect(props.onSave).toHaveBeenCalledWith({
      essential: true,
      performance: false,
      functionality: true,
      marketing: true,
    })
  })

  it('renders nothing when closed, and the app-given policy link when open', async () => {
    const props = handlers()
    const { rerender } = await render(
      <CookieBanner {...props} open={false} policyLink={<a href="/politica">Política</a>} />,
    )
    expect(page.getByRole('region').elements()).toHaveLength(0)
    await rerender(<CookieBanner {...props} policyLink={<a href="/politica">Política</a>} />)
    await expect
      .element(page.getByRole('link', { name: 'Política' }))
      .toHaveAttribute('href', '/politica')
  })
})
