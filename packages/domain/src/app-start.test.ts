import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decideAppStart, type PageAtStart, START_ON_INTENT_PATHS } from './app-start.ts'

const landing: PageAtStart = {
  pathname: '/',
  search: '',
  prerenderedPath: '/',
  hasSession: false,
  hasCart: false,
}

describe('decideAppStart', () => {
  it.each<[string, Partial<PageAtStart>, ReturnType<typeof decideAppStart>]>([
    ['the prerendered landing of a first visit', {}, 'on-intent'],
    ['a session stored', { hasSession: true }, 'now'],
    ['a cart stored', { hasCart: true }, 'now'],
    ['a query (other content than the HTML)', { search: '?utm_source=x' }, 'now'],
    ['HTML prerendered for another path', { prerenderedPath: '/produtos' }, 'now'],
    ['no prerendered HTML (the app shell)', { prerenderedPath: undefined }, 'now'],
    [
      'a prerendered page that needs its app',
      { pathname: '/produtos', prerenderedPath: '/produtos' },
      'now',
    ],
    ['a sign-in page', { pathname: '/login', prerenderedPath: '/login' }, 'now'],
  ])('%s: %s', (_case, change, expected) => {
    expect(decideAppStart({ ...landing, ...change })).toBe(expected)
  })

  it('waits only on a listed page, prerendered for it, with nothing stored', () => {
    fc.assert(
      fc.property(
        fc.record({
          pathname: fc.constantFrom('/', '/produtos', '/login', '/subscribe/x'),
          search: fc.constantFrom('', '?a=1'),
          prerenderedPath: fc.constantFrom(undefined, '/', '/produtos', '/login'),
          hasSession: fc.boolean(),
          hasCart: fc.boolean(),
        }),
        (page) => {
          if (decideAppStart(page) === 'now') return
          expect(START_ON_INTENT_PATHS).toContain(page.pathname)
          expect(page).toMatchObject({ search: '', prerenderedPath: page.pathname })
          expect(page.hasSession || page.hasCart).toBe(false)
        },
      ),
    )
  })
})
