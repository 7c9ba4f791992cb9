import { expect, type Page, test } from '@playwright/test'
import { openSignedIn, registerAccount, subscribeByApi } from './account-helpers.ts'
import { PHONES, phoneContext } from './phone-layout.ts'
import { storeCookieChoice, waitForApp } from './public-helpers.ts'

/**
 * The open dialog's controls against the toast on screen: each one inside the screen, clear of
 * the toast, and the control itself under a finger placed on its centre. Runs in the page.
 */
function dialogControlsClear() {
  const dialog = document.querySelector('[data-scope=dialog][data-part=content][data-state=open]')
  const toast = document.querySelector('[data-scope=toast][data-part=root][data-state=open]')
  if (!dialog) return { toast: Boolean(toast), problems: ['no open dialog'] }
  const box = toast?.getBoundingClientRect()
  const seen = dialog.getBoundingClientRect()
  const problems: string[] = []
  if (box && (box.left < 0 || box.right > screen.width || box.bottom > window.innerHeight)) {
    problems.push(`toast not fully on screen: ${JSON.stringify(box)}`)
  }
  for (const control of dialog.querySelectorAll<HTMLElement>('button, a[href], input, select')) {
    const rect = control.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) continue
    const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim()
    if (rect.left < 0 || rect.right > screen.width) problems.push(`${name}: past the screen edge`)
    const overlaps =
      box &&
      rect.left < box.right &&
      rect.right > box.left &&
      rect.top < box.bottom &&
      rect.bottom > box.top
    if (overlaps) problems.push(`${name}: under the toast`)
    const x = rect.left + rect.width / 2
    const y = rect.top + rect.height / 2
    // Only what the dialog shows now (a long one scrolls inside itself).
    if (y < seen.top || y > seen.bottom || y > window.innerHeight) continue
    const hit = document.elementFromPoint(x, y)
    if (!hit || !control.contains(hit)) problems.push(`${name}: not what a tap there reaches`)
  }
  return { toast: Boolean(toast), problems }
}

async function expectDialogClear(page: Page, label: string) {
  // The toast slides in and the dialog makes room for it: judged once both have settled.
  await expect
    .poll(() => page.evaluate(dialogControlsClear), { message: label })
    .toEqual({ toast: true, problems: [] })
}

/** Any stray error shows the 'Erro inesperado' toast: a toast on demand over any screen. */
const raiseToast = (page: Page) =>
  page.evaluate(() => {
    setTimeout(() => {
      throw new Error('toast de teste')
    })
  })

test('a toast never covers an open dialog’s buttons, on a 320 px phone and on a desktop', async ({
  browser,
  request,
}) => {
  const account = await registerAccount(request, 'toast-dialogo')
  await subscribeByApi(request, account, 'plano-essencial')
  for (const screenSize of [PHONES[0], { width: 1280, height: 720 }]) {
    const context =
      screenSize.width < 400
        ? await phoneContext(browser, PHONES[0])
        : await browser.newContext({ viewport: screenSize })
    const page = await context.newPage()
    await storeCookieChoice(page)
    page.on('pageerror', () => {})

    await page.goto('/produto/caneca-personalizada')
    await waitForApp(page)
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click()
    await page.getByRole('button', { name: /^Carrinho/ }).click()
    await expect(page.getByRole('dialog', { name: 'Seu carrinho' })).toBeVisible()
    await raiseToast(page)
    await expect(page.getByText('Erro inesperado')).toBeVisible()
    await expectDialogClear(page, `carrinho ${screenSize.width}px`)

    await openSignedIn(page, account, '/dashboard?tab=plans')
    await page.getByRole('button', { name: 'Cancelar Assinatura' }).click()
    const cancel = page.getByRole('alertdialog', { name: 'Cancelar assinatura' })
    await expect(cancel.getByRole('button', { name: 'Manter assinatura' })).toBeVisible()
    await raiseToast(page)
    await expect(page.getByText('Erro inesperado')).toBeVisible()
    await expectDialogClear(page, `cancelar assinatura ${screenSize.width}px`)
    await context.close()
  }
})
