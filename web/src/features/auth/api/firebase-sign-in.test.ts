import { beforeEach, describe, expect, it, vi } from 'vitest';

const firebaseAuth = vi.hoisted(() => ({
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('firebase/auth', () => firebaseAuth);
vi.mock('../../../lib/firebase', () => ({ getAuthClient: async () => ({ currentUser: null }) }));

const { signIn, signOut } = await import('./firebase-sign-in');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.clearAllMocks();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  firebaseAuth.signOut.mockResolvedValue(undefined);
});

describe('sign-in flow', () => {
  it('signs in, sends the ID token to the server and returns the session user', async () => {
    firebaseAuth.signInWithEmailAndPassword.mockResolvedValue({ user: { getIdToken: async () => 'id-token' } });
    fetchMock
      .mockResolvedValueOnce(json(200, {}))
      .mockResolvedValueOnce(json(200, { uid: 'u', name: 'Emi', email: 'o@example.com', owner: true }));
    await expect(signIn('o@example.com', 'pw')).resolves.toMatchObject({ uid: 'u', name: 'Emi', owner: true });
    expect(firebaseAuth.signInWithEmailAndPassword).toHaveBeenCalledWith(expect.anything(), 'o@example.com', 'pw');
    expect(fetchMock.mock.calls.map(([path, init]) => `${init?.method ?? 'GET'} ${path}`)).toEqual([
      'POST /api/user/login',
      'GET /api/user/token',
    ]);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ token: 'id-token' });
  });

  it('reports a token failure and undoes the provider sign-in', async () => {
    firebaseAuth.signInWithEmailAndPassword.mockResolvedValue({ user: { getIdToken: () => Promise.reject(new Error('no token')) } });
    await expect(signIn('o@example.com', 'pw')).rejects.toMatchObject({ code: 'token-unavailable' });
    expect(firebaseAuth.signOut).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('passes provider errors through untouched (they carry the code)', async () => {
    firebaseAuth.signInWithEmailAndPassword.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/wrong-password' }));
    await expect(signIn('o@example.com', 'bad')).rejects.toMatchObject({ code: 'auth/wrong-password' });
  });

  it('signs out of the provider, then closes the server session', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await signOut();
    expect(firebaseAuth.signOut).toHaveBeenCalled();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/user/logout');
  });
});
