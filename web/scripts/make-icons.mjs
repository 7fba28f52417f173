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
  /** @param {number} size */
  const draw = async (size) => {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    const png = await page.screenshot({ type: 'png' });
    await page.close();
    return png;
  };
  for (const size of [180, 192, 512]) {
    const name = size === 180 ? 'apple-touch-icon.png' : `icon-${size}.png`;
    const png = await draw(size);
    await writeFile(join(icons, name), png);
    console.log(`wrote public/icons/${name}`);
    // iOS and many tools ask for /apple-touch-icon.png at the root whatever the page names.
    if (size === 180) await writeFile(join(icons, '..', name), png);
  }
  // /favicon.ico, which browsers and feed readers ask for on their own: one 32 px PNG in an ICO container.
  const png = await draw(32);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6); // width
  header.writeUInt8(32, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  await writeFile(join(icons, '..', 'favicon.ico'), Buffer.concat([header, png]));
  console.log('wrote public/favicon.ico and public/apple-touch-icon.png');
} finally {
  await browser.close();
}
