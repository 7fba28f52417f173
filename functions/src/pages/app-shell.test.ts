import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemPageFile, kindShellFile, prerenderedPageLoader } from './app-shell.js';

let dir: string;
const put = async (file: string, text: string) => {
  await mkdir(dirname(join(dir, file)), { recursive: true });
  await writeFile(join(dir, file), text);
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'prerendered-'));
  await put('blog/a-post.html', 'whole post');
  await put('es/projects/a-project.html', 'whole project, es');
  await put('shells/post.en.html', 'post frame, en');
  await put('shells/project.es.html', 'project frame, es');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('prerendered pages for the pages function', () => {
  it('names the files as the web prerender writes them', () => {
    expect(itemPageFile({ lang: 'en', kind: 'post', id: 'a-post' })).toBe('blog/a-post.html');
    expect(itemPageFile({ lang: 'es', kind: 'project', id: 'a-project' })).toBe('es/projects/a-project.html');
    expect(kindShellFile({ lang: 'es', kind: 'post', id: 'x' })).toBe('shells/post.es.html');
  });

  it('serves an item prerendered whole, else the frame of its kind and language, else nothing', async () => {
    const load = prerenderedPageLoader({ dir, wholeItems: true });
    expect(await load({ lang: 'en', kind: 'post', id: 'a-post' })).toBe('whole post');
    expect(await load({ lang: 'es', kind: 'project', id: 'a-project' })).toBe('whole project, es');
    expect(await load({ lang: 'en', kind: 'post', id: 'new-post' })).toBe('post frame, en');
    expect(await load({ lang: 'en', kind: 'project', id: 'a-project' })).toBeNull();
  });

  it('uses only the frames when the content is read from the database (prerendered items would be stale)', async () => {
    const load = prerenderedPageLoader({ dir, wholeItems: false });
    expect(await load({ lang: 'en', kind: 'post', id: 'a-post' })).toBe('post frame, en');
    expect(await load({ lang: 'es', kind: 'project', id: 'a-project' })).toBe('project frame, es');
  });

  it('reads nothing when the web app was not built', async () => {
    const load = prerenderedPageLoader({ dir: join(dir, 'missing'), wholeItems: true });
    expect(await load({ lang: 'en', kind: 'post', id: 'a-post' })).toBeNull();
  });
});
