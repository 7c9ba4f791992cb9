import type { BrowserCommand, BrowserCommandContext } from 'vitest/node'
import type * as ApiWorld from './api-world.ts'

// The Vitest commands that let a browser test reach the real API running in Node. Each loads
// api-world.ts through the project's module runner (so it is TypeScript, loaded once) and runs
// one of its functions for the test file that asked.

type Functions = Omit<typeof ApiWorld, 'ForwardedRequest' | 'ForwardedResponse'>
type Rest<F> = F extends (file: string, ...rest: infer R) => unknown ? R : never

const load = (context: BrowserCommandContext) =>
  context.project.import<typeof ApiWorld>('/src/testing/real-api/api-world.ts')

function command<K extends keyof Functions>(name: K): BrowserCommand<Rest<Functions[K]>> {
  return async (context, ...rest) => {
    const api = await load(context)
    const run = api[name] as (file: string, ...args: unknown[]) => unknown
    return run(context.testPath ?? '', ...rest)
  }
}

/** Registered in vitest.config.ts under these names (`commands.apiForward(...)` and so on). */
export const realApiCommands = {
  apiForward: command('forward'),
  apiReset: command('reset'),
  apiMailedCode: command('mailedCode'),
  apiMailedConfirmation: command('mailedConfirmation'),
  apiGrantOperator: command('grantOperator'),
  apiReconcileAgainstEmptyAsaas: command('reconcileAgainstEmptyAsaas'),
  apiSandboxCards: command('sandboxCards'),
  apiClose: command('close'),
}
