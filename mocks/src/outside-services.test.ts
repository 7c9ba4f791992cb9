import { IP_LOOKUP_SERVICES, ipFromLookup } from '@atendimento/domain/ip'
import {
  brasilApiCepSchema,
  brasilApiCepToAddress,
  cepLookupResponseSchema,
  cepNotFoundSchema,
  cepToAddress,
  isCepNotFound,
} from '@atendimento/domain/schemas/cep'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CEP_FALLBACK_URL, CEP_SERVICE_URL, MOCK_CEPS } from './cep.ts'
import { MOCK_PUBLIC_IP } from './ip-lookup.ts'
import { server } from './node.ts'

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const getJson = async (url: string) => {
  const response = await fetch(url)
  return { status: response.status, body: await response.json().catch(() => null) }
}

describe('public CEP service', () => {
  it('finds a known CEP, in the shape the domain reads', async () => {
    const { status, body } = await getJson(`${CEP_SERVICE_URL}/${MOCK_CEPS.paulista}/json/`)
    expect(status).toBe(200)
    const found = v.parse(cepLookupResponseSchema, body)
    expect(isCepNotFound(found)).toBe(false)
    if (isCepNotFound(found)) return
    expect(cepToAddress(found)).toEqual({
      zipCode: '01310100',
      state: 'SP',
      city: 'São Paulo',
      neighborhood: 'Bela Vista',
      address: 'Avenida Paulista',
      complement: 'de 612 a 1510 - lado par',
    })
  })

  it.each([
    [MOCK_CEPS.notFoundText, 'true'],
    [MOCK_CEPS.notFoundBoolean, true],
  ])('answers %s as not found, with erro %j', async (cep, erro) => {
    const { status, body } = await getJson(`${CEP_SERVICE_URL}/${cep}/json/`)
    expect(status).toBe(200)
    expect(body).toEqual({ erro })
    expect(v.is(cepNotFoundSchema, body)).toBe(true)
  })

  it('answers a malformed CEP with a 400 page, as the service does', async () => {
    const response = await fetch(`${CEP_SERVICE_URL}/0131/json/`)
    expect(response.status).toBe(400)
  })

  it('has a fallback (v1 and v2) answering in its own shape', async () => {
    for (const version of ['v1', 'v2']) {
      const { status, body } = await getJson(`${CEP_FALLBACK_URL}/${version}/${MOCK_CEPS.se}`)
      expect(status).toBe(200)
      expect(brasilApiCepToAddress(v.parse(brasilApiCepSchema, body))).toMatchObject({
        zipCode: '01001000',
        state: 'SP',
        address: 'Praça da Sé',
      })
    }
    const missing = await getJson(`${CEP_FALLBACK_URL}/v2/${MOCK_CEPS.notFoundText}`)
    expect(missing.status).toBe(404)
  })
})

describe('public IP lookup services', () => {
  it.each(IP_LOOKUP_SERVICES.map((service) => [service.url, service]))(
    '%s reports the public address in the field the domain reads',
    async (url, service) => {
      const { status, body } = await getJson(url)
      expect(status).toBe(200)
      expect(ipFromLookup(service, body)).toBe(MOCK_PUBLIC_IP)
    },
  )
})
