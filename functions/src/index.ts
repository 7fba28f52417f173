import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/options';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { handleApi } from './api/api-handler.js';
import { withCatchAll } from './http/catch-all.js';
import { cleanUpImages } from './images/firebase-image-cleanup.js';
import { backUpSite } from './portability/firebase-site-backup.js';
import { handlePage } from './pages/pages-handler.js';
import { getApiDeps, getOgImageHandler, getPagesDeps, logError, siteUrl } from './runtime.js';

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

// Link-preview images of posts and projects without a cover (docs/decisions.md, "Link previews"): satori and
// resvg hold ≈ 100 MB while drawing, and load only here, so the pages' cold start never pays for them.
export const ogImages = onRequest(
  { memory: '512MiB' },
  withCatchAll('ogImages', (req, res) => getOgImageHandler()(req, res), logError, 'text'),
);

// Daily, at a quiet hour: Storage objects under images/ that no post, project or CV references and that are over
// a day old (docs/security.md, "Storage"). Deletes go one at a time, so up to 9 minutes; a failed run is retried
// by the next day's.
export const cleanupImages = onSchedule({ schedule: 'every day 03:30', timeZone: 'Etc/UTC', timeoutSeconds: 540 }, cleanUpImages);

// Daily, after the clean-up: the whole site (every item and language, drafts included, the CV, the tag names and the
// uploaded images) as an export zip under backups/ in Storage, the newest 30 kept (docs/export-format.md, "Backups").
// The zip streams to Storage one image at a time, so memory stays small whatever the archive's size.
export const backupSite = onSchedule(
  { schedule: 'every day 04:00', timeZone: 'Etc/UTC', timeoutSeconds: 540, memory: '512MiB' },
  async () => {
    await backUpSite(siteUrl());
  },
);
