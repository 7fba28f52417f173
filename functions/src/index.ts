import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/options';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { onValueWritten } from 'firebase-functions/database';
import { getDatabase } from 'firebase-admin/database';
import { BODY_NODES, onBodyWritten, type BodyKind } from './content/rendered-bodies.js';
import { handleApi } from './api/api-handler.js';
import { withCatchAll } from './http/catch-all.js';
import { cleanUpImages } from './images/firebase-image-cleanup.js';
import { backUpSite } from './portability/firebase-site-backup.js';
import { handlePage } from './pages/pages-handler.js';
import { getApiDeps, getOgImageHandler, getPagesDeps, loadRenderer, logError, siteUrl } from './runtime.js';

initializeApp();
// A personal site: a low cap keeps a traffic spike (or an attack) from becoming a bill.
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

// Each function's options are chosen (docs/rendering.md, "Functions' options"); the CPU is Firebase's default of 1,
// which lets an instance serve many requests at once. Every failure, building the deps included, is logged and
// answered with a clean 500 (no stack trace).
export const api = onRequest(
  {
    // The Admin SDK and the sitemaps: well under the default.
    memory: '256MiB',
    // A login verifies one token, a sitemap reads with a 4 s deadline per read: 30 s is only ever a stuck request.
    timeoutSeconds: 30,
    // Each request waits on the network (Auth, the database) and holds little: Cloud Run's usual 80.
    concurrency: 80,
  },
  withCatchAll('api', (req, res) => handleApi(req, res, getApiDeps()), logError, 'json'),
);
export const pages = onRequest(
  {
    // The web app's server renderer (React, the app, jsdom for DOMPurify) holds ≈ 225 MB once warm
    // (npm run bench:renderer), and the instance keeps up to 32 MB of rendered pages (pages-handler.ts).
    memory: '512MiB',
    // Reads have a 4 s deadline and a page needs at most three rounds of them, after a cold start of 2–4 s.
    timeoutSeconds: 30,
    // Reads overlap and only the synchronous render takes turns, milliseconds of CPU each: 50 requests in
    // flight on the one vCPU wait less, even the last, than a request sent to a new instance waits for its cold
    // start (docs/rendering.md, "Functions' options"). bench:api measures 50 at once on one instance.
    concurrency: 50,
  },
  withCatchAll('pages', (req, res) => handlePage(req, res, getPagesDeps()), logError, 'text'),
);
// Link-preview images of posts and projects without a cover (docs/decisions.md, "Link previews"): satori and
// resvg load only here, so the pages' cold start never pays for them.
export const ogImages = onRequest(
  {
    // satori and resvg hold ≈ 100 MB per drawing; two draw at once at most (og-handler.ts).
    memory: '512MiB',
    // A drawing takes about a second; a request may wait for two before its own.
    timeoutSeconds: 30,
    // Identical requests share a drawing and the rest wait their turn, so requests in flight cost little memory.
    concurrency: 80,
  },
  withCatchAll('ogImages', (req, res) => getOgImageHandler()(req, res), logError, 'text'),
);
// A post's or project's body rendered once per version, when it is written (docs/rendering.md, "Bodies rendered once
// per version"): the pages read the stored HTML instead of sanitising the Markdown on every instance.
const renderBodiesOn = (kind: BodyKind) =>
  onValueWritten(
    {
      ref: `/${kind}/${BODY_NODES[kind].node}/{id}`,
      // The renderer with jsdom for DOMPurify, as in `pages`, holds ≈ 225 MB.
      memory: '512MiB',
      // A body renders in well under a second, after a cold start of 2–4 s.
      timeoutSeconds: 60,
      // Saves are rare (one owner); a rendering written out of order is stale by its version and never used.
      concurrency: 1,
    },
    onBodyWritten(kind, { loadRenderer, database: getDatabase }),
  );
export const renderPostBodies = renderBodiesOn('posts');
export const renderProjectBodies = renderBodiesOn('projects');

// Daily, at a quiet hour: Storage objects under images/ that no post, project or CV references and that are over
// a day old (docs/security.md, "Storage"). Deletes go one at a time, so up to 9 minutes; a failed run is retried
// by the next day's.
export const cleanupImages = onSchedule(
  {
    schedule: 'every day 03:30',
    timeZone: 'Etc/UTC',
    // Deletes go one at a time: up to 9 minutes, the most an event-driven function may run.
    timeoutSeconds: 540,
    // Lists of object names and references: little memory.
    memory: '256MiB',
    // One run at a time: a retry must never run beside the run it retries.
    concurrency: 1,
  },
  cleanUpImages,
);

// Daily, after the clean-up: the whole site (every item and language, drafts included, the CV, the tag names and the
// uploaded images) as an export zip under backups/ in Storage, the newest 30 kept (docs/export-format.md, "Backups").
export const backupSite = onSchedule(
  {
    schedule: 'every day 04:00',
    timeZone: 'Etc/UTC',
    // Reading the archive and copying every image: minutes on a large site; 9 is the most a scheduled function may run.
    timeoutSeconds: 540,
    // The zip streams to Storage one image at a time; the tree of a large archive is the most it holds.
    memory: '512MiB',
    // One run at a time, as for the clean-up.
    concurrency: 1,
  },
  async () => {
    await backUpSite(siteUrl());
  },
);
