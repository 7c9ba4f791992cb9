import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './return-path.ts'

describe('safeReturnPath', () => {
  it.each([
    ['/ativar?codigo=WDJB-MJHT', '/ativar?codigo=WDJB-MJHT'],
    ['/ativar', '/ativar'],
    ['/dashboard?tab=devices', '/dashboard?tab=devices'],
    ['/recibo/abc-123', '/recibo/abc-123'],
    ['/admin', '/admin'],
    ['/ativarx', undefined],
    ['//evil.example/ativar', undefined],
    ['https://evil.example/ativar', undefined],
    ['/\\evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['/produtos', undefined],
    ['/ativar?codigo=x y', undefined],
    [undefined, undefined],
    ['', undefined],
  ])('%j is %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })
})
