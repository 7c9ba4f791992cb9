import { describe, expect, it } from 'vitest'

// Vite reads the files at transform time, so this test needs neither node:fs nor Node's types
// (the package compiles with `types: []`, and should stay that way).
declare global {
  interface ImportMeta {
    glob(
      pattern: string | string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>
  }
}

const sources = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

// Each rule names what the domain must not touch: the package runs alike in the browser, the
// API, the mocks and a bare `npm test`, and is given the time instead of reading a clock.
const RULES: readonly [string, RegExp][] = [
  ['React', /\bfrom\s+['"]react(?:-dom)?(?:\/[^'"]*)?['"]|\bimport\(\s*['"]react/],
  ['a Node built-in', /\bfrom\s+['"]node:|\bimport\(\s*['"]node:/],
  ['the network (fetch)', /\bfetch\s*\(|\bXMLHttpRequest\b|\bWebSocket\b/],
  ['the DOM (window)', /\bwindow\b/],
  // `document` is also the CPF/CNPJ field, so only the bare global read as an object counts.
  ['the DOM (document)', /(?<![\w$./'"-])document\s*\.\s*[A-Za-z]/],
  ['browser storage', /\b(?:localStorage|sessionStorage)\b/],
  ['the navigator', /\bnavigator\b/],
  ['the clock (Date.now)', /\bDate\.now\s*\(/],
  ['the clock (new Date())', /\bnew\s+Date\s*\(\s*\)/],
  ['the clock (performance.now)', /\bperformance\.now\b/],
  ['randomness (Math.random)', /\bMath\.random\b/],
]

/** The code without its comments, so a comment may name what the code must not do. */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')
}

function violations(source: string): string[] {
  const code = stripComments(source)
  return RULES.filter(([, pattern]) => pattern.test(code)).map(([name]) => name)
}

describe('purity: the domain imports nothing from React, the DOM or the network', () => {
  it('finds the source files', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20)
    expect(Object.keys(sources)).toContain('./money.ts')
    expect(Object.keys(sources).some((path) => path.endsWith('.test.ts'))).toBe(false)
  })

  it.each(Object.entries(sources))('%s is pure', (_, source) => {
    expect(violations(source)).toEqual([])
  })

  it.each([
    ["import { useState } from 'react'", 'React'],
    ["import { createRoot } from 'react-dom/client'", 'React'],
    ["import { readFileSync } from 'node:fs'", 'a Node built-in'],
    ["await fetch('/api/plan')", 'the network (fetch)'],
    ['window.location.href', 'the DOM (window)'],
    ["document.querySelector('#app')", 'the DOM (document)'],
    ["localStorage.getItem('theme')", 'browser storage'],
    ['navigator.userAgent', 'the navigator'],
    ['const now = Date.now()', 'the clock (Date.now)'],
    ['const now = new Date()', 'the clock (new Date())'],
    ['performance.now()', 'the clock (performance.now)'],
    ['Math.random()', 'randomness (Math.random)'],
  ])('the rule catches %j', (source, rule) => {
    expect(violations(source)).toEqual([rule])
  })

  it.each([
    ['a field named document', 'user.document.trim()'],
    ['a module named document', "import { isValidDocument } from '../br/document.ts'"],
    ['a date from a given instant', 'new Date(now).toISOString()'],
    ['a comment about the clock', '// never Date.now(): the caller passes now'],
    ['the windows platform', "const platform = 'windows'"],
  ])('the rules allow %s', (_, source) => {
    expect(violations(source)).toEqual([])
  })
})
