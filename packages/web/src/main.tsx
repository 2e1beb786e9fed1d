import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { createContainer } from './app/container.js';
import { createAppRouter } from './app/router.js';
import { readRuntimeConfig } from './app/runtime-config.js';
import { startApp } from './app/start-app.js';
import './app/global.css';

const container = createContainer({ config: readRuntimeConfig(document), document, location: window.location, storage: window.localStorage, sessionStorage: window.sessionStorage, indexedDB: window.indexedDB });
const stores = startApp(container);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html lost its #root element');
createRoot(root).render(
  <StrictMode>
    <App stores={stores} router={createAppRouter(stores)} />
  </StrictMode>,
);
