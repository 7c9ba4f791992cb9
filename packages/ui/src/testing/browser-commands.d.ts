// The browser commands vitest.config.ts gives the ui tests.
declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Moves the pointer to the page's top-left corner, off whatever the test renders. */
    parkPointer: () => Promise<void>
  }
}

export {}
