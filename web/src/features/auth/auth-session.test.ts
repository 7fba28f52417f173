import { afterEach, describe, expect, it } from 'vitest';
import { ownerSignedIn, setAuthClient, visitorOfSiteWithBackend } from './auth-session';
import { createFakeAuthClient, OWNER, VISITOR } from './testing/fake-auth-client';

afterEach(() => setAuthClient(null));

describe('who reads the public pages’ content from the server', () => {
  it('a visitor and a signed-in account that is not the owner do (the rules let only the owner list content)', async () => {
    setAuthClient(createFakeAuthClient({ user: null }));
    expect(await visitorOfSiteWithBackend()).toBe(true);
    setAuthClient(createFakeAuthClient({ user: VISITOR }));
    expect(await visitorOfSiteWithBackend()).toBe(true);
    expect(await ownerSignedIn()).toBe(false);
  });

  it('the owner reads live content through the store, and so does a site with no backend', async () => {
    setAuthClient(createFakeAuthClient({ user: OWNER }));
    expect(await visitorOfSiteWithBackend()).toBe(false);
    expect(await ownerSignedIn()).toBe(true);
    setAuthClient(null);
    expect(await visitorOfSiteWithBackend()).toBe(false);
  });
});
