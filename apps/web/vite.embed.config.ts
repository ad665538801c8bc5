import { defineConfig } from 'vite';

/**
 * `/embed.js`, built on its own after the app (into the same `dist`): a versioned, immutable
 * `assets/embed-{hash}.js` and the same code at `dist/embed.js`, which the server serves with a
 * short cache.
 */
export default defineConfig({
  build: {
    target: 'es2019',
    emptyOutDir: false,
    copyPublicDir: false,
    reportCompressedSize: true,
    rollupOptions: {
      input: 'src/features/embed/script/embed.ts',
      output: { format: 'iife', entryFileNames: 'assets/embed-[hash].js' },
    },
  },
  plugins: [
    {
      name: 'kairos-embed-latest',
      generateBundle(_options, bundle) {
        const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
        if (entry?.type === 'chunk')
          this.emitFile({ type: 'asset', fileName: 'embed.js', source: entry.code });
      },
    },
  ],
});
