// Placeholder admin screen; replaced by the admin area.
import { Outlet } from 'react-router-dom';

export function Component() {
  return (
    <section>
      <h1>admin create-post</h1>
      <Outlet />
    </section>
  );
}
