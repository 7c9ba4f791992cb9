import { describe, expect, it } from 'vitest'
import {
  DEFAULT_STORED_THEME,
  PAGE_DEFAULT_THEME,
  parseStoredTheme,
  resolveTheme,
  toggleTheme,
} from './theme.ts'

describe('theme (spec 4)', () => {
  it('defaults: store system, page dark', () => {
    expect(DEFAULT_STORED_THEME).toBe('system')
    expect(PAGE_DEFAULT_THEME).toBe('dark')
  })

  it.each([
    [null, false, 'dark'],
    ['garbage', false, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ])('stored %j with OS dark=%s shows %s', (stored, systemDark, shown) => {
    expect(resolveTheme(stored, systemDark)).toBe(shown)
  })

  it('parses and toggles', () => {
    expect(parseStoredTheme('system')).toBe('system')
    expect(parseStoredTheme('blue')).toBeNull()
    expect(toggleTheme('dark')).toBe('light')
    expect(toggleTheme('light')).toBe('dark')
  })
})
