import { describe, expect, it } from 'vitest';
import { findPageHeading, renderRoute } from '../testing/render-route';

describe('route table', () => {
  it('serves the Spanish twin of a page under /es', async () => {
    const { router } = renderRoute('/es/blog');
    await findPageHeading();
    expect(router.state.matches[0].route.id).toBe('lang-es');
  });
});
