import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isValidCnpj } from '../br/cnpj.ts'
import { companyConfig, DEFAULT_COMPANY } from '../company.ts'
import { releaseListSchema } from '../schemas/release.ts'
import { DEMO_STATS, FAQ, FEATURES, STEPS, TESTIMONIALS, WHY_CHOOSE_BENEFITS } from './landing.ts'
import { findProduct, PRODUCTS } from './products.ts'
import { latestRelease, RELEASES, visibleReleases, WINDOWS_INSTALLER_SIZE } from './releases.ts'
import { findService, SERVICES } from './services.ts'
import { PLATFORM_LABELS, SYSTEM_REQUIREMENTS } from './system-requirements.ts'
import { PRODUCT_CATEGORIES } from './types.ts'

const prices = (id: string) => findProduct(id)?.variants.map((variant) => variant.price)

describe('products (spec 3)', () => {
  it('has the categories Sublimação and Impressão 3D', () => {
    expect(PRODUCT_CATEGORIES).toEqual(['Sublimação', 'Impressão 3D'])
    expect(new Set(PRODUCTS.map((product) => product.category))).toEqual(
      new Set(PRODUCT_CATEGORIES),
    )
  })

  it('mugs have 3 variants at 34,90 / 39,90 / 44,90', () => {
    expect(prices('caneca-personalizada')).toEqual([34.9, 39.9, 44.9])
  })

  it.each([
    ['mousepad-personalizado', 'R$ 29,90'],
    ['combo-escritorio', 'R$ 59,90'],
  ])('%s costs %s with no variants', (id, priceRange) => {
    expect(findProduct(id)).toMatchObject({ priceRange, hasVariants: false, variants: [] })
  })

  it('3D parts have variants at 14,90 / 24,90 / 9,90', () => {
    expect(prices('pecas-3d')).toEqual([14.9, 24.9, 9.9])
    expect(findProduct('pecas-3d')?.category).toBe('Impressão 3D')
  })

  it('keeps hasVariants consistent with the variant list and ids unique', () => {
    for (const product of PRODUCTS) {
      expect(product.hasVariants).toBe(product.variants.length > 0)
    }
    expect(new Set(PRODUCTS.map((product) => product.id)).size).toBe(PRODUCTS.length)
  })

  it('returns undefined for an unknown id', () => {
    expect(findProduct('nada')).toBeUndefined()
  })
})

describe('services (spec 3)', () => {
  it('has the four services: sublimation, 3D printing, laser cutting, web sites', () => {
    expect(SERVICES.map((service) => service.id)).toEqual([
      'sublimacao',
      'impressao-3d',
      'corte-a-laser',
      'sites',
    ])
    expect(findService('sites')?.title).toBe('Criação de sites')
    expect(findService('nada')).toBeUndefined()
  })
})

describe('landing content (spec 9: 6 features, 4 steps, 2 testimonials, 10 FAQ items)', () => {
  it.each([
    ['features', FEATURES.length, 6],
    ['steps', STEPS.length, 4],
    ['testimonials', TESTIMONIALS.length, 2],
    ['FAQ items', FAQ.length, 10],
    ['why-choose benefits', WHY_CHOOSE_BENEFITS.length, 3],
  ])('%s: %i', (_, count, expected) => {
    expect(count).toBe(expected)
  })

  it('demo stats are 24/7, 2min, 99%', () => {
    expect(DEMO_STATS.map((stat) => stat.value)).toEqual(['24/7', '2min', '99%'])
  })
})

describe('releases and requirements', () => {
  it('the current release is 1.0.0 of 2024-12-15, valid by the release schema', () => {
    expect(v.parse(releaseListSchema, RELEASES)).toEqual(RELEASES)
    expect(latestRelease()).toMatchObject({ version: '1.0.0', date: '2024-12-15', isLatest: true })
  })

  it('the Windows installer is about 186 MB; macOS and Linux sizes are not shown', () => {
    expect(WINDOWS_INSTALLER_SIZE).toBe('186 MB')
    expect(latestRelease()?.platforms.windows.size).toBe('186 MB')
    expect(latestRelease()?.platforms.macos.size).toBeUndefined()
  })

  it('shows only the latest release until expanded', () => {
    const old = { ...(RELEASES[0] as (typeof RELEASES)[0]), version: '0.9.0', isLatest: false }
    const all = [RELEASES[0], old] as typeof RELEASES
    expect(visibleReleases(all, false)).toHaveLength(1)
    expect(visibleReleases(all, true)).toHaveLength(2)
    expect(visibleReleases([], false)).toEqual([])
    expect(latestRelease([old])).toBe(old)
  })

  it('system requirements: 4 GB RAM (8 recommended), 500 MB disk, the three systems', () => {
    expect(SYSTEM_REQUIREMENTS.memory).toMatchObject({ minimumGb: 4, recommendedGb: 8 })
    expect(SYSTEM_REQUIREMENTS.disk.minimumMb).toBe(500)
    expect(SYSTEM_REQUIREMENTS.operatingSystems.windows).toMatch(/Windows 10 versão 1903/)
    expect(SYSTEM_REQUIREMENTS.operatingSystems.macos).toMatch(/10\.15/)
    expect(SYSTEM_REQUIREMENTS.operatingSystems.linux).toMatch(/Ubuntu 18\.04\+ ou Debian 10\+/)
    expect(Object.values(PLATFORM_LABELS)).toEqual(['Windows', 'macOS', 'Linux'])
  })
})

describe('company configuration', () => {
  it('has a valid example CNPJ and support hours of spec 9', () => {
    expect(isValidCnpj(DEFAULT_COMPANY.cnpj)).toBe(true)
    expect(DEFAULT_COMPANY.supportHours).toEqual({
      weekdays: 'Segunda a sexta, das 8h às 18h',
      saturday: 'Sábado, das 8h às 12h',
      emailReply: 'Respondemos emails em até 24 horas',
    })
  })

  it('takes overrides and ignores blank ones', () => {
    const company = companyConfig({ phone: '5521988887777', host: '', salesEmail: undefined })
    expect(company.phone).toBe('5521988887777')
    expect(company.host).toBe(DEFAULT_COMPANY.host)
    expect(company.salesEmail).toBe(DEFAULT_COMPANY.salesEmail)
    expect(companyConfig()).toEqual(DEFAULT_COMPANY)
  })
})
