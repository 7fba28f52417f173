import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackendAuthClient } from './create-backend-auth-client';
import { sessionHint } from './session-hint';

const OWNER = { uid: 'u1', name: 'Emi', email: 'owner@example.com', owner: true };

function mockTokenEndpoint(status: number, body: unknown = null) {
  const fetchMock = vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('backend auth client: who is signed in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does not call the server for a browser that never signed in', async () => {
    const fetchMock = mockTokenEndpoint(200, OWNER);
    expect(await createBackendAuthClient().fetchCurrentUser()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server when this browser signed in, and keeps the note while the session lives', async () => {
    sessionHint.set(true);
    const fetchMock = mockTokenEndpoint(200, OWNER);
    expect(await createBackendAuthClient().fetchCurrentUser()).toEqual(OWNER);
    expect(fetchMock).toHaveBeenCalledWith('/api/user/token', expect.anything());
    expect(sessionHint.isSet()).toBe(true);
  });

  it('keeps the note when the check fails: a page left mid-request, or a server error, says nothing', async () => {
    sessionHint.set(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The user aborted a request.', 'AbortError');
      }),
    );
    expect(await createBackendAuthClient().fetchCurrentUser()).toBeNull();
    expect(sessionHint.isSet()).toBe(true);
    mockTokenEndpoint(503, { error: 'unavailable' });
    expect(await createBackendAuthClient().fetchCurrentUser()).toBeNull();
    expect(sessionHint.isSet()).toBe(true);
  });

  it('forgets the note when the server says the session is gone', async () => {
    sessionHint.set(true);
    mockTokenEndpoint(401, { error: 'no session' });
    expect(await createBackendAuthClient().fetchCurrentUser()).toBeNull();
    expect(sessionHint.isSet()).toBe(false);
  });
});
