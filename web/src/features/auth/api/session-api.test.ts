import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFlowError, authErrorMessage } from './auth-errors';
import { closeServerSession, fetchCurrentUser, openServerSession, parseAuthUser, requireSessionUser } from './session-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('session api', () => {
  it('posts the identity token as JSON with same-origin credentials', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await openServerSession('id-token');
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/user/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(init.body)).toEqual({ token: 'id-token' });
  });

  it('rejects a refused login and logout', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'unauthenticated' }));
    await expect(openServerSession('t')).rejects.toMatchObject({ code: 'server-rejected' });
    await expect(closeServerSession()).rejects.toBeInstanceOf(AuthFlowError);
    expect(fetchMock.mock.calls[1][0]).toBe('/api/user/logout');
  });

  it('turns a network failure into the network message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await openServerSession('t').catch((caught: unknown) => caught);
    expect(authErrorMessage(error)).toBe('errors.network');
  });

  it('reads the current user, and null when nobody is signed in', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { uid: 'u1', name: 'Emi', email: 'e@example.com', owner: true }));
    await expect(fetchCurrentUser()).resolves.toEqual({ uid: 'u1', name: 'Emi', email: 'e@example.com', owner: true });
    fetchMock.mockResolvedValueOnce(json(401, { error: 'unauthenticated' }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it('also takes a 204 or a JSON null as "nobody", without logging', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(json(200, null));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(json(200, { user: null }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('only logs other failures of the current-user fetch, as no answer (undefined), not as "nobody"', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(500, {}));
    await expect(fetchCurrentUser()).resolves.toBeUndefined();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(fetchCurrentUser()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('insists on a user right after signing in', async () => {
    fetchMock.mockResolvedValueOnce(json(401, {}));
    await expect(requireSessionUser()).rejects.toMatchObject({ code: 'no-user' });
    fetchMock.mockResolvedValueOnce(json(200, { nope: true }));
    await expect(requireSessionUser()).rejects.toMatchObject({ code: 'server-rejected' });
  });

  it('parses a user defensively', () => {
    expect(parseAuthUser({ user: { uid: 'u', email: 'a@b.c' } })).toEqual({ uid: 'u', name: 'a@b.c', email: 'a@b.c', owner: false });
    expect(parseAuthUser({ uid: 'u', owner: 'true' })?.owner).toBe(false);
    expect(parseAuthUser(null)).toBeNull();
    expect(parseAuthUser({ name: 'no uid' })).toBeNull();
  });
});

describe('auth error messages', () => {
  it.each([
    ['auth/wrong-password', 'errors.wrongCredentials'],
    ['auth/invalid-credential', 'errors.wrongCredentials'],
    ['auth/user-not-found', 'errors.wrongCredentials'],
    ['auth/too-many-requests', 'errors.tooManyRequests'],
    ['auth/user-disabled', 'errors.userDisabled'],
    ['auth/network-request-failed', 'errors.network'],
    ['auth/popup-blocked', 'errors.popupBlocked'],
    ['auth/popup-closed-by-user', 'errors.popupClosed'],
    ['auth/unauthorized-domain', 'errors.unauthorizedDomain'],
    ['auth/user-mismatch', 'errors.userMismatch'],
    ['auth/multi-factor-auth-required', 'errors.multiFactorRequired'],
    ['auth/invalid-email', 'errors.invalidEmail'],
    ['auth/something-new', 'errors.signInFailed'],
  ])('%s → %s', (code, key) => {
    expect(authErrorMessage(Object.assign(new Error('x'), { code }))).toBe(key);
  });

  it('keeps the message of another error object, and names a non-error unknown', () => {
    expect(authErrorMessage(new Error('Quota exceeded'))).toBe('Quota exceeded');
    expect(authErrorMessage('boom')).toBe('errors.unknown');
    expect(authErrorMessage(undefined)).toBe('errors.unknown');
  });
});
