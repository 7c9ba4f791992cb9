import { expect, type Page, test } from '@playwright/test'
import { open, PUBLIC_PAGES } from './public-helpers.ts'

/** Marks every control a keyboard user should reach with Tab; returns how many there are. */
function markControls(page: Page) {
  return page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex]',
    )
    let count = 0
    for (const element of candidates) {
      const disabled = element.matches(':disabled')
      const hidden =
        !element.checkVisibility({ visibilityProperty: true }) ||
        element.closest('[hidden], [inert]')
      // In a radio group only the chosen option takes Tab; arrows move between the others.
      const radio =
        element instanceof HTMLInputElement && element.type === 'radio' && !element.checked
      if (disabled || hidden || radio || element.tabIndex < 0) continue
      element.dataset.keyboard = String(count++)
    }
    return count
  })
}

/** Presses Tab around the whole page and lists the marked controls focus never reached. */
async function unreachedControls(page: Page): Promise<string[]> {
  const total = await markControls(page)
  expect(total, 'controles marcados').toBeGreaterThan(5)
  await page.evaluate(() => {
    const reached = new Set<string>()
    ;(window as unknown as { reached: Set<string> }).reached = reached
    document.addEventListener('focusin', (event) => {
      const id = (event.target as HTMLElement).dataset?.keyboard
      if (id) reached.add(id)
    })
  })
  for (let press = 0; press < total + 10; press++) await page.keyboard.press('Tab')
  return page.evaluate(() => {
    const { reached } = window as unknown as { reached: Set<string> }
    return [...document.querySelectorAll<HTMLElement>('[data-keyboard]')]
      .filter((element) => !reached.has(element.dataset.keyboard ?? ''))
      .map((element) => element.outerHTML.slice(0, 120))
  })
}

for (const { path } of PUBLIC_PAGES) {
  test(`every control of ${path} is reachable with Tab`, async ({ page }) => {
    await open(page, path)
    await page.waitForLoadState('networkidle')
    expect(await unreachedControls(page)).toEqual([])
  })
}

test('the header menus, the FAQ and the demo work from the keyboard alone', async ({ page }) => {
  await open(page, '/')
  await page.getByRole('button', { name: 'Suporte' }).focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Como Funciona' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/#faq')

  const question = page.getByText('Posso cancelar quando quiser?')
  await question.focus()
  await page.keyboard.press('Enter')
  await page.getByText('Preciso saber programar?').focus()
  await page.keyboard.press('Enter')
  // Several answers open at once.
  await expect(page.getByText('Seus dados ficam guardados por 30 dias')).toBeVisible()
  await expect(page.getByText('A configuração é feita em telas simples')).toBeVisible()

  await open(page, '/demo')
  await page.getByRole('button', { name: 'Próximo passo' }).focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Recomeçar' })).toBeVisible()
  await expect(page.getByText('Prontinho, entrega agendada')).toBeVisible()
})
