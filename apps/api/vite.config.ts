import { defineConfig } from 'vite'

// Bundles the server (and the workspace packages it imports from source) into one ESM file;
// npm dependencies stay external and load from node_modules.
export default defineConfig({
  build: {
    ssr: 'src/server.ts',
    outDir: 'dist',
    target: 'node24',
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'server.js' } },
  },
  ssr: { noExternal: [/^@atendimento\//] },
})
