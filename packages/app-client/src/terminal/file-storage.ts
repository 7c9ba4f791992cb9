import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { AppState, AppStorage } from '../storage.ts'

/**
 * The terminal stand-in keeps its state in a JSON file readable by its owner only (it holds the
 * refresh token). A file that is not the state's (hand-edited, cut short) reads as signed out.
 */
export function fileStorage(path: string): AppStorage {
  return {
    async read() {
      try {
        const state = JSON.parse(await readFile(path, 'utf8')) as AppState
        return typeof state?.refreshToken === 'string' ? state : null
      } catch {
        return null
      }
    },
    async write(state) {
      await mkdir(dirname(path), { recursive: true, mode: 0o700 })
      await writeFile(path, JSON.stringify(state, null, 2), { mode: 0o600 })
    },
    async clear() {
      await rm(path, { force: true })
    },
  }
}
