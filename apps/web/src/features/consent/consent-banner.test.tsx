import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { renderRoute } from '../../testing/render-route.tsx'
import { useConsent } from './consent-provider.tsx'

afterEach(() => localStorage.clear())

function Orphan() {
  useConsent()
  return null
}

const banner = () => page.getByRole('region', { name: 'Sua privacidade' })
const stored = () => ({
  consent: localStorage.getItem('cookie_consent'),
  preferences: JSON.parse(localStorage.getItem('cookie_preferences') ?? 'null'),
})

describe('cookie banner (spec section 4)', () => {
  it('accepts every category', async () => {
    await renderRoute('/termos')
    await banner().getByRole('button', { name: 'Aceitar Todos' }).click()
    await expect.element(banner()).not.toBeInTheDocument()
    expect(stored()).toEqual({
      consent: 'true',
      preferences: { essential: true, performance: true, functionality: true, marketing: true },
    })
  })

  it('rejects all but the essential ones', async () => {
    await renderRoute('/termos')
    await banner().getByRole('button', { name: 'Rejeitar' }).click()
    await expect.element(banner()).not.toBeInTheDocument()
    expect(stored().preferences).toEqual({
      essential: true,
      performance: false,
      functionality: false,
      marketing: false,
    })
  })

  it('saves a custom choice with essential locked on', async () => {
    await renderRoute('/termos')
    await banner().getByRole('button', { name: 'Personalizar' }).click()
    const categories = banner().getByRole('list', { name: 'Categorias de cookies' })
    await expect.element(categories.getByRole('switch', { name: /Essenciais/ })).toBeDisabled()
    await categories.getByText('Desempenho').click()
    await banner().getByRole('button', { name: 'Salvar preferências' }).click()
    await expect.element(banner()).not.toBeInTheDocument()
    expect(stored().preferences).toEqual({
      essential: true,
      performance: true,
      functionality: false,
      marketing: false,
    })
  })

  it('closes without saving, so the banner returns on the next visit', async () => {
    const first = await renderRoute('/termos')
    await banner().getByRole('button', { name: 'Fechar aviso de cookies' }).click()
    await expect.element(banner()).not.toBeInTheDocument()
    expect(stored().consent).toBeNull()
    await first.screen.unmount()
    await renderRoute('/termos')
    await expect.element(banner()).toBeVisible()
  })

  it("stays hidden once chosen, and 'Preferências de cookies' shows it again", async () => {
    localStorage.setItem('cookie_consent', 'true')
    localStorage.setItem(
      'cookie_preferences',
      JSON.stringify({
        essential: true,
        performance: false,
        functionality: true,
        marketing: false,
      }),
    )
    await renderRoute('/termos')
    await expect
      .element(page.getByRole('heading', { name: 'Termos de Uso', level: 1 }))
      .toBeVisible()
    expect(banner().elements()).toHaveLength(0)
    await page.getByRole('button', { name: 'Preferências de cookies' }).click()
    await expect.element(banner()).toBeVisible()
    expect(stored().consent).toBeNull()
    await expect
      .element(banner().getByRole('link', { name: 'Política de Cookies' }))
      .toHaveAttribute('href', '/cookies')
  })

  it('shows the banner when the stored preferences do not parse', async () => {
    localStorage.setItem('cookie_consent', 'true')
    localStorage.setItem('cookie_preferences', '{"essential":false}')
    await renderRoute('/termos')
    await expect.element(banner()).toBeVisible()
  })

  it('throws when used outside its provider', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(render(<Orphan />)).rejects.toThrow(
      'useConsent deve ser usado dentro de ConsentProvider',
    )
    logged.mockRestore()
  })
})
