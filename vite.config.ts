import { defineConfig } from 'vite';
import { clientEntries } from './src/adapters/http/assets.ts';

// Vite builds only the browser side: one stylesheet and one small entry per island family.
// The server renders pages itself and reads the manifest to link the hashed files.
export default defineConfig({
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    rollupOptions: {
      input: clientEntries,
      // Radix marks its modules "use client" for React Server Components; irrelevant to islands.
      onwarn: (warning, warn) => {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
