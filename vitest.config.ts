import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{packages,apps,devnet,scripts}/**/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
