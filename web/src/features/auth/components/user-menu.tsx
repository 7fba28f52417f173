import { lazy, Suspense } from 'react';
import { useAuth } from '../hooks/use-auth';

// Its own chunk, fetched when someone is signed in: a visitor's page never downloads the menu (docs/quality.md: public
// pages' JavaScript before interaction; docs/quality.md).
const SignedInMenu = lazy(() => import('./signed-in-menu').then((module) => ({ default: module.SignedInMenu })));

/** The signed-in user's menu in the header; nothing for visitors. */
export function UserMenu() {
  const { user } = useAuth();
  return user ? (
    <Suspense fallback={null}>
      <SignedInMenu user={user} />
    </Suspense>
  ) : null;
}
