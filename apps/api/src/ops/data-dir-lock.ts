import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

/** The file that says which process owns a PGlite data folder. */
export const LOCK_FILE = 'atendimento.lock'

interface LockOwner {
  pid: number
  host: string
  /** The owner's start time as the kernel counts it, so a reused pid is not taken for it. */
  processStart: string | null
  startedAt: string
}

/** Another process holds the folder; `message` names the folder, that process and what to do. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

/** The start time of a process (field 22 of /proc/PID/stat), or null off Linux. */
export function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function isAlive(owner: LockOwner): boolean {
  // Our own pid in a lock we have not taken yet: a container restarted with the same pid.
  if (owner.pid === process.pid) return false
  try {
    process.kill(owner.pid, 0)
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const start = processStartOf(owner.pid)
  return owner.processStart === null || start === null || start === owner.processStart
}

function parseOwner(content: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(content) as Partial<LockOwner>
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return undefined
    return {
      pid: owner.pid,
      host: owner.host,
      processStart: owner.processStart ?? null,
      startedAt: String(owner.startedAt ?? ''),
    }
  } catch {
    // Half-written by a process killed while creating it, or not ours: stale either way.
    return undefined
  }
}

function lockedMessage(dataDir: string, owner: LockOwner, file: string): string {
  const who =
    owner.host === hostname()
      ? `pelo processo ${owner.pid} (iniciado em ${owner.startedAt})`
      : `pelo processo ${owner.pid} na máquina ${owner.host}`
  return [
    `A pasta de dados ${dataDir} já está em uso ${who}.`,
    'Dois processos na mesma pasta perdem dados: pare o outro antes de iniciar este,',
    'ou use PostgreSQL (DATABASE_URL) para rodar vários processos.',
    owner.host === hostname()
      ? ''
      : `Se aquela máquina não usa mais a pasta, apague ${file} e inicie de novo.`,
  ]
    .filter(Boolean)
    .join(' ')
}

/** Creates the lock file only if none exists; false when one does. */
function tryCreate(file: string, me: LockOwner): boolean {
  let fd: number
  try {
    fd = openSync(file, 'wx', 0o644)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    writeSync(fd, JSON.stringify(me))
  } finally {
    closeSync(fd)
  }
  return true
}

/**
 * Moves a stale lock aside, but only if it is still the one judged stale: two processes taking
 * over the same stale lock at once must not both win, nor remove the winner's fresh lock.
 */
function removeStale(file: string, stale: string): void {
  const aside = `${file}.${process.pid}.stale`
  try {
    renameSync(file, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  const moved = readFileSync(aside, 'utf8')
  if (moved === stale) {
    unlinkSync(aside)
    return
  }
  // Another process took the lock over between our read and our rename: give it back.
  renameSync(aside, file)
}

export interface DataDirLock {
  readonly file: string
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void
}

/**
 * One writer per PGlite data folder. PGlite writes a dummy postmaster.pid and nothing else
 * guards the folder, so two processes on it would each keep their own copy of the database and
 * overwrite each other's files. The lock file is created exclusively (O_EXCL) with our pid, host
 * and start time; a lock whose process is gone is taken over; a live one stops this process.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = join(dataDir, LOCK_FILE)
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    processStart: processStartOf(process.pid),
    startedAt: new Date().toISOString(),
  }
  for (let round = 0; round < 10; round++) {
    if (tryCreate(file, me)) return ownedLock(file, me)
    let content: string
    try {
      content = readFileSync(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    const owner = parseOwner(content)
    if (owner && (owner.host !== me.host || isAlive(owner))) {
      throw new DataDirLockedError(lockedMessage(dataDir, owner, file))
    }
    removeStale(file, content)
  }
  throw new DataDirLockedError(
    `A pasta de dados ${dataDir} está sendo disputada por outros processos. Tente de novo.`,
  )
}

function ownedLock(file: string, me: LockOwner): DataDirLock {
  const mine = JSON.stringify(me)
  let released = false
  const release = () => {
    if (released) return
    released = true
    process.off('exit', release)
    try {
      if (readFileSync(file, 'utf8') === mine) unlinkSync(file)
    } catch {
      // Already gone: nothing to give back.
    }
  }
  // A process that ends without closing its database (an error, process.exit) frees it too.
  process.on('exit', release)
  return { file, release }
}
