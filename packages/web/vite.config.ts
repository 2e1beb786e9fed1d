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

export default defineConfig(({ isSsrBuild }) => ({
  // The server-side build (`server-render/`) is read by the server from disk, never sent.
  plugins: [react(), runtimeConfigInDev(), ...(isSsrBuild === true ? [] : [precompress()])],
  publicDir: isSsrBuild === true ? false : 'public',
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
    // `boot.ts`, the one script of a page the server drew, is an entry of its own: the app's
    // entry stays the page's module script, chunked as before, and `boot.ts` imports it by its
    // address (which the server writes into the page) on first use.
    rolldownOptions: { input: { index: fileURLToPath(new URL('index.html', import.meta.url)), boot: fileURLToPath(new URL('src/boot.ts', import.meta.url)) } },
  },
}));
