/**
 * Starting and stopping a server for a suite (e.g. `vite preview`, or the Firebase
 * emulators when a suite is not already run under `emulators:exec`). The server is
 * its own process group so stop() ends it and all its children, and nothing else.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface StartServerOptions {
  command: string;
  args?: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Polled until it answers (any HTTP status). */
  readyUrl: string;
  timeoutMs?: number;
}

export interface RunningServer {
  process: ChildProcess;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

/** Resolves once `url` answers any HTTP response; rejects after `timeoutMs`. */
async function waitForUrl(url: string, timeoutMs = 60_000, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`The server exited before ${url} answered`);
    try {
      await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const child = spawn(options.command, options.args ?? [], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const stop = async () => {
    if (exited || child.pid === undefined) return;
    // Negative pid: the whole group this server started (firebase spawns emulators as children).
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    };
    signalGroup('SIGINT');
    const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
  };

  try {
    await waitForUrl(options.readyUrl, options.timeoutMs ?? 60_000, () => !exited);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n--- server output ---\n${output.slice(-4000)}`);
  }
  return { process: child, output: () => output, stop };
}
