/**
 * The browser entry. It evaluates the app in steps with a task between them (next-task.ts): React DOM, the
 * largest module, first; then the app, which takes over the page the server sent (take-over.tsx). Imported
 * statically, all of it would run in one long task before the page could answer a tap.
 */
import { reportMountFailure } from './mount-failure';
import { nextTask } from './next-task';
// The public stylesheet: every style a visitor's page can need, in one render-blocking file that the shell links
// (docs/rendering.md, "What a page downloads"). The owner's styles (the admin, the editor, the signed-in menu, the
// edit links) are imported by their lazy modules instead, and Vite loads each chunk's CSS before the chunk runs.
// Order is the cascade's.
import '../styles/global.css';
import '../features/auth/components/auth.css';
import '../components/markdown/markdown.css';
import '../features/blog/blog.css';
import '../features/projects/projects.css';
import '../features/cv/cv.css';
import '../features/home/home.css';
import '../features/search/search.css';

async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { takeOver } = await import('./take-over');
  await nextTask();
  await takeOver();
}

// A failure to mount (a chunk that does not load included) is logged and recorded, and the visitor gets
// a translated message, not a blank page (docs/decisions.md, "Errors").
start().catch(reportMountFailure);
