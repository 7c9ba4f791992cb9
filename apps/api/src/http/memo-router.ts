import type { Result, Router } from 'hono/router'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { SmartRouter } from 'hono/router/smart-router'
import { TrieRouter } from 'hono/router/trie-router'

// A path longer than this is routed every time it comes (and not kept).
const KEPT_PATH_LENGTH = 200
// How many method and path pairs are kept, before starting over.
const KEPT_ROUTES = 512

/**
 * Hono's router, with its answer for a method and path kept. The API's paths make Hono fall
 * back from its regular-expression router to its trie (RegExpRouter cannot tell
 * /subscription/pix/status from /subscription/:planId/pix), which walks, splits and sorts for
 * every request (4 KB of garbage each time). An answer depends on nothing but the method and
 * path, and Hono only reads it.
 */
export class MemoRouter<T> implements Router<T> {
  readonly name = 'MemoRouter'
  readonly #router: Router<T>
  // By method, then path: a key made of both would be a new string to hash on every request.
  #kept = new Map<string, Map<string, Result<T>>>()
  #size = 0

  constructor(
    router: Router<T> = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] }),
  ) {
    this.#router = router
  }

  add(method: string, path: string, handler: T): void {
    this.#router.add(method, path, handler)
    this.#forget()
  }

  match(method: string, path: string): Result<T> {
    const kept = this.#kept.get(method)?.get(path)
    if (kept) return kept
    const result = this.#router.match(method, path)
    if (path.length <= KEPT_PATH_LENGTH) this.#keep(method, path, result)
    return result
  }

  #keep(method: string, path: string, result: Result<T>): void {
    if (this.#size >= KEPT_ROUTES) this.#forget()
    let paths = this.#kept.get(method)
    if (!paths) {
      paths = new Map()
      this.#kept.set(method, paths)
    }
    paths.set(path, result)
    this.#size++
  }

  #forget(): void {
    this.#kept = new Map()
    this.#size = 0
  }
}
