// Placeholder frame; replaced by the real layout (header, nav, footer).
import { Outlet } from 'react-router-dom';

export function AppLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
