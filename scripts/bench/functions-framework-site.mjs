// @ts-check
/**
 * The built functions run as Cloud Functions (2nd gen) runs them: each function in one long-lived process of the
 * Functions Framework (@google-cloud/functions-framework), which serves many requests at once (Cloud Run's
 * concurrency), behind a loopback proxy on Hosting's port that follows firebase.json's function rewrites.
 *
 * Why, next to the Functions emulator: the emulator starts one worker process per request in flight
 * (firebase-tools, RuntimeWorkerPool), so a burst of 50 concurrent requests on a small machine first pays for 50
 * cold starts of the renderer, and measures the emulator rather than the functions (docs/security.md, "Load").
 * Used by `npm run bench:api` with BENCH_RUNTIME=framework. Only function rewrites are served: the benchmark
 * asks for no static file.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A Hosting rewrite's glob as a regular expression: `**` any path, `*` one segment.
 * @param {string} glob
 */
const globToRegExp = (glob) =>
  new RegExp(
    `^${glob
      .split('**')
      .map((part) =>
        part
          .split('*')
          .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]*'),
      )
      .join('.*')}$`,
  );

/** firebase.json's rewrites to functions, in order (the first match wins, as on Hosting). */
function functionRewrites() {
  /** @type {{ hosting: { rewrites: { source: string, function?: { functionId: string } }[] } }} */
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  return config.hosting.rewrites.flatMap((rewrite) =>
    rewrite.function ? [{ pattern: globToRegExp(rewrite.source), functionId: rewrite.function.functionId }] : [],
  );
}

/**
 * The values the emulator would read from functions/.env.<project> (KEY=value lines).
 * @param {string} project
 */
function projectEnv(project) {
  const file = path.join(root, 'functions', `.env.${project}`);
  /** @type {Record<string, string>} */
  const env = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]] = match[2];
  }
  return env;
}

/**
 * Resolves once `url` answers anything; throws at `deadline`, or as soon as `isAlive` says the server is gone.
 * @param {string} url
 * @param {number} deadline
 * @param {() => boolean} [isAlive]
 */
export async function waitForAnswer(url, deadline, isAlive = () => true) {
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the server exited before ${url} answered`);
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(5000) })).arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`no answer from ${url}`);
}

/**
 * Starts `functionIds` (built in functions/lib) on ports from `firstPort`, and the proxy on `hostingPort` (none when
 * null: the caller asks the functions' ports). `onLog` receives each process's standard output (its structured logs);
 * `readyPath` is asked of each function until it answers (one that reads no content, when the database may hang).
 * @param {{ project: string, functionIds: string[], firstPort: number, hostingPort: number | null, env: Record<string, string>, onLog?: (functionId: string, text: string) => void, readyPath?: string }} options
 * @returns {Promise<{ stop: () => Promise<void>, pids: Map<string, number | undefined> }>}
 */
export async function startFunctionsFramework({ project, functionIds, firstPort, hostingPort, env, onLog, readyPath = '/' }) {
  /** @type {Map<string, number>} */
  const ports = new Map(functionIds.map((id, index) => [id, firstPort + index]));
  const bin = path.join(root, 'node_modules', '.bin', 'functions-framework');
  const processes = functionIds.map((id) =>
    spawn(bin, [`--target=${id}`, `--port=${ports.get(id)}`, '--source=lib/index.js'], {
      cwd: path.join(root, 'functions'),
      stdio: ['ignore', onLog ? 'pipe' : 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...projectEnv(project),
        // What Cloud Functions (and the emulator) give initializeApp() and the params.
        GCLOUD_PROJECT: project,
        FIREBASE_CONFIG: JSON.stringify({ projectId: project }),
        NODE_ENV: 'production',
        ...env,
      },
    }),
  );
  if (onLog) processes.forEach((child, index) => child.stdout?.on('data', (chunk) => onLog(functionIds[index], String(chunk))));
  const rewrites = functionRewrites();
  const proxy = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const port = ports.get(rewrites.find((rewrite) => rewrite.pattern.test(pathname))?.functionId ?? '');
    if (port === undefined) {
      res.writeHead(404).end();
      return;
    }
    const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.headersSent || res.writeHead(502).end());
    req.pipe(upstream);
  });
  if (hostingPort !== null) await new Promise((resolve) => proxy.listen(hostingPort, '127.0.0.1', () => resolve(undefined)));
  const deadline = Date.now() + 60_000;
  await Promise.all(functionIds.map((id) => waitForAnswer(`http://127.0.0.1:${ports.get(id)}${readyPath}`, deadline)));
  return {
    pids: new Map(functionIds.map((id, index) => [id, processes[index].pid])),
    async stop() {
      for (const child of processes) child.kill('SIGTERM');
      if (hostingPort === null) return;
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(() => resolve(undefined)));
    },
  };
}
