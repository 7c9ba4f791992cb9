import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ENV_VARIABLES } from '../config.ts'

// No Docker engine runs here, so the image is never built in CI. These checks keep the files
// honest instead: the Dockerfile calls only what the test suites run themselves (npm run build,
// scripts/release.mjs, the serve command, checked by release.e2e.test.ts), and every variable
// the server reads is documented.
const read = (path: string) => readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8')
const dockerfile = read('Dockerfile')
const instructions = dockerfile
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .filter((line) => /^[A-Z]+ /.test(line))

describe('Dockerfile', () => {
  it('builds in one stage and runs the release as a non-root user in another', () => {
    expect(instructions.filter((line) => line.startsWith('FROM '))).toHaveLength(2)
    expect(instructions).toContain('USER node')
    expect(instructions.some((line) => line.startsWith('COPY --from=build'))).toBe(true)
  })

  it('runs only the commands the tests run', () => {
    const runs = instructions.filter((line) => line.startsWith('RUN ')).map((line) => line.slice(4))
    expect(runs).toEqual([
      'npm install --no-audit --no-fund',
      'npm run build',
      'node scripts/release.mjs /release',
      'mkdir -p /data && chown node:node /data',
    ])
    const serve = JSON.parse(read('package.json')).scripts.serve as string
    const cmd = instructions.find((line) => line.startsWith('CMD '))?.slice(4) ?? '[]'
    expect((JSON.parse(cmd) as string[]).join(' ')).toBe(serve)
  })

  it('checks its health on /api/health', () => {
    const healthcheck = instructions.find((line) => line.startsWith('HEALTHCHECK '))
    expect(healthcheck).toContain('/api/health')
  })
})

describe('compose.yaml', () => {
  it('runs the app on PostgreSQL, with the data on a volume', () => {
    const compose = read('compose.yaml')
    expect(compose).toMatch(/^ {2}app:\n(?: {4}.*\n|\s*#.*\n)*? {4}build: \.$/m)
    expect(compose).toMatch(/^ {2}db:\n {4}image: postgres:/m)
    expect(compose).toContain('DATABASE_URL: postgres://')
    expect(compose).toContain('- pgdata:/var/lib/postgresql/data')
    expect(compose).toMatch(/^volumes:\n {2}pgdata:/m)
  })
})

describe('the documentation of the environment', () => {
  it.each(['README.md', '.env.example'])('%s names every variable', (file) => {
    const text = read(file)
    const missing = ENV_VARIABLES.filter(
      (name) => !name.startsWith('RATE_LIMIT_') && name !== 'WEB_ROOT' && !text.includes(name),
    )
    expect(missing).toEqual([])
  })

  it('docs/deploy.md explains the variables of a production setup', () => {
    const text = read('docs/deploy.md')
    for (const name of [
      'DATABASE_URL',
      'DATA_DIR',
      'TRUST_PROXY',
      'TRUST_PROXY_FROM',
      'PUBLIC_URL',
      'METRICS_TOKEN',
      'SMTP_URL',
      'ASAAS_API_KEY',
    ]) {
      expect(text, name).toContain(name)
    }
  })
})
