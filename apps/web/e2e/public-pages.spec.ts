import { expect, test } from '@playwright/test'
import { open, storeCookieChoice } from './public-helpers.ts'

test.beforeEach(async ({ page }) => storeCookieChoice(page))

test('/download recommends the visitor’s platform and links out in a new tab', async ({ page }) => {
  await open(page, '/download')
  // Chromium here runs on Linux.
  const linux = page.getByRole('article', { name: 'Linux' })
  await expect(linux.getByText('Recomendado', { exact: true })).toBeVisible()
  await expect(page.getByText('Recomendado', { exact: true })).toHaveCount(1)
  for (const platform of ['Windows', 'macOS', 'Linux']) {
    const link = page.getByRole('link', { name: new RegExp(`Baixar para ${platform}`) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('href', /^https:\/\//)
  }
  await expect(page.getByRole('article', { name: 'Windows' })).toContainText('186 MB')
  await expect(page.getByRole('heading', { name: 'Versão 1.0.0 · 15/12/2024 Atual' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Requisitos do sistema' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Precisa de ajuda?' })).toBeVisible()
})

test('/demo walks through the 3-step chat and offers both actions', async ({ page }) => {
  await open(page, '/demo')
  const chat = page.getByRole('figure', { name: 'Conversa de demonstração no WhatsApp' })
  await expect(chat.getByRole('listitem')).toHaveCount(1)
  await page.getByRole('button', { name: 'Próximo passo' }).click()
  await expect(chat.getByRole('listitem')).toHaveCount(3)
  await page.getByRole('button', { name: /Passo 3/ }).click()
  await expect(chat.getByRole('listitem')).toHaveCount(4)
  for (const stat of ['24/7', '2min', '99%'])
    await expect(page.getByText(stat, { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: /Testar no WhatsApp/ })).toHaveAttribute(
    'target',
    '_blank',
  )
  await page.getByRole('link', { name: 'Baixar agora' }).click()
  await expect(page).toHaveURL('/download')
})

test('the legal pages: sticky header, numbered sections, company block, Ir para o Site', async ({
  page,
}) => {
  const pages = [
    { path: '/termos', sections: 13 },
    { path: '/privacidade', sections: 8 },
    { path: '/cookies', sections: 9 },
  ]
  for (const { path, sections } of pages) {
    await open(page, path)
    await expect(page.getByText('Última atualização: 18/09/2025')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(sections)
    await expect(page.getByRole('heading', { name: 'Informações da empresa' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/')
    await page.getByRole('link', { name: 'Ir para o Site' }).scrollIntoViewIfNeeded()
    // The header stays on screen while reading.
    await expect(page.getByRole('link', { name: 'Voltar' })).toBeInViewport()
    await page.getByRole('link', { name: 'Ir para o Site' }).click()
    await expect(page).toHaveURL('/')
  }
})

test("'Por que escolher' shows three benefits and is linked from the landing and footer", async ({
  page,
}) => {
  await open(page, '/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Por que escolher' }).click()
  await expect(page).toHaveURL('/por-que-escolher')
  await expect(page.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveCount(3)
  const chat = page.getByRole('link', { name: /Falar no WhatsApp/ })
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+/)
  await page.getByRole('link', { name: 'Voltar ao início' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.locator('#hero').getByRole('link', { name: /Por que escolher/ })).toBeVisible()
})

test('the landing has its sections in order and several FAQ answers open at once', async ({
  page,
}) => {
  await open(page, '/')
  const ids = await page
    .locator('main > section')
    .evaluateAll((sections) => sections.map((section) => section.id))
  expect(ids).toEqual([
    'hero',
    'funcionalidades',
    'como-funciona',
    'demo',
    'precos',
    'depoimentos',
    'faq',
    'requisitos',
    'contato',
  ])
  await expect(page.locator('#funcionalidades li')).toHaveCount(6)
  await expect(page.locator('#como-funciona li')).toHaveCount(4)
  await expect(page.locator('#depoimentos figure')).toHaveCount(2)
  await expect(page.locator('#faq details')).toHaveCount(10)
  await page.getByText('O que é o Atendimento Inteligente?').click()
  await page.getByText('Preciso saber programar?').click()
  await expect(page.locator('#faq details[open]')).toHaveCount(2)
})
