/**
 * Lighthouse 13 from the command line, run by the project's own Node (≥ 22.19, package.json `engines`).
 * Callers pass the browser harness's Chromium path and flags (support/browser.ts), so nothing leaves loopback.
 * Used by the quality suite and scripts/bench/lighthouse.mjs (which runs on Node 22 and imports this file as is,
 * hence no relative imports of .ts files here).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');

export type Preset = 'mobile' | 'desktop';

export interface LighthouseResult {
  url: string;
  preset: Preset;
  /** 0–100, or null when Lighthouse could not score the category. */
  scores: { performance: number | null; accessibility: number | null; 'best-practices': number | null; seo: number | null };
  /** Milliseconds (CLS unitless). */
  metrics: { lcp: number; cls: number; tbt: number; fcp: number };
  /** Audits that did not pass in the three stable categories (id: title), for failure messages. */
  failing: string[];
  /** Lighthouse's measure of the host's CPU ("CPU/Memory Power" in its report; docs/quality.md, "How to measure"). */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated (4 for the mobile preset unless calibrated; 1 for desktop). */
  cpuSlowdown: number;
}

interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhrAudit>;
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
}

export interface LighthouseOptions {
  chromiumPath: string;
  chromiumArgs: string[];
  categories?: string[];
  /** Lighthouse's --throttling.cpuSlowdownMultiplier (default: the preset's, 4 on mobile). */
  cpuSlowdown?: number;
  /**
   * Lighthouse's --throttling-method: `simulate` (its default: one fast load, then a model of the slow one) or
   * `devtools` (the load itself runs with the CPU and network slowed; docs/quality.md, "How to measure").
   */
  throttlingMethod?: 'simulate' | 'devtools';
}

/** Lighthouse parses --chrome-flags like a shell line: a flag whose value has spaces needs quotes. */
const quoteFlag = (flag: string) => {
  const [name, ...value] = flag.split('=');
  return value.length > 0 && /\s/.test(value.join('=')) ? `${name}="${value.join('=')}"` : flag;
};

export async function runLighthouse(url: string, preset: Preset, options: LighthouseOptions): Promise<LighthouseResult> {
  const categories = options.categories ?? ['performance', 'accessibility', 'best-practices', 'seo'];
  // A fresh profile per run: no cache or storage carried over between runs.
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const args = [
    join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--max-wait-for-load=60000',
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=${[...options.chromiumArgs.map(quoteFlag), `--user-data-dir=${profile}`].join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(options.cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${options.cpuSlowdown}`]),
    ...(options.throttlingMethod === undefined ? [] : [`--throttling-method=${options.throttlingMethod}`]),
  ];
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, args, {
        env: { ...process.env, CHROME_PATH: options.chromiumPath },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-2000)}`))));
    });
    const lhr = JSON.parse(output) as Lhr;
    // For a closer look at one run (the LCP element and its phases, long tasks): the whole report, kept on request.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      const name = `${preset}-${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
      writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, name), output);
    }
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    const score = (id: string) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score! * 100));
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = ['accessibility', 'best-practices', 'seo']
      .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
      // Unweighted audits (experimental ones) do not count towards the score.
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit &&
          audit.scoreDisplayMode !== 'notApplicable' &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual' &&
          audit.score !== null &&
          audit.score < 1,
      )
      .map((audit) => `${audit.id}: ${audit.title}`);
    return {
      url,
      preset,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      metrics: {
        lcp: numeric('largest-contentful-paint'),
        cls: numeric('cumulative-layout-shift'),
        tbt: numeric('total-blocking-time'),
        fcp: numeric('first-contentful-paint'),
      },
      failing,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
    };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}
