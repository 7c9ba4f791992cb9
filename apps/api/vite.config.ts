import { defineConfig } from 'vite'

// Bundles the server (and the workspace packages it imports from source) into one ESM file, and
// the password-hashing thread beside it; npm dependencies stay external (node_modules).
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
      },
      output: { entryFileNames: '[name].js' },
    },
  },
  ssr: { noExternal: [/^@atendimento\//] },
})
