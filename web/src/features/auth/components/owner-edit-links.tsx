import { lazy, Suspense } from 'react';
import { useAuth } from '../hooks/use-auth';
import type { OwnerEditLinksProps } from './owner-item-tools';

export type { OwnerEditLinksProps };

// The owner's tools load in their own chunk, only for a signed-in owner: a visitor's page never downloads them
// (docs/quality.md, public pages' JavaScript before interaction).
const tools = () => import('./owner-item-tools');
const OwnerEditBar = lazy(() => tools().then((module) => ({ default: module.OwnerEditBar })));
const DraftPreviewNote = lazy(() => tools().then((module) => ({ default: module.DraftPreviewBanner })));

/** Whether an item is hidden from visitors now, and why (owner-item-tools.tsx); only asked for the owner's tab. */
export const hiddenFromVisitors = async (...args: Parameters<typeof import('./owner-item-tools').hiddenFromVisitors>) =>
  (await tools()).hiddenFromVisitors(...args);

/**
 * "Edit where you read" (docs/decisions.md): on a post or project page, the signed-in owner gets a link to its editor
 * and, for a language the item is not written in yet, one that opens the editor on that language's texts
 * (`?tab=`). Rendered only once the app knows the owner: the server renders for visitors (it reads no cookie),
 * so no visitor's HTML carries it, and the 'auth' messages load only for a signed-in user (as the user menu's).
 */
export function OwnerEditLinks(props: OwnerEditLinksProps) {
  const { user } = useAuth();
  return user?.owner ? (
    <Suspense fallback={null}>
      <OwnerEditBar {...props} />
    </Suspense>
  ) : null;
}

/** The banner above an item only its owner can see yet (owner-item-tools.tsx); only the owner's tab renders one. */
export function DraftPreviewBanner(props: Parameters<typeof import('./owner-item-tools').DraftPreviewBanner>[0]) {
  return (
    <Suspense fallback={null}>
      <DraftPreviewNote {...props} />
    </Suspense>
  );
}
