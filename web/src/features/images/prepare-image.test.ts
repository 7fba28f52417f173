import { describe, expect, it } from 'vitest';
import {
  buildImagePath,
  ImagePrepareError,
  MAX_INPUT_BYTES,
  MAX_OUTPUT_BYTES,
  prepareImage,
  QUALITY_STEPS,
  randomSuffix,
  targetSize,
  validateImageFile,
  ACCEPTED_INPUT_TYPES,
  OUTPUT_TYPES,
  variantPath,
  variantSizes,
} from './prepare-image';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import en from '../../locales/en/media.json';
import es from '../../locales/es/media.json';
import { fakeCodec, imageFile } from './images-test-kit';

describe('validateImageFile', () => {
  it('accepts images up to 20 MB', () => {
    expect(validateImageFile({ type: 'image/jpeg', size: 8 * 1024 * 1024 })).toBeNull();
    expect(validateImageFile({ type: 'image/png', size: MAX_INPUT_BYTES })).toBeNull();
    for (const type of ACCEPTED_INPUT_TYPES) expect(validateImageFile({ type, size: 10 })).toBeNull();
  });

  it('refuses SVG by name, and image types the hint does not list', () => {
    expect(validateImageFile({ type: 'image/svg+xml', size: 10 })).toBe('svg');
    expect(validateImageFile({ type: 'image/SVG+XML', size: 10 })).toBe('svg');
    expect(validateImageFile({ type: 'image/bmp', size: 10 })).toBe('unsupported-type');
    expect(validateImageFile({ type: 'image/tiff', size: 10 })).toBe('unsupported-type');
  });

  it('accepts exactly the types storage.rules allows, and produces only types it allows', () => {
    const rules = readFileSync(resolve(__dirname, '../../../../storage.rules'), 'utf8');
    const allowed = /contentType\.lower\(\) in \[([^\]]+)\]/.exec(rules)?.[1].match(/image\/[a-z+.-]+/g);
    expect([...ACCEPTED_INPUT_TYPES].sort()).toEqual([...(allowed ?? [])].sort());
    for (const type of OUTPUT_TYPES) expect(allowed).toContain(type);
  });

  it('names in the hint every type it accepts, in both languages', () => {
    for (const messages of [en, es]) {
      for (const type of ACCEPTED_INPUT_TYPES)
        expect(messages.fileHint).toContain(type.split('/')[1].toUpperCase().replace('WEBP', 'WebP'));
      expect(messages.fileHint).toContain('SVG');
    }
  });

  it('rejects what is not declared as an image', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 10 })).toBe('not-an-image');
    expect(validateImageFile({ type: 'text/plain', size: 10 })).toBe('not-an-image');
    expect(validateImageFile({ type: '', size: 10 })).toBe('not-an-image');
    expect(validateImageFile({ type: 'image/', size: 10 })).toBe('not-an-image');
  });

  it('rejects files over 20 MB', () => {
    expect(validateImageFile({ type: 'image/jpeg', size: MAX_INPUT_BYTES + 1 })).toBe('too-big');
  });
});

describe('targetSize', () => {
  it('brings the long side down to 1600 px keeping the ratio', () => {
    expect(targetSize({ width: 4000, height: 3000 })).toEqual({ width: 1600, height: 1200 });
    expect(targetSize({ width: 3000, height: 4000 })).toEqual({ width: 1200, height: 1600 });
    expect(targetSize({ width: 6000, height: 4000 })).toEqual({ width: 1600, height: 1067 });
    expect(targetSize({ width: 1601, height: 1601 })).toEqual({ width: 1600, height: 1600 });
  });

  it('never upscales', () => {
    expect(targetSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(targetSize({ width: 1600, height: 900 })).toEqual({ width: 1600, height: 900 });
  });

  it('keeps at least one pixel on very thin images', () => {
    expect(targetSize({ width: 20000, height: 3 })).toEqual({ width: 1600, height: 1 });
  });

  it('refuses empty sizes', () => {
    expect(() => targetSize({ width: 0, height: 100 })).toThrow(RangeError);
  });
});

describe('buildImagePath', () => {
  it('builds a fresh name in the folder with the right extension', () => {
    expect(buildImagePath('images/posts/hello', 'image/webp', 1700000000000, 'abc12345')).toBe(
      'images/posts/hello/1700000000000-abc12345.webp',
    );
    expect(buildImagePath('images/projects/site/', 'image/jpeg', 1, 'zz')).toBe('images/projects/site/1-zz.jpg');
  });

  it('needs a folder', () => {
    expect(() => buildImagePath('', 'image/webp')).toThrow();
  });

  it('gives two uploads in the same millisecond different names', () => {
    expect(buildImagePath('f', 'image/webp', 5)).not.toBe(buildImagePath('f', 'image/webp', 5));
  });

  it('uses 8 base-36 characters for the random part', () => {
    expect(randomSuffix()).toMatch(/^[0-9a-z]{8}$/);
    expect(randomSuffix(() => 0.999999)).toBe('zzzzzzzz');
  });
});

describe('variantPath', () => {
  it('names a copy beside its image, within the file names the rules accept', () => {
    const path = buildImagePath('images/posts/my-post', 'image/webp', 1_700_000_000_000, 'abcdefgh');
    expect(variantPath(path, 480)).toBe('images/posts/my-post/1700000000000-abcdefgh-480w.webp');
    expect(variantPath('images/projects/a-b/x.y.jpg', 960)).toBe('images/projects/a-b/x.y-960w.jpg');
    expect(variantPath(path, 960).split('/').pop()).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/);
    expect(() => variantPath('images/posts/a.b/noext', 480)).toThrow();
  });
});

describe('prepareImage', () => {
  it('shrinks an 8 MB 4000x3000 photo to a 1600x1200 WebP at quality 0.82 in one pass, with 480, 960 and 1280 px copies', async () => {
    const codec = fakeCodec();
    const result = await prepareImage(imageFile('photo.jpg', { bytes: 8 * 1024 * 1024 }), { codec });
    expect(result).toMatchObject({ width: 1600, height: 1200, type: 'image/webp' });
    expect(codec.encoded).toEqual([
      { size: { width: 1600, height: 1200 }, type: 'image/webp', quality: 0.82 },
      { size: { width: 480, height: 360 }, type: 'image/webp', quality: 0.82 },
      { size: { width: 960, height: 720 }, type: 'image/webp', quality: 0.82 },
      { size: { width: 1280, height: 960 }, type: 'image/webp', quality: 0.82 },
    ]);
    expect(result.variants.map(({ width, height, blob }) => ({ width, height, type: blob.type }))).toEqual([
      { width: 480, height: 360, type: 'image/webp' },
      { width: 960, height: 720, type: 'image/webp' },
      { width: 1280, height: 960, type: 'image/webp' },
    ]);
    // Fewer pixels, fewer bytes (the fake codec's bytes follow the pixels).
    expect(result.variants[0].blob.size).toBeLessThan(result.variants[1].blob.size);
    expect(result.variants[1].blob.size).toBeLessThan(result.variants[2].blob.size);
    expect(result.variants[2].blob.size).toBeLessThan(result.blob.size);
  });

  it('falls back to JPEG when the browser cannot encode WebP, and makes the copies in JPEG without trying WebP again', async () => {
    const codec = fakeCodec({ webp: false });
    const result = await prepareImage(imageFile(), { codec });
    expect(result.type).toBe('image/jpeg');
    expect(result.blob.type).toBe('image/jpeg');
    expect(codec.encoded.map((e) => e.type)).toEqual(['image/webp', 'image/jpeg', 'image/jpeg', 'image/jpeg', 'image/jpeg']);
    expect(result.variants.map((variant) => variant.blob.type)).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg']);
  });

  it('lowers the quality step by step until the result is under 5 MB; the copies start at the quality the image got', async () => {
    // 1600x1200 = 1.92 Mpx: 3 bytes/px at 0.82 and 0.72 is over 5 MB, 2 bytes/px at 0.62 is under.
    const codec = fakeCodec({ bytesPerPixel: (_t, q) => (q > 0.7 ? 3 : 2) });
    const result = await prepareImage(imageFile(), { codec });
    expect(codec.encoded.map((e) => e.quality)).toEqual([0.82, 0.72, 0.62, 0.62, 0.62, 0.62]);
    expect(result.blob.size).toBeLessThan(MAX_OUTPUT_BYTES);
  });

  it('makes only the copies narrower than 80 % of the image, and none when asked for none', async () => {
    const widths = async (width: number, options = {}) =>
      (await prepareImage(imageFile(), { codec: fakeCodec({ width, height: 500 }), ...options })).variants.map((v) => v.width);
    expect(await widths(1600)).toEqual([480, 960, 1280]);
    expect(await widths(1599)).toEqual([480, 960]);
    expect(await widths(1200)).toEqual([480, 960]);
    expect(await widths(1199)).toEqual([480]);
    expect(await widths(600)).toEqual([480]);
    expect(await widths(599)).toEqual([]);
    expect(await widths(4000, { variantWidths: [] })).toEqual([]);
  });

  it('gives up with cannot-shrink when even the lowest quality is too big', async () => {
    const codec = fakeCodec({ bytesPerPixel: () => 4 });
    await expect(prepareImage(imageFile(), { codec })).rejects.toMatchObject({ code: 'cannot-shrink' });
    expect(codec.encoded).toHaveLength(QUALITY_STEPS.length * 2);
  });

  it('rejects a file that is not an image without decoding it', async () => {
    const codec = fakeCodec();
    const error = await prepareImage(imageFile('notes.txt', { type: 'text/plain' }), { codec }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImagePrepareError);
    expect(error).toMatchObject({ code: 'not-an-image' });
    expect(codec.encoded).toHaveLength(0);
  });

  it('rejects a file that claims to be an image but does not decode', async () => {
    await expect(prepareImage(imageFile('fake.png', { type: 'image/png', broken: true }), { codec: fakeCodec() })).rejects.toMatchObject({
      code: 'not-an-image',
    });
  });

  it('rejects files over 20 MB', async () => {
    await expect(prepareImage(imageFile('huge.jpg', { bytes: 21 * 1024 * 1024 }), { codec: fakeCodec() })).rejects.toMatchObject({
      code: 'too-big',
    });
  });

  it('keeps small images at their size', async () => {
    const result = await prepareImage(imageFile(), { codec: fakeCodec({ width: 640, height: 480 }) });
    expect(result).toMatchObject({ width: 640, height: 480 });
  });

  it('keeps the proportions of a portrait picture in its copies', () => {
    expect(variantSizes({ width: 1200, height: 1600 })).toEqual([
      { width: 480, height: 640 },
      { width: 960, height: 1280 },
    ]);
    expect(variantSizes({ width: 1600, height: 2400 })).toEqual([
      { width: 480, height: 720 },
      { width: 960, height: 1440 },
      { width: 1280, height: 1920 },
    ]);
    expect(variantSizes({ width: 1600, height: 1 })).toEqual([
      { width: 480, height: 1 },
      { width: 960, height: 1 },
      { width: 1280, height: 1 },
    ]);
  });

  it('stops when aborted and frees the decoded pixels', async () => {
    const controller = new AbortController();
    const codec = fakeCodec();
    let closed = false;
    const decode = codec.decode;
    codec.decode = async (file) => {
      const image = await decode(file);
      controller.abort();
      return { ...image, close: () => (closed = true) };
    };
    await expect(prepareImage(imageFile(), { codec, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(closed).toBe(true);
    expect(codec.encoded).toHaveLength(0);
  });
});
