import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import fontverter from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'
import { textStyles } from '../preset/text-styles.ts'
import { tokens } from '../preset/tokens.ts'

const fontsource = dirname(
  createRequire(import.meta.url).resolve('@fontsource-variable/inter/package.json'),
)
const css = readFileSync(new URL('inter.css', import.meta.url), 'utf8')

async function openFace(file: string): Promise<Face> {
  return new Face(new Blob(await fontverter.convert(readFileSync(file), 'sfnt')))
}

function inRange(unicodeRange: string): (codePoint: number) => boolean {
  const spans = unicodeRange.split(',').map((part) => {
    const [from = '', to = from] = part.trim().replace('U+', '').split('-')
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const
  })
  return (codePoint) => spans.some(([start, end]) => codePoint >= start && codePoint <= end)
}

const faces = [...css.matchAll(/src: url\(\.\/([^)]+)\)[^;]*;\s*unicode-range:\s*([^;]+);/g)].map(
  ([, file = '', unicodeRange = '']) => ({ file, unicodeRange }),
)

describe('the Inter files the site ships (scripts/subset-font.mjs)', () => {
  it('declares the Latin and Latin Extended files', () => {
    expect(faces.map((face) => face.file)).toEqual([
      'inter-latin-ext-wght-400-800.woff2',
      'inter-latin-wght-400-800.woff2',
    ])
  })

  it.each(faces)('$file keeps every character fontsource has in its range', async (face) => {
    const original = await openFace(
      join(fontsource, 'files', face.file.replace('-400-800', '-normal')),
    )
    const cut = await openFace(new URL(face.file, import.meta.url).pathname)
    const wanted = [...original.collectUnicodes()].filter(inRange(face.unicodeRange))
    expect(wanted.length).toBeGreaterThan(90)
    expect(new Set(cut.collectUnicodes())).toEqual(new Set(wanted))
  })

  it.each(faces)('$file varies from 400 to 800, as its @font-face says', async (face) => {
    const cut = await openFace(new URL(face.file, import.meta.url).pathname)
    expect(cut.getAxisInfos().wght).toMatchObject({ min: 400, max: 800 })
    expect(css).toContain('font-weight: 400 800;')
  })

  it('covers every weight the design system can ask for', () => {
    const weights = [
      ...Object.values(tokens.fontWeights ?? {}).map((token) => Number(token.value)),
      ...Object.values(textStyles).map((style) => {
        const { fontWeight = '400' } = (style as { value: { fontWeight?: string } }).value
        return Number(fontWeight)
      }),
    ]
    expect(weights.length).toBeGreaterThan(4)
    for (const weight of weights) expect(weight).toSatisfy((w: number) => w >= 400 && w <= 800)
  })
})
