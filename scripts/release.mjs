#!/usr/bin/env node
// Builds a release folder from what `npm run build` made: the bundled API (apps/api/dist), the
// built site (apps/web/dist) and the API's production dependencies alone, copied from this
// checkout's node_modules (no network). The folder runs anywhere with Node 24:
//
//   node scripts/release.mjs /caminho/da/release
//   cd /caminho/da/release && npm run serve      (the same as node apps/api/dist/server.js)
//
// The Dockerfile's build stage runs exactly this; apps/api/src/release.e2e.test.ts runs it into a
// temporary folder and starts the server from there.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const apiRoot = join(root, 'apps/api')
const webDist = join(root, 'apps/web/dist')

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))

/** The folder of package `name` as Node would find it from `from` (nested first, then up). */
function packageDir(name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return candidate
    if (dir === root || dir === dirname(dir)) return undefined
  }
}

const WORKSPACE = '@atendimento/'

/**
 * The npm packages the bundle imports: the API's dependencies, and those of the workspace
 * packages it bundles from source (their own imports stay external, like the API's).
 */
function runtimeDependencies() {
  const names = new Set()
  const visit = (manifest) => {
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (!name.startsWith(WORKSPACE)) names.add(name)
      else visit(readJson(join(root, 'node_modules', name, 'package.json')))
    }
  }
  visit(readJson(join(apiRoot, 'package.json')))
  return [...names].sort()
}

/**
 * Every package the API needs at run time: its dependencies (workspace packages are bundled
 * into dist), theirs, the optional ones that are installed (the argon2 binary of this
 * platform) and the peers that are not optional. Answers their folders, relative to the checkout.
 */
function productionPackages() {
  const found = new Set()
  const queue = runtimeDependencies().map((name) => ({ name, from: apiRoot, required: true }))
  while (queue.length > 0) {
    const { name, from, required } = queue.shift()
    const dir = packageDir(name, from)
    if (!dir) {
      if (required) throw new Error(`dependência de produção ausente: ${name} (rode npm install)`)
      continue
    }
    if (found.has(dir)) continue
    found.add(dir)
    const manifest = readJson(join(dir, 'package.json'))
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      queue.push({ name: dependency, from: dir, required: true })
    }
    // Peers marked optional (TypeScript for valibot's types) are for development only.
    const peers = Object.keys(manifest.peerDependencies ?? {}).filter(
      (peer) => !manifest.peerDependenciesMeta?.[peer]?.optional,
    )
    const optional = [...Object.keys(manifest.optionalDependencies ?? {}), ...peers]
    for (const dependency of optional) {
      queue.push({ name: dependency, from: dir, required: false })
    }
  }
  return [...found].map((dir) => relative(root, dir)).sort()
}

function release(target) {
  if (!existsSync(join(apiRoot, 'dist/server.js'))) {
    throw new Error('apps/api/dist/server.js não existe: rode npm run build antes')
  }
  rmSync(target, { recursive: true, force: true })
  mkdirSync(target, { recursive: true })
  cpSync(join(apiRoot, 'dist'), join(target, 'apps/api/dist'), { recursive: true })
  const withSite = existsSync(join(webDist, 'index.html'))
  if (withSite) cpSync(webDist, join(target, 'apps/web/dist'), { recursive: true })
  const packages = productionPackages()
  for (const dir of packages) {
    // A nested package travels inside its parent's folder; copying it again would be a waste.
    if (packages.some((other) => other !== dir && dir.startsWith(`${other}/`))) continue
    cpSync(join(root, dir), join(target, dir), { recursive: true, dereference: true })
  }
  const rootManifest = readJson(join(root, 'package.json'))
  writeFileSync(
    join(target, 'package.json'),
    `${JSON.stringify(
      {
        name: `${rootManifest.name}-release`,
        version: rootManifest.version,
        private: true,
        type: 'module',
        engines: rootManifest.engines,
        scripts: {
          serve: 'node --env-file-if-exists=.env apps/api/dist/server.js',
          plans: 'node --env-file-if-exists=.env apps/api/dist/plans.js',
          reconcile: 'node --env-file-if-exists=.env apps/api/dist/reconcile.js',
        },
        dependencies: Object.fromEntries(
          runtimeDependencies().map((name) => [
            name,
            readJson(join(packageDir(name, apiRoot), 'package.json')).version,
          ]),
        ),
      },
      null,
      2,
    )}\n`,
  )
  return { packages: packages.length, withSite }
}

const target = process.argv[2]
if (!target) {
  console.error('uso: node scripts/release.mjs PASTA_DE_DESTINO')
  process.exit(1)
}
try {
  const { packages, withSite } = release(resolve(target))
  console.log(
    `release em ${resolve(target)}: API, ${withSite ? 'site' : 'sem site (apps/web/dist ausente)'}, ${packages} pacotes de produção`,
  )
} catch (error) {
  console.error(`release falhou: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
