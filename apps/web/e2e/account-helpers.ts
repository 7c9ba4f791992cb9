import { randomInt } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { maskCpf } from '@atendimento/domain/br/cpf'
import { IP_LOOKUP_SERVICES } from '@atendimento/domain/ip'
import { makeCpf } from '@atendimento/domain/testing/documents'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

/** A seed no other test of this run (any worker) will use: e-mails and CPFs stay unique. */
const uniqueSeed = () => randomInt(1, 2 ** 31 - 1)

export const PASSWORD = 'senha-e2e-segura'
/** The sandbox gateway's test cards (apps/api README). */
export const CARDS = { approved: '4444 4444 4444 4444', refused: '5184 0197 4037 3151' }

/**
 * An approved sandbox card of its own (any number passing the Luhn check is approved): the API
 * counts card charges per card fingerprint too, so tests running in the same minute must not
 * all pay with one number.
 */
export function approvedCard(): string {
  const digits = [4, ...Array.from({ length: 14 }, () => randomInt(0, 10))]
  const sum = digits
    .toReversed()
    .reduce(
      (total, digit, index) =>
        total + (index % 2 === 0 ? ([0, 2, 4, 6, 8, 1, 3, 5, 7, 9][digit] ?? 0) : digit),
      0,
    )
  const number = [...digits, (10 - (sum % 10)) % 10].join('')
  return number.replace(/(\d{4})(?=\d)/g, '$1 ')
}
/** What the routed IP lookup services report. */
export const PUBLIC_IP = '203.0.113.77'

export interface Person {
  name: string
  email: string
  phone: string
  document: string
  birthdate: string
  zipCode: string
  addressNumber: string
}

export function makePerson(tag: string): Person {
  const seed = uniqueSeed()
  return {
    name: 'Ana Teste Souza',
    email: `${tag}.${seed}@exemplo.com.br`,
    phone: '(11)98765-4321',
    document: maskCpf(makeCpf({ seed })),
    birthdate: '1990-05-10',
    zipCode: '01310-100',
    addressNumber: '1000',
  }
}

/** The address the routed CEP service knows for 01310-100. */
export const PAULISTA = {
  cep: '01310-100',
  uf: 'SP',
  localidade: 'São Paulo',
  bairro: 'Bela Vista',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
}

/**
 * The machine has no internet: the public CEP service, its fallback and the IP lookup services
 * are answered here. `cep: 'down'` makes the first CEP service fail so the fallback answers.
 */
export async function routeExternalServices(page: Page, options: { cep?: 'up' | 'down' } = {}) {
  await page.route('https://viacep.com.br/ws/**', (route) =>
    options.cep === 'down'
      ? route.fulfill({ status: 503, body: 'indisponível' })
      : route.fulfill({ json: PAULISTA }),
  )
  await page.route('https://brasilapi.com.br/api/cep/**', (route) =>
    route.fulfill({
      json: {
        cep: '01310100',
        state: 'SP',
        city: 'São Paulo',
        neighborhood: 'Bela Vista',
        street: 'Avenida Paulista',
      },
    }),
  )
  for (const service of IP_LOOKUP_SERVICES) {
    const { origin, pathname } = new URL(service.url)
    await page.route(`${origin}${pathname}**`, (route) =>
      route.fulfill({ json: { [service.field]: PUBLIC_IP } }),
    )
  }
}

export interface Account extends Person {
  token: string
  user: Record<string, unknown>
}

/**
 * A new account made through the API, then signed in to (registration answers no token: it would
 * tell a new e-mail from a taken one). Each is a registration and a login from this machine's
 * address: the suite stays under the per-address limits.
 */
export async function registerAccount(request: APIRequestContext, tag: string): Promise<Account> {
  const person = makePerson(tag)
  const response = await request.post('/api/auth/register', {
    data: {
      ...person,
      gender: 'female',
      state: 'SP',
      city: 'São Paulo',
      neighborhood: 'Bela Vista',
      address: 'Avenida Paulista',
      password: PASSWORD,
      acceptedTerms: true,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const login = await request.post('/api/auth/login', {
    data: { email: person.email, password: PASSWORD },
  })
  expect(login.ok(), await login.text()).toBe(true)
  const { data } = await login.json()
  return { ...person, token: data.token, user: data.user }
}

/** Subscribes `account` to a plan through the API, paying with an approved sandbox card. */
export async function subscribeByApi(request: APIRequestContext, account: Account, planId: string) {
  const response = await request.post(`/api/subscription/${planId}`, {
    headers: { Authorization: `Bearer ${account.token}` },
    data: {
      name: account.name,
      email: account.email,
      cellphone: account.phone,
      taxId: account.document,
      creditCard: {
        holderName: account.name.toUpperCase(),
        number: approvedCard().replaceAll(' ', ''),
        expiryMonth: '12',
        expiryYear: String(new Date().getFullYear() + 3),
        ccv: '123',
      },
      creditCardHolderInfo: { postalCode: account.zipCode, addressNumber: account.addressNumber },
      remoteIp: PUBLIC_IP,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/** Opens `path` signed in as `account`, as if remember-me had been ticked. */
export async function openSignedIn(page: Page, account: Account, path: string) {
  await page.addInitScript(
    ([token, user]) => {
      if (sessionStorage.getItem('e2e-seeded')) return
      sessionStorage.setItem('e2e-seeded', '1')
      localStorage.setItem('auth_token', token as string)
      localStorage.setItem('user_data', JSON.stringify(user))
      localStorage.setItem('remember_me', 'true')
    },
    [account.token, account.user] as const,
  )
  await page.goto(path)
}

/** Ticks the registration's terms the way a keyboard user does (its label holds two links). */
export async function acceptTerms(page: Page) {
  await page.getByRole('checkbox', { name: /Li e aceito/ }).focus()
  await page.keyboard.press('Space')
}

/** A form control by its label, with or without the required mark. */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`))

/**
 * The recovery code e-mailed to `email`, read from the API's outbox file (MAIL_OUTBOX_FILE).
 * The API looks the e-mail up after answering, so the message may come a moment after the page
 * says it was sent: `count` is how many codes this address should have by now (the last wins).
 */
export async function readRecoveryCode(email: string, count = 1): Promise<string> {
  const file = join(process.env.E2E_DATA_DIR ?? '', 'outbox.jsonl')
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean)
        const codes = lines
          .filter((line) => line.includes(email))
          .map((line) => line.match(/código:\s*([0-9A-Z]{6})/)?.[1])
          .filter(Boolean)
        found = codes.length >= count ? codes.at(-1) : undefined
        return found
      },
      { message: `código de recuperação para ${email} em ${file}`, timeout: 10_000 },
    )
    .toBeTruthy()
  return found as string
}

/** The path of the link, e-mailed to `email`, that confirms it as an account's new e-mail. */
export async function readConfirmationLink(email: string): Promise<string> {
  const file = join(process.env.E2E_DATA_DIR ?? '', 'outbox.jsonl')
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean)
        const texts = lines
          .map((line) => JSON.parse(line) as { to: string; text: string })
          .filter((mail) => mail.to === email)
        found = texts.at(-1)?.text.match(/https?:\/\/\S+(\/confirmar-email\?token=\S+)/)?.[1]
        return found
      },
      { message: `link de confirmação para ${email} em ${file}`, timeout: 10_000 },
    )
    .toBeTruthy()
  return found as string
}

/** The secure payment form, filled with a sandbox card number. */
export async function fillCard(page: Page, number: string) {
  await field(page, 'Nome do portador').fill('ana teste souza')
  await expect(field(page, 'Nome do portador')).toHaveValue('ANA TESTE SOUZA')
  await field(page, 'Número do cartão').fill(number)
  await field(page, 'Mês').fill('12')
  await field(page, 'Ano').fill(String(new Date().getFullYear() + 3))
  await field(page, 'CCV').fill('123')
}

/** Personal data and the CEP of the registration form; leaving the CEP starts its lookup. */
export async function fillRegistration(page: Page, person: Person, zipCode = person.zipCode) {
  await field(page, 'Nome completo').fill(person.name)
  await field(page, 'Email').fill(person.email)
  await field(page, 'Telefone').fill(person.phone)
  await field(page, 'CPF ou CNPJ').fill(person.document)
  await field(page, 'Data de nascimento').fill(person.birthdate)
  await field(page, 'CEP').fill(zipCode)
  await field(page, 'CEP').blur()
}

/** Once the CEP filled the address: the number, the password twice and the terms. */
export async function completeRegistration(page: Page, person: Person) {
  await expect(field(page, 'Cidade')).toHaveValue('São Paulo')
  await field(page, 'Número').fill(person.addressNumber)
  await field(page, 'Senha').fill(PASSWORD)
  await field(page, 'Confirmar senha').fill(PASSWORD)
  await acceptTerms(page)
}
