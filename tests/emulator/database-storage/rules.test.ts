/**
 * database.rules.json and storage.rules in the real Database and Storage emulators, or in the stand-in
 * (scripts/stand-in/: targaryen for the database, its own evaluator for storage.rules), through
 * @firebase/rules-unit-testing: the decisions tests/rules/ checks, through a real SDK over the wire with the
 * server's `now`, and the Storage rules' behaviour, which the textual tests there cannot judge.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testTree } from '../../../web/src/testing/fixtures';

const repo = join(__dirname, '..', '..', '..');
let env: RulesTestEnvironment;

const visitor = () => env.unauthenticatedContext();
const user = () => env.authenticatedContext('visitor-uid', { email: 'visitor@example.com' });
const owner = () => env.authenticatedContext('owner-uid', { email: 'owner@example.com', owner: true });

function newPost(now = Date.now()) {
  return {
    'posts/summaries/emulator-post': {
      version: 1,
      status: 'draft',
      createdAt: now - 1000,
      updatedAt: now,
      publishedAt: now,
      title: { en: 'Emulator post', es: 'Entrada del emulador' },
      summary: { en: 'Saved in a test.', es: 'Guardada en una prueba.' },
      readingMinutes: { en: 1, es: 1 },
      tags: { testing: true },
      tagList: { 0: 'testing' },
    },
    'posts/bodies/emulator-post': { en: 'Body', es: 'Cuerpo' },
  };
}

const png = (bytes: number) => {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return data;
};

type Context = ReturnType<typeof owner>;
/** The compat UploadTask is only thenable; the assert helpers want a real promise. */
const put = (context: Context, path: string, data: Uint8Array, contentType: string) =>
  new Promise<unknown>((resolve, reject) => {
    context.storage().ref(path).put(data, { contentType }).then(resolve, reject);
  });

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-portfolio',
    database: { rules: readFileSync(join(repo, 'database.rules.json'), 'utf8') },
    storage: { rules: readFileSync(join(repo, 'storage.rules'), 'utf8') },
  });
});
afterAll(async () => {
  await env?.cleanup();
});
beforeEach(async () => {
  await env.clearDatabase();
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (context) => {
    await context.database().ref().set(testTree());
  });
});

describe('Realtime Database rules', () => {
  it('no visitor lists summaries, not even through the published query (the pages function reads for them)', async () => {
    await assertFails(visitor().database().ref('posts/summaries').orderByChild('status').equalTo('published').once('value'));
    await assertFails(visitor().database().ref('posts/summaries').once('value'));
    await assertFails(user().database().ref('projects/summaries').orderByChild('status').equalTo('draft').once('value'));
    const snapshot = await assertSucceeds(
      owner().database().ref('posts/summaries').orderByChild('status').equalTo('published').once('value'),
    );
    expect(Object.keys(snapshot.val()).sort()).toEqual(['hello-world', 'only-english', 'typed-code']);
  });

  it('a published item dated in the future stays hidden from visitors until then, by the server’s clock', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await context
        .database()
        .ref('posts/summaries/hello-world/publishedAt')
        .set(Date.now() + 60 * 60 * 1000);
    });
    await assertFails(visitor().database().ref('posts/summaries/hello-world').once('value'));
    await assertFails(user().database().ref('posts/bodies/hello-world').once('value'));
    await assertSucceeds(owner().database().ref('posts/bodies/hello-world').once('value'));
  });

  it('visitors and signed-in non-owners read no content node, published or not (the pages function reads for them)', async () => {
    await assertFails(visitor().database().ref('posts/summaries/hello-world').once('value'));
    await assertFails(visitor().database().ref('posts/bodies/hello-world').once('value'));
    await assertFails(user().database().ref('projects/details/portfolio-site').once('value'));
    await assertFails(user().database().ref('tags').once('value'));
    await assertFails(visitor().database().ref('posts/summaries/secret-draft').once('value'));
    await assertFails(user().database().ref('posts/bodies/secret-draft').once('value'));
    await assertFails(user().database().ref('projects/details/hidden-project').once('value'));
  });

  it('the owner reads drafts and the whole lists', async () => {
    await assertSucceeds(owner().database().ref('posts/summaries').once('value'));
    await assertSucceeds(owner().database().ref('projects/details/hidden-project').once('value'));
  });

  it('a non-owner cannot write posts, projects or the CV', async () => {
    await assertFails(user().database().ref().update(newPost()));
    await assertFails(visitor().database().ref().update(newPost()));
    await assertFails(user().database().ref('cv/name').set('Someone else'));
    await assertFails(user().database().ref('projects/summaries/weather-app/status').set('draft'));
  });

  it('the owner saves summary and body in one update and deletes them in one', async () => {
    await assertSucceeds(owner().database().ref().update(newPost()));
    await assertSucceeds(owner().database().ref('posts/bodies/emulator-post').once('value'));
    await assertSucceeds(owner().database().ref().update({ 'posts/summaries/emulator-post': null, 'posts/bodies/emulator-post': null }));
  });

  it('the owner cannot store invalid data: javascript: URL, unknown field, bad slug', async () => {
    const withScriptUrl = newPost();
    (withScriptUrl['posts/summaries/emulator-post'] as Record<string, unknown>).cover = {
      path: '',
      url: 'javascript:alert(1)',
      width: 1,
      height: 1,
      alt: { en: '', es: '' },
    };
    await assertFails(owner().database().ref().update(withScriptUrl));
    const withUnknown = newPost();
    (withUnknown['posts/summaries/emulator-post'] as Record<string, unknown>).html = '<b>';
    await assertFails(owner().database().ref().update(withUnknown));
    await assertFails(owner().database().ref('posts/bodies/Bad_Slug').set({ en: '', es: '' }));
  });

  it('the server clock bounds timestamps: later than now + 60 s is refused', async () => {
    await assertFails(
      owner()
        .database()
        .ref()
        .update(newPost(Date.now() + 10 * 60_000)),
    );
  });

  it('only the owner reads the CV, and writes it', async () => {
    await assertFails(visitor().database().ref('cv').once('value'));
    await assertFails(user().database().ref('cv').once('value'));
    await assertSucceeds(owner().database().ref('cv').once('value'));
    // Every write into the CV advances its version (a field alone does not).
    await assertFails(owner().database().ref('cv/name').set('Emi Castellano'));
    const stored = ((await owner().database().ref('cv/version').once('value')).val() as number | null) ?? 1;
    await assertSucceeds(
      owner()
        .database()
        .ref()
        .update({ 'cv/name': 'Emi Castellano', 'cv/version': stored + 1 }),
    );
  });

  it('the seed file is writable by the owner, item by item (nobody writes a whole list)', async () => {
    await env.clearDatabase();
    const seed = JSON.parse(readFileSync(join(repo, 'seed/database_export/demo-portfolio-default-rtdb.json'), 'utf8'));
    await assertFails(owner().database().ref().update({ posts: seed.posts }));
    const patch: Record<string, unknown> = { cv: seed.cv };
    for (const [kind, bodies] of [
      ['posts', 'bodies'],
      ['projects', 'details'],
    ]) {
      for (const node of ['summaries', bodies]) {
        for (const [id, value] of Object.entries(seed[kind][node] as Record<string, unknown>)) patch[`${kind}/${node}/${id}`] = value;
      }
    }
    await assertSucceeds(owner().database().ref().update(patch));
  });

  it('summary and body are removed only together; the CV is never removed', async () => {
    await assertFails(owner().database().ref('posts/summaries/hello-world').remove());
    await assertFails(owner().database().ref('posts/bodies/hello-world').remove());
    await assertFails(owner().database().ref('projects/details/portfolio-site').remove());
    await assertFails(owner().database().ref().update({ 'projects/summaries/portfolio-site': null }));
    await assertSucceeds(owner().database().ref().update({ 'posts/summaries/hello-world': null, 'posts/bodies/hello-world': null }));
    await assertFails(owner().database().ref('cv').remove());
    await assertFails(owner().database().ref('cv').set(null));
  });

  it('refuses whitespace titles, a changed createdAt, http links and API paths as images', async () => {
    const blank = newPost();
    (blank['posts/summaries/emulator-post'] as Record<string, unknown>).title = { en: '   ', es: '' };
    await assertFails(owner().database().ref().update(blank));
    // Each with the item's next version, so the value is the only reason for the refusal.
    const post = 'posts/summaries/hello-world';
    const project = 'projects/summaries/portfolio-site';
    await assertFails(
      owner()
        .database()
        .ref()
        .update({ [`${post}/createdAt`]: 0, [`${post}/version`]: 2 }),
    );
    await assertFails(
      owner()
        .database()
        .ref()
        .update({ [`${project}/repoUrl`]: 'http://example.com/repo', [`${project}/version`]: 2 }),
    );
    await assertFails(
      owner()
        .database()
        .ref()
        .update({ [`${project}/cover/url`]: '/api/user/logout', [`${project}/version`]: 2 }),
    );
    await assertSucceeds(
      owner()
        .database()
        .ref()
        .update({ [`${project}/repoUrl`]: 'https://example.com/repo', [`${project}/version`]: 2 }),
    );
  });

  it('a save must advance the stored version by one: two tabs on one version, a body alone, a create over an item', async () => {
    const summary = 'posts/summaries/hello-world';
    const edit = (title: string, version: number) => ({ [`${summary}/title/en`]: title, [`${summary}/version`]: version });
    await assertSucceeds(owner().database().ref().update(edit('Tab B', 2)));
    await assertFails(owner().database().ref().update(edit('Tab A', 2)));
    await assertFails(owner().database().ref().update(edit('Skipping', 4)));
    await assertFails(owner().database().ref(`${summary}/status`).set('draft'));
    await assertFails(owner().database().ref('posts/bodies/hello-world/en').set('Body alone'));
    await assertSucceeds(
      owner()
        .database()
        .ref()
        .update({ 'posts/bodies/hello-world/en': 'With the version', [`${summary}/version`]: 3 }),
    );
    const create = newPost();
    await assertSucceeds(owner().database().ref().update(create));
    await assertFails(owner().database().ref().update(create));
  });
});

describe('Storage rules', () => {
  const path = 'images/posts/hello-world/cover-1.png';

  it('the owner uploads an image under 5 MB into a post or project folder', async () => {
    await assertSucceeds(put(owner(), path, png(1024), 'image/png'));
    await assertSucceeds(put(owner(), 'images/projects/portfolio-site/g-1.webp', png(1024), 'image/webp'));
  });

  it('refuses non-images, SVG and 6 MB files, even from the owner', async () => {
    await assertFails(put(owner(), 'images/posts/hello-world/notes.txt', png(10), 'text/plain'));
    await assertFails(put(owner(), 'images/posts/hello-world/logo.svg', png(10), 'image/svg+xml'));
    await assertFails(put(owner(), path, png(6 * 1024 * 1024), 'image/png'));
  });

  it('refuses uploads outside the post and project folders', async () => {
    await assertFails(put(owner(), 'images/other/x.png', png(10), 'image/png'));
    await assertFails(put(owner(), 'uploads/x.png', png(10), 'image/png'));
    await assertFails(put(owner(), 'images/posts/Bad_Slug/x.png', png(10), 'image/png'));
  });

  it('refuses uploads and deletes from non-owners', async () => {
    await assertFails(put(user(), path, png(10), 'image/png'));
    await assertFails(put(visitor(), path, png(10), 'image/png'));
    await env.withSecurityRulesDisabled(async (context) => {
      await put(context as Context, path, png(10), 'image/png');
    });
    await assertFails(user().storage().ref(path).delete());
    await assertSucceeds(owner().storage().ref(path).delete());
  });

  it('lets anyone read the images', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await put(context as Context, path, png(10), 'image/png');
    });
    await assertSucceeds(visitor().storage().ref(path).getMetadata());
    await assertSucceeds(user().storage().ref(path).getDownloadURL());
  });

  it('lets only the owner list a folder (a listing shows drafts and abandoned uploads)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await put(context as Context, 'images/posts/secret-draft/cover.png', png(10), 'image/png');
    });
    for (const folder of ['images/posts/secret-draft', 'images/posts', 'images']) {
      await assertFails(visitor().storage().ref(folder).listAll());
      await assertFails(user().storage().ref(folder).listAll());
    }
    const listing = await assertSucceeds(owner().storage().ref('images/posts/secret-draft').listAll());
    expect(listing.items.map((item) => item.name)).toEqual(['cover.png']);
    // A visitor still gets the one file by its path.
    await assertSucceeds(visitor().storage().ref('images/posts/secret-draft/cover.png').getMetadata());
  });

  it('accepts the allow-listed raster types and refuses SVG in any spelling of its type', async () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.avif', 'image/avif'],
      ['a.gif', 'image/gif'],
    ]) {
      await assertSucceeds(put(owner(), `images/posts/hello-world/${name}`, png(64), type));
    }
    for (const type of [
      'image/svg+xml',
      'image/SVG+xml',
      'IMAGE/SVG+XML',
      'image/svg',
      'text/html',
      'image/x-icon',
      'application/octet-stream',
    ]) {
      await assertFails(put(owner(), 'images/posts/hello-world/logo.png', png(64), type));
    }
  });

  it('refuses file names outside [A-Za-z0-9][A-Za-z0-9._-]{0,99}', async () => {
    await assertSucceeds(put(owner(), `images/posts/hello-world/a${'b'.repeat(95)}.png`, png(10), 'image/png'));
    for (const name of ['.hidden.png', 'a b.png', '-dash.png', '_under.png', 'ñandú.png', `a${'b'.repeat(100)}.png`]) {
      await assertFails(put(owner(), `images/posts/hello-world/${name}`, png(10), 'image/png'));
    }
  });

  it('checks metadata updates like uploads: owner only, and no switch to SVG', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await put(context as Context, path, png(10), 'image/png');
    });
    await assertSucceeds(owner().storage().ref(path).updateMetadata({ cacheControl: 'public, max-age=60' }));
    await assertFails(owner().storage().ref(path).updateMetadata({ contentType: 'image/svg+xml' }));
    await assertFails(owner().storage().ref(path).updateMetadata({ contentType: 'image/SVG+xml' }));
    await assertFails(user().storage().ref(path).updateMetadata({ cacheControl: 'no-store' }));
    await assertFails(visitor().storage().ref(path).updateMetadata({ contentType: 'text/html' }));
  });
});
