import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/options';
import { onRequest } from 'firebase-functions/https';
import { handleApi } from './api/api-handler.js';
import { withCatchAll } from './http/catch-all.js';
import { handlePage } from './pages/pages-handler.js';
import { getApiDeps, getPagesDeps, logError } from './runtime.js';

initializeApp();
// A personal site: a low cap keeps a traffic spike (or an attack) from becoming a bill.
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

// Every failure, building the deps included, is logged and answered with a clean 500 (no stack trace).
export const api = onRequest(withCatchAll('api', (req, res) => handleApi(req, res, getApiDeps()), logError, 'json'));
// The web app's server renderer (React, the app, jsdom for DOMPurify) holds ≈ 225 MB once warm
// (npm run bench:renderer): more than the 256 MiB default leaves room for. docs/rendering.md, "Cold start".
export const pages = onRequest(
  { memory: '512MiB' },
  withCatchAll('pages', (req, res) => handlePage(req, res, getPagesDeps()), logError, 'text'),
);
