// @ts-check
/**
 * The functions' build: their sources as one module per file in lib/ (scripts import single modules from it),
 * with the content package (@portfolio/content, TypeScript in packages/content) compiled in beside them. A deploy
 * uploads functions/ alone and installs only the registry packages of its package.json, so the workspace package
 * must travel inside lib/ (docs/decisions.md, "One content package").
 */
import { globSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { defineConfig } from 'rolldown';

const { dependencies } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
const registryPackages = Object.keys(dependencies);
const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

export default defineConfig({
  // Every source module, not only what index.ts reaches: the export and import scripts load portability/ directly.
  input: globSync('src/**/*.ts', { cwd: import.meta.dirname, exclude: (name) => /\.test\.ts$|\.d\.ts$|^src\/testing(\/|$)/.test(name) }),
  platform: 'node',
  // Registry packages and Node's own modules stay imports; only our own code is compiled into lib/.
  external: (id) => builtins.has(id) || registryPackages.some((name) => id === name || id.startsWith(`${name}/`)),
  output: {
    dir: 'lib',
    // No module left over from an earlier build (copy-build-assets.mjs adds the seed and the renderer after).
    cleanDir: true,
    format: 'esm',
    preserveModules: true,
    preserveModulesRoot: 'src',
    entryFileNames: '[name].js',
    sourcemap: true,
  },
});
