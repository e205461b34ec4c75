import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// The no-flash script is a plain string; importing it through '@kinstory/ui' would load the design
// system's .css.ts files in Node, outside the vanilla-extract plugin.
import { themeScript } from '../ui/src/theme/themeScript.ts';

const api = 'http://127.0.0.1:8080';

/**
 * Inlines the colour-scheme script before first paint; in `--mode mock` (npm run dev:mock) the page
 * loads the mock entry, which starts MSW and then the app. The product entry never knows.
 */
function indexHtml(mode: string): Plugin {
  return {
    name: 'kinstory-index-html',
    transformIndexHtml(html) {
      const withTheme = html.replace('<!--theme-script-->', `<script>${themeScript}</script>`);
      return mode === 'mock' ? withTheme.replace('/src/main.tsx', '/src/mock.tsx') : withTheme;
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), vanillaExtractPlugin(), indexHtml(mode)],
  // Only the mock mode serves MSW's worker script (kept in the repository's public/).
  publicDir: mode === 'mock' ? '../../public' : false,
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: {
      '/api': api,
      '/chat': api,
      '/events': api,
    },
  },
}));
