import { useLocation } from 'react-router-dom';
// Placeholder; replaced by a loader throwing a 404.
export function Component() {
  const location = useLocation();
  return <h1>Page not found: {location.pathname}</h1>;
}
