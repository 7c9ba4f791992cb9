import { defineConfig } from 'vite'

// Bundles the server (and the workspace packages it imports from source) into one ESM file, the
// password-hashing thread and the plans CLI beside it; npm dependencies stay external
// (node_modules, which scripts/release.mjs copies for production).
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist',
    target: 'node24',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        server: 'src/server.ts',
        'password-worker': 'src/security/password-worker.ts',
        // The plans CLI of a release (`npm run plans` there), with no tsx or source needed.
        plans: 'src/cli/plans.ts',
        // `npm run reconcile` of a release: the Asaas reconciliation on demand.
        reconcile: 'src/cli/reconcile.ts',
      },
      // Shared chunks beside the entries, not in assets/: config.ts finds the site relative to
      // its own file (../../web/dist), wherever the bundler put it.
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  ssr: { noExternal: [/^@atendimento\//] },
})
