import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress-plugin.js';
import { devRuntimeConfig } from './src/app/dev-runtime-config.js';
import { WORKSPACE_SOURCES } from './workspace-sources.js';

/**
 * In production the server writes the runtime config into index.html; `pnpm dev` serves
 * index.html from Vite, so this plugin writes the same config from the environment.
 */
function runtimeConfigInDev(): Plugin {
  return {
    name: 'publi-runtime-config',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace('<!--publi-config-->', `<script type="application/json" id="publi-config">${JSON.stringify(devRuntimeConfig(process.env)).replace(/</g, '\\u003c')}</script>`),
  };
}

export default defineConfig({
  plugins: [react(), runtimeConfigInDev(), precompress()],
  // Workspace packages are bundled from their TypeScript sources: no package build before `vite`.
  resolve: {
    alias: Object.entries(WORKSPACE_SOURCES).map(([find, path]) => ({
      find: new RegExp(`^${find}$`),
      replacement: fileURLToPath(new URL(path, import.meta.url)),
    })),
  },
  server: {
    proxy: { '/api': process.env.PUBLI_API_ORIGIN ?? 'http://localhost:3001' },
  },
  build: {
    target: 'es2022',
    // Read by `pnpm bench:bundle` to add up what each page downloads.
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
});
