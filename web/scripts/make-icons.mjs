#!/usr/bin/env node
// @ts-check
/**
 * Regenerates the PNG app icons from public/icons/icon.svg with Chromium (run by hand after editing
 * the SVG: `node web/scripts/make-icons.mjs`). The SVG keeps its artwork inside the central 80 %,
 * so the same files serve as "maskable" icons.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const icons = join(fileURLToPath(new URL('..', import.meta.url)), 'public/icons');
const svg = await readFile(join(icons, 'icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND'],
});
try {
  for (const size of [180, 192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    const name = size === 180 ? 'apple-touch-icon.png' : `icon-${size}.png`;
    await writeFile(join(icons, name), await page.screenshot({ type: 'png' }));
    await page.close();
    console.log(`wrote public/icons/${name}`);
  }
} finally {
  await browser.close();
}
