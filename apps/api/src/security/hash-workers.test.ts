import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createHashWorkers } from './hash-workers.ts'
import { CHEAP_ARGON2 } from './passwords.ts'

describe('the password-hashing threads', () => {
  it('hash with the given cost and verify what they hashed', async () => {
    const workers = createHashWorkers(2)
    const hashes = await Promise.all(
      ['a', 'b', 'c'].map((p) => workers.hash(`senha-${p}`, CHEAP_ARGON2)),
    )
    for (const hash of hashes) expect(hash).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/)
    expect(new Set(hashes).size).toBe(3)
    expect(await workers.verify(hashes[1] as string, 'senha-b')).toBe(true)
    expect(await workers.verify(hashes[1] as string, 'senha-a')).toBe(false)
  })

  it('reject what the library refuses, and keep working after it', async () => {
    const workers = createHashWorkers(1)
    await expect(workers.verify('não é um hash', 'senha')).rejects.toThrow()
    const hash = await workers.hash('senha', CHEAP_ARGON2)
    expect(await workers.verify(hash, 'senha')).toBe(true)
  })

  it('keep a script alive while they hash, and let it end once they are idle', () => {
    const script = `
      import { createHashWorkers } from ${JSON.stringify(new URL('./hash-workers.ts', import.meta.url).href)}
      const hash = await createHashWorkers(1).hash('senha', { memoryCost: 256, timeCost: 1, parallelism: 1 })
      console.log(hash.slice(0, 9))
    `
    // A file, not --eval: the threads inherit the flags the script was started with.
    const file = join(mkdtempSync(join(tmpdir(), 'hash-workers-')), 'script.mjs')
    writeFileSync(file, script)
    const run = spawnSync(process.execPath, [file], { encoding: 'utf8', timeout: 20_000 })
    rmSync(dirname(file), { recursive: true, force: true })
    expect(run.stdout.trim()).toBe('$argon2id')
    expect(run.status).toBe(0)
  })
})
