import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/options';
import { onRequest } from 'firebase-functions/https';
import { handleApi } from './api/api-handler.js';
import { handlePage } from './pages/pages-handler.js';
import { getApiDeps, getPagesDeps } from './runtime.js';

initializeApp();
// A personal site: a low cap keeps a traffic spike (or an attack) from becoming a bill.
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const api = onRequest((req, res) => handleApi(req, res, getApiDeps()));
export const pages = onRequest((req, res) => handlePage(req, res, getPagesDeps()));
