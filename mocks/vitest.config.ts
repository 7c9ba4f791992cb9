import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { name: 'mocks', environment: 'node', include: ['src/**/*.test.ts'] },
})
