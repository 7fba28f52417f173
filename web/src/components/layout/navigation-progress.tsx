import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while the next page's code or data loads (purely visual; pages announce themselves). */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return <div className={busy ? 'navigation-progress is-active' : 'navigation-progress'} aria-hidden="true" />;
}
