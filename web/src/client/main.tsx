/**
 * The browser entry. It evaluates the app in steps with a task between them (next-task.ts): React DOM, the
 * largest module, first; then the app, which takes over the page the server sent (take-over.tsx). Imported
 * statically, all of it would run in one long task before the page could answer a tap.
 */
import { reportMountFailure } from './mount-failure';
import { nextTask } from './next-task';
import '../styles/global.css';

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
