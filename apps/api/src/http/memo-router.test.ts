import { TrieRouter } from 'hono/router/trie-router'
import { describe, expect, it, vi } from 'vitest'
import { MemoRouter } from './memo-router.ts'

const ROUTES: [string, string][] = [
  ['ALL', '/api/*'],
  ['GET', '/api/plan'],
  ['GET', '/api/plan/:id'],
  ['POST', '/api/subscription/:planId/pix'],
  ['POST', '/api/subscription/pix/status'],
  ['ALL', '/*'],
]

function routers() {
  const plain = new TrieRouter<string>()
  const inner = new TrieRouter<string>()
  const memo = new MemoRouter<string>(inner)
  ROUTES.forEach(([method, path], index) => {
    plain.add(method, path, `${index} ${method} ${path}`)
    memo.add(method, path, `${index} ${method} ${path}`)
  })
  return { plain, inner, memo }
}

describe('the router that keeps its answers', () => {
  it('answers as the router it keeps them for, parameters included', () => {
    const { plain, memo } = routers()
    const asked: [string, string][] = [
      ['GET', '/api/plan'],
      ['GET', '/api/plan/plano-x'],
      ['GET', '/api/plan/plano-y'],
      ['POST', '/api/subscription/pix/status'],
      ['POST', '/api/subscription/plano-x/pix'],
      ['DELETE', '/api/plan'],
      ['GET', '/produtos'],
    ]
    for (const [method, path] of [...asked, ...asked]) {
      expect(memo.match(method, path)).toEqual(plain.match(method, path))
    }
  })

  it('routes a method and path once, and a long path every time', () => {
    const { inner, memo } = routers()
    const match = vi.spyOn(inner, 'match')
    for (let i = 0; i < 3; i++) memo.match('GET', '/api/plan')
    expect(match).toHaveBeenCalledTimes(1)
    memo.match('POST', '/api/plan')
    expect(match).toHaveBeenCalledTimes(2)
    const long = `/api/plan/${'x'.repeat(300)}`
    for (let i = 0; i < 2; i++) memo.match('GET', long)
    expect(match).toHaveBeenCalledTimes(4)
  })

  it('keeps a bounded number of answers, and still answers past them', () => {
    const { plain, memo } = routers()
    for (let i = 0; i < 2_000; i++) {
      const path = `/api/plan/plano-${i}`
      expect(memo.match('GET', path)).toEqual(plain.match('GET', path))
    }
    expect(memo.match('GET', '/api/plan/plano-0')).toEqual(plain.match('GET', '/api/plan/plano-0'))
  })
})
