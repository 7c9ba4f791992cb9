// Writes the Inter files the site ships: fontsource's Latin and Latin Extended variable files with
// the weight axis cut to the weights the design uses (400-800), and the CSS that declares them.
// The Latin file is the one every page's first paint needs: 48 kB as published, 29 kB cut.
// Run after upgrading @fontsource-variable/inter: `node scripts/subset-font.mjs`.
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import subsetFont from 'subset-font'

export const WEIGHTS = { min: 400, max: 800 }
const SUBSETS = ['latin-ext', 'latin']

const require = createRequire(import.meta.url)
const fontsource = dirname(require.resolve('@fontsource-variable/inter/package.json'))
const outDir = new URL('../packages/ui/src/fonts/', import.meta.url)

/** The unicode-range fontsource declares for a subset, e.g. 'U+0000-00FF,U+0131'. */
function unicodeRangeOf(css, subset) {
  const block = css
    .split('@font-face')
    .find((rule) => rule.includes(`inter-${subset}-wght-normal.`))
  const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1]
  if (!range) throw new Error(`unicode-range de ${subset} não encontrado no CSS do fontsource`)
  return range.trim()
}

function charactersOf(unicodeRange) {
  return unicodeRange
    .split(',')
    .flatMap((part) => {
      const [from, to = from] = part.trim().replace('U+', '').split('-')
      const start = Number.parseInt(from, 16)
      const end = Number.parseInt(to, 16)
      return Array.from({ length: end - start + 1 }, (_, i) => String.fromCodePoint(start + i))
    })
    .join('')
}

const fileName = (subset) => `inter-${subset}-wght-${WEIGHTS.min}-${WEIGHTS.max}.woff2`

const fontFace = (subset, unicodeRange) => `@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url(./${fileName(subset)}) format('woff2-variations');
  unicode-range: ${unicodeRange};
}
`

const { version } = JSON.parse(await readFile(join(fontsource, 'package.json'), 'utf8'))
const css = await readFile(join(fontsource, 'index.css'), 'utf8')
const faces = []
for (const subset of SUBSETS) {
  const unicodeRange = unicodeRangeOf(css, subset)
  const source = await readFile(join(fontsource, 'files', `inter-${subset}-wght-normal.woff2`))
  const cut = await subsetFont(source, charactersOf(unicodeRange), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  })
  await writeFile(new URL(fileName(subset), outDir), cut)
  faces.push(fontFace(subset, unicodeRange))
  console.log(`${fileName(subset)}: ${source.length} -> ${cut.length} bytes`)
}
await writeFile(
  new URL('inter.css', outDir),
  `/* Written by scripts/subset-font.mjs from @fontsource-variable/inter ${version}: do not edit.
   Latin covers all of Brazilian Portuguese; Latin Extended loads only for a character beyond it
   (a name with ł, say). Other scripts fall back to the system font. */
${faces.join('\n')}`,
)
