import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, LOCK_FILE, lockDataDir, processStartOf } from './data-dir-lock.ts'

let dir = ''
const children: ChildProcess[] = []
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'))
})
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

/** A process that stays alive until killed. */
function liveProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  children.push(child)
  return child
}

async function deadPid(): Promise<number> {
  const child = liveProcess()
  const pid = child.pid ?? 0
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
  return pid
}

const writeLock = (owner: Record<string, unknown> | string) =>
  writeFileSync(
    join(dir, LOCK_FILE),
    typeof owner === 'string' ? owner : JSON.stringify({ host: hostname(), ...owner }),
  )
const lockOwner = () => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))

describe('the data folder lock', () => {
  it('writes our pid, host and start time, and removes the file on release', () => {
    const lock = lockDataDir(dir)
    expect(lockOwner()).toMatchObject({ pid: process.pid, host: hostname() })
    lock.release()
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
  })

  it('refuses a folder held by a live process, naming the folder and that process', () => {
    const pid = liveProcess().pid ?? 0
    writeLock({ pid, processStart: processStartOf(pid), startedAt: 'agora' })
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`${dir}.*processo ${pid}`))
    expect(lockOwner().pid).toBe(pid)
  })

  it.each([
    ['a killed process', async () => ({ pid: await deadPid(), processStart: null })],
    ['a pid now reused by another process', async () => ({ pid: process.ppid, processStart: '1' })],
  ])('takes over a lock left by %s', async (_, owner) => {
    writeLock({ ...(await owner()), startedAt: 'antes' })
    const lock = lockDataDir(dir)
    expect(lockOwner().pid).toBe(process.pid)
    lock.release()
  })

  it('takes over a lock file left half-written', () => {
    writeLock('{"pid": 12')
    lockDataDir(dir).release()
  })

  it('refuses a lock of another machine, saying which file to remove if it is gone', () => {
    writeLock({ pid: 1, host: 'outra-maquina', processStart: null, startedAt: 'ontem' })
    expect(() => lockDataDir(dir)).toThrow(/outra-maquina.*apague .*atendimento\.lock/)
  })

  it('leaves a lock that is no longer ours on release', () => {
    const lock = lockDataDir(dir)
    writeLock({ pid: 4242, processStart: null, startedAt: 'depois' })
    lock.release()
    expect(lockOwner().pid).toBe(4242)
  })
})
