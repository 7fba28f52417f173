// @vitest-environment node
/**
 * Bodies rendered once per version (docs/rendering.md), on the Database stand-in (scripts/stand-in/) through
 * firebase-admin, with this renderer: the rendering triggers' handler (functions/src/content/rendered-bodies.ts
 * `onBodyWritten`, what index.ts deploys) and the one-off backfill (`backfillRenderedBodies`), then a page read by
 * the functions' own reader. The stand-in fires no Database triggers (only Firebase's Functions emulator, on the
 * Java Database emulator, does): each test saves through the SDK, then gives the handler the event of that save —
 * the saved node's snapshot, read back from the stand-in — as the trigger would receive it.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn } from '../../../scripts/stand-in/index.mjs';
import { backfillRenderedBodies, onBodyWritten } from '../../../functions/src/content/rendered-bodies';
import { firebaseDbReader } from '../../../functions/src/content/firebase-db-reader';
import { testTree } from '../testing/fixtures';
import { bodyVersion } from '../data/rendered-bodies';
import { createServerContentStore, renderDocument, renderStoredBodies, type DocumentAssets } from './entry-server';

const PROJECT = 'demo-portfolio';
const ASSETS: DocumentAssets = {
  template:
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>x</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  manifest: {},
  base: '/',
};
const renderer = { storedBodies: (bodies: unknown) => renderStoredBodies(bodies) };

let standIn: Awaited<ReturnType<typeof startStandIn>>;
let app: App;
let db: Database;

beforeAll(async () => {
  standIn = await startStandIn({ projectId: PROJECT, databasePort: 0, storagePort: 0 });
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${standIn.database.port}`;
  app = initializeApp({ projectId: PROJECT, databaseURL: `https://${PROJECT}-default-rtdb.firebaseio.com` }, 'rendered-bodies');
  db = getDatabase(app);
  await db.ref().set(testTree());
});
afterAll(async () => {
  await deleteApp(app);
  await standIn?.close();
});

/** The event of a write to `path` (`…/{id}`), as the trigger gets it: the node's snapshot after the write. */
async function eventOf(path: string) {
  return { params: { id: path.split('/').pop()! }, data: { after: await db.ref(path).get() } };
}

describe('stored renderings on the stand-in', () => {
  it('the trigger’s handler renders a saved post body into /rendered, and the page serves it; deleting removes it', async () => {
    const markdown = `## Saved ${Math.random()}\n\n<img src=x onerror="alert(1)"> Safe text.`;
    // A save of the body, as the owner's editor writes it (a multi-path update).
    await db.ref().update({ 'posts/bodies/hello-world/en': markdown });
    const handler = onBodyWritten('posts', { loadRenderer: async () => renderer, database: () => db });
    await handler(await eventOf('posts/bodies/hello-world'));

    const stored = (await db.ref('rendered/posts/hello-world').get()).val();
    expect(Object.keys(stored).sort()).toEqual(['en', 'es']);
    expect(stored.en.version).toBe(await bodyVersion(markdown));
    expect(stored.en.html).toContain('Safe text.');
    expect(stored.en.html).not.toContain('onerror');
    // The page reads the body and its rendering through the functions' reader, and shows the stored HTML.
    const page = await renderDocument('/blog/hello-world', ASSETS, { store: createServerContentStore(firebaseDbReader(db)) });
    expect(page.status).toBe(200);
    expect(page.html).toContain(stored.en.html);

    await db.ref('posts/bodies/hello-world').remove();
    await handler(await eventOf('posts/bodies/hello-world'));
    expect((await db.ref('rendered/posts/hello-world').get()).exists()).toBe(false);
  });

  it('the backfill renders what was stored before the triggers, then finds nothing left to write', async () => {
    await db.ref().set(testTree());
    const read = async () =>
      Object.fromEntries(
        await Promise.all(['posts', 'projects', 'rendered'].map(async (node) => [node, (await db.ref(node).get()).val()])),
      );
    const write = async (path: string, value: object | null) => {
      await db.ref(path).set(value);
    };
    const first = await backfillRenderedBodies(await read(), { renderer, write });
    expect(first.failed).toEqual([]);
    expect(first.written).toContain('rendered/posts/hello-world');
    expect(first.written.some((path) => path.startsWith('rendered/projects/'))).toBe(true);
    const markdown = (await db.ref('posts/bodies/hello-world/en').get()).val() as string;
    expect((await db.ref('rendered/posts/hello-world/en/version').get()).val()).toBe(await bodyVersion(markdown));

    const again = await backfillRenderedBodies(await read(), { renderer, write });
    expect(again).toEqual({ written: [], unchanged: first.written.length, removed: [], failed: [] });
  });
});
