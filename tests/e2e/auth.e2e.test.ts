/**
 * The owner's sign-in, end to end: the production build on the Hosting emulator,
 * Firebase Auth on its emulator (seeded accounts), the session functions behind
 * /api/user/*. Run with `npm run test:e2e:auth`.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentPath } from './support/browser';
import { pagePerTest } from './support/page-per-test';

const OWNER = { email: 'owner@example.com', password: 'owner-password-123', name: 'Emi Castellano' };
const VISITOR = { email: 'visitor@example.com', password: 'visitor-password-123' };

// Errors the browser logs on purpose in these scenarios: the signed-out session check (401), the
// identity provider refusing a wrong password (400) and our own log of a failed sign-in.
const EXPECTED_ERRORS = [
  /status of 401.*\/api\/user\/token/,
  /status of 400.*identitytoolkit|status of 400.*127\.0\.0\.1:9099/,
  /^console: Authentication failed/,
];

const freshPage = pagePerTest({ ignoreErrors: EXPECTED_ERRORS });

async function signIn(page: Page, email: string, password: string, labels = { email: 'Email', password: 'Password', submit: 'Sign in' }) {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

const waitForPath = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname, { timeout: 20_000 });

describe('owner sign-in (browser, emulators)', () => {
  it('sends a signed-out visitor from the admin to the login page with ?next=', async () => {
    const { page, problems } = await freshPage();
    await page.goto('/admin/proyectos');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(currentPath(page)).toBe('/emi-lgn?next=%2Fadmin%2Fproyectos');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(problems.errors).toEqual([]);
  });

  it('names a wrong password in English', async () => {
    const { page, problems } = await freshPage();
    await page.goto('/emi-lgn');
    await signIn(page, OWNER.email, 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 }).toBe('Wrong email or password.');
    expect(new URL(page.url()).pathname).toBe('/emi-lgn');
    expect(problems.errors).toEqual([]);
  });

  it('names a wrong password in Spanish', async () => {
    const { page, problems } = await freshPage();
    await page.goto('/es/emi-lgn');
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await signIn(page, OWNER.email, 'no-es-la-clave', { email: 'Correo electrónico', password: 'Contraseña', submit: 'Entrar' });
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe('Correo electrónico o contraseña incorrectos.');
    expect(problems.errors).toEqual([]);
  });

  it('signs the owner in, opens the admin, keeps the session on reload and signs out', async () => {
    const { page, problems } = await freshPage();
    await page.goto('/emi-lgn?next=%2Fadmin%2Fproyectos');
    await signIn(page, OWNER.email, OWNER.password);
    await waitForPath(page, '/admin/proyectos');
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();

    const menuButton = page.getByRole('button', { name: new RegExp(OWNER.name) });
    await menuButton.waitFor();
    await menuButton.click();
    await page.locator('.user-menu').getByRole('link', { name: 'New post', exact: true }).click();
    await waitForPath(page, '/admin/blog/crear');

    // A reload forgets the in-memory state: the server session (the __session cookie) must carry it.
    await page.reload();
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/blog/crear');

    await menuButton.click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await waitForPath(page, '/');
    await expect.poll(() => menuButton.count()).toBe(0);

    // Signed out on the server too: the admin sends us to the login page again.
    await page.goto('/admin/blog');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(currentPath(page)).toBe('/emi-lgn?next=%2Fadmin%2Fblog');
    expect(problems.errors).toEqual([]);
  });

  it('keeps what the owner typed into the prerendered form before the app took over', async () => {
    const { page, problems } = await freshPage();
    // Hold every script until the form is filled: the owner types on the prerendered page, as on a slow line.
    let releaseScripts!: () => void;
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await page.goto('/emi-lgn', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).toBe(true);

    releaseScripts();
    // The button turns on once the app runs; the typed text must still be there for it to submit.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, '/admin/blog');
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    expect(problems.errors).toEqual([]);
  });

  it('answers 403 to a signed-in account without the owner claim', async () => {
    const { page, problems } = await freshPage();
    await page.goto('/es/emi-lgn');
    await signIn(page, VISITOR.email, VISITOR.password, { email: 'Correo electrónico', password: 'Contraseña', submit: 'Entrar' });
    await page.getByRole('heading', { level: 1, name: 'Acceso denegado' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/es/admin/blog');
    expect(await page.getByText('403', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Administración' }).count()).toBe(0);
    expect(problems.errors).toEqual([]);
  });

  it('keeps the account menu usable on a 390 px phone, on admin and public pages', async () => {
    const { page, problems } = await freshPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await page.goto('/es/emi-lgn?next=%2Fes%2Fadmin%2Fproyectos');
    await signIn(page, OWNER.email, OWNER.password, { email: 'Correo electrónico', password: 'Contraseña', submit: 'Entrar' });
    await waitForPath(page, '/es/admin/proyectos');
    await page.getByRole('navigation', { name: 'Administración' }).waitFor();
    await expectMenuReachable(page, ['Entradas del blog', 'Nueva entrada', 'Proyectos', 'Nuevo proyecto', 'Cerrar sesión']);

    // A public page, reached client-side (the session is in memory and in the cookie).
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Blog' }).click();
    await waitForPath(page, '/es/blog');
    // The section title keeps its room beside the tools: it is shown whole, not cut to "Bl…".
    const section = page.locator('.site-header__section');
    // The admin page (its own section title) can still be on screen for a moment after the URL changes.
    await expect.poll(() => section.textContent(), { timeout: 20_000 }).toBe('Blog');
    expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectMenuReachable(page, ['Entradas del blog', 'Nueva entrada', 'Proyectos', 'Nuevo proyecto', 'Cerrar sesión']);

    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).tap();
    await waitForPath(page, '/es');
    expect(problems.errors).toEqual([]);
  });
});

/** Each of the menu's items lies inside the viewport and is the topmost thing at its centre (a tap reaches it). */
async function expectMenuReachable(page: Page, itemNames: string[]) {
  const header = await boxOf(page.locator('.site-header'));
  const button = page.getByRole('button', { name: new RegExp(OWNER.name) });
  const buttonBox = await boxOf(button);
  // One line, inside the header: it neither wraps nor grows the header.
  expect(buttonBox.y).toBeGreaterThanOrEqual(header.y);
  expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(header.y + header.height);
  expect(header.height).toBeLessThanOrEqual(57);

  await button.tap();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  const viewport = page.viewportSize()!;
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  for (const name of itemNames) {
    const item = panel.getByRole(name === itemNames.at(-1) ? 'button' : 'link', { name, exact: true });
    const box = await boxOf(item);
    expect(box.y, name).toBeGreaterThanOrEqual(0);
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, name).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width, name).toBeLessThanOrEqual(viewport.width);
    const onTop = await item.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop, name).toBe(true);
  }
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}
