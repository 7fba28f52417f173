/**
 * Draws a link-preview card as a PNG: satori lays the element tree out into SVG (text as paths, with the Inter
 * font from @fontsource/inter), resvg rasterises it. Both load on the first image an instance draws, so the
 * function's cold start for anything else does not pay for them.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { OG_HEIGHT, OG_WIDTH, type OgElement } from './og-card.js';

const require = createRequire(import.meta.url);

interface Font {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

let fonts: Promise<Font[]> | undefined;

/** Inter's Latin subset (Spanish accents, ¿ ¡ and ñ included), as WOFF: satori reads TTF, OTF and WOFF, not WOFF2. */
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

export async function renderOgPng(tree: OgElement): Promise<Buffer> {
  const [{ default: satori }, { Resvg }, loadedFonts] = await Promise.all([import('satori'), import('@resvg/resvg-js'), loadFonts()]);
  // satori's element type is React's; the plain { type, props } tree is what it reads.
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], { width: OG_WIDTH, height: OG_HEIGHT, fonts: loadedFonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
}
