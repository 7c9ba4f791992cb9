import { describe, expect, it } from 'vitest'
import { contrastPairs, semanticColors } from './semantic-colors.ts'
import { tokens } from './tokens.ts'

type Tree = Record<string, unknown>

function lookup(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree)
}

function tokenHex(reference: string): string {
  const path = reference.replace(/^\{colors\.(.*)\}$/, '$1')
  const value = (lookup(tokens.colors as Tree, path) as { value: string } | undefined)?.value
  if (!value?.startsWith('#')) throw new Error(`no hex colour for ${reference}`)
  return value
}

function semantic(path: string, theme: 'base' | '_dark'): string {
  const token = lookup(semanticColors as Tree, path) as
    | { value: Record<string, string> }
    | undefined
  const reference = token?.value[theme]
  if (!reference) throw new Error(`no semantic colour ${path}`)
  return tokenHex(reference)
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number)
}

function ratio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

describe('text contrast (WCAG AA, 4.5:1) in both themes', () => {
  for (const theme of ['base', '_dark'] as const) {
    it.each(contrastPairs)(`${theme === 'base' ? 'light' : 'dark'}: %s on %s`, (fg, bg) => {
      expect(ratio(semantic(fg, theme), semantic(bg, theme))).toBeGreaterThanOrEqual(4.5)
    })
  }
})
