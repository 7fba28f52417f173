/**
 * Validates and shrinks an image in the browser before it is uploaded, so the
 * owner can pick a camera photo straight from the phone and Storage (whose rules
 * refuse anything over 5 MB) only ever receives a web-sized picture.
 *
 * The decisions (sizes, quality steps, names, validation) are pure functions;
 * the pixel work sits behind `imageCodec`, which tests replace because jsdom
 * has neither createImageBitmap nor a canvas.
 */

/** Larger inputs are refused before decoding: a 20 MB+ file is not a photo we want to hold in memory. */
export const MAX_INPUT_BYTES = 20 * 1024 * 1024;
/** storage.rules accept `request.resource.size < 5 MB`. */
export const MAX_OUTPUT_BYTES = 5 * 1024 * 1024;
/** Long side of the stored picture: sharp on a wide screen at the size pages show it, far below 5 MB. */
const MAX_LONG_SIDE = 1600;
/** First quality tried, then lower ones only when the result is still too big. */
export const QUALITY_STEPS = [0.82, 0.72, 0.62, 0.5, 0.4] as const;
/**
 * Widths of the narrower copies stored beside each upload, for `srcset` (docs/decisions.md, "Responsive images"): a
 * phone's card or cover (≈ 360 CSS px) is served from 480 or 960 at 1–2.75× density and from 1280 at 3× (without
 * it, a 3× phone took the 1600 px image), a desktop's wide gallery from the image itself (≤ 1600).
 */
const VARIANT_WIDTHS = [480, 960, 1280] as const;
/** A copy is made only at ≤ 80 % of the image's width: a copy nearly as wide saves too few bytes to be worth a file. */
const MAX_VARIANT_SHARE = 0.8;
/** Preferred first; JPEG when the browser cannot encode WebP (older Safari). */
export const OUTPUT_TYPES = ['image/webp', 'image/jpeg'] as const;
export type OutputType = (typeof OUTPUT_TYPES)[number];

/**
 * The file types an owner may pick: the raster formats browsers decode, the same list storage.rules allows
 * (checked by a test). SVG is refused by name: it can carry script, and re-encoding it would hide that from no one.
 */
export const ACCEPTED_INPUT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

export type PrepareErrorCode = 'not-an-image' | 'svg' | 'unsupported-type' | 'too-big' | 'cannot-shrink';

export class ImagePrepareError extends Error {
  constructor(
    readonly code: PrepareErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ImagePrepareError';
  }
}

export interface Size {
  width: number;
  height: number;
}

interface PreparedVariant extends Size {
  blob: Blob;
}

export interface PreparedImage extends Size {
  blob: Blob;
  type: OutputType;
  /** Narrower copies in the same type, narrowest first (VARIANT_WIDTHS); [] when none was asked for or fits. */
  variants: PreparedVariant[];
}

/** Checks what can be known without decoding: the declared type and the byte size. */
export function validateImageFile(file: { type: string; size: number }, maxBytes = MAX_INPUT_BYTES): PrepareErrorCode | null {
  if (!/^image\/[a-z0-9.+-]+$/i.test(file.type)) return 'not-an-image';
  const type = file.type.toLowerCase();
  if (type === 'image/svg+xml') return 'svg';
  if (!(ACCEPTED_INPUT_TYPES as readonly string[]).includes(type)) return 'unsupported-type';
  if (file.size > maxBytes) return 'too-big';
  return null;
}

/** Scales so the long side is at most `maxLongSide`, keeping the aspect ratio; never enlarges. */
export function targetSize(source: Size, maxLongSide = MAX_LONG_SIDE): Size {
  const { width, height } = source;
  if (!(width > 0 && height > 0)) throw new RangeError(`Invalid image size ${width}x${height}`);
  const scale = Math.min(1, maxLongSide / Math.max(width, height));
  if (scale === 1) return { width: Math.round(width), height: Math.round(height) };
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The copies to make of an image of `size`: each of `widths` at most MAX_VARIANT_SHARE of its width, same proportions. */
export function variantSizes(size: Size, widths: readonly number[] = VARIANT_WIDTHS): Size[] {
  return widths
    .filter((width) => width <= size.width * MAX_VARIANT_SHARE)
    .map((width) => ({ width, height: Math.max(1, Math.round((size.height * width) / size.width)) }));
}

function extensionFor(type: OutputType): 'webp' | 'jpg' {
  return type === 'image/webp' ? 'webp' : 'jpg';
}

/** 8 lowercase base-36 characters; enough with the timestamp to keep two uploads in one millisecond apart. */
export function randomSuffix(random: () => number = Math.random): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += Math.floor(random() * 36).toString(36);
  return out;
}

/**
 * A new, never reused object path: `${storageFolder}/${now}-${random}.${ext}`.
 * A fresh name per upload means a replaced image never overwrites the one the
 * saved page still shows, so cancelling the form loses nothing.
 */
export function buildImagePath(storageFolder: string, type: OutputType, now: number = Date.now(), suffix: string = randomSuffix()): string {
  const folder = storageFolder.replace(/\/+$/, '');
  if (folder === '') throw new Error('storageFolder is required');
  return `${folder}/${now}-${suffix}.${extensionFor(type)}`;
}

/**
 * Where a copy `width` px wide of the image at `imagePath` is stored: beside it, `<name>-<width>w.<ext>`. Within
 * the file names storage.rules and database.rules.json accept, and found by the same prefix when listing a folder.
 */
export function variantPath(imagePath: string, width: number): string {
  const dot = imagePath.lastIndexOf('.');
  if (dot <= imagePath.lastIndexOf('/')) throw new Error(`No extension in "${imagePath}"`);
  return `${imagePath.slice(0, dot)}-${width}w${imagePath.slice(dot)}`;
}

/** A decoded picture the encoder can draw; `close` frees its pixels. */
export interface DecodedImage extends Size {
  source: CanvasImageSource;
  close(): void;
}

export interface ImageCodec {
  /** Rejects when the bytes are not a picture the browser can read. */
  decode(file: Blob): Promise<DecodedImage>;
  /** Draws `image` at `size` and encodes it. The blob's type is what the browser actually produced. */
  encode(image: DecodedImage, size: Size, type: OutputType, quality: number): Promise<Blob>;
}

export interface PrepareOptions {
  signal?: AbortSignal;
  codec?: ImageCodec;
  /** Widths of the narrower copies to make (default VARIANT_WIDTHS); [] for none (an image in a Markdown body). */
  variantWidths?: readonly number[];
}

function throwIfAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw new DOMException('Image preparation cancelled', 'AbortError');
}

/**
 * The first encoding of `size` under 5 MB: each type in turn (a type the browser cannot encode is skipped), each at
 * the qualities from `qualities`, highest first. Null when none fits.
 */
async function encodeUnderLimit(
  codec: ImageCodec,
  image: DecodedImage,
  size: Size,
  types: readonly OutputType[],
  qualities: readonly number[],
  signal?: AbortSignal,
): Promise<{ blob: Blob; type: OutputType; quality: number } | null> {
  for (const type of types) {
    for (const quality of qualities) {
      const blob = await codec.encode(image, size, type, quality);
      throwIfAborted(signal);
      // canvas.toBlob silently answers PNG for a type it cannot encode: try the next type.
      if (blob.type !== type) break;
      if (blob.size < MAX_OUTPUT_BYTES) return { blob, type, quality };
    }
  }
  return null;
}

export async function prepareImage(file: Blob, options: PrepareOptions = {}): Promise<PreparedImage> {
  const { signal, codec = imageCodec, variantWidths = VARIANT_WIDTHS } = options;
  const invalid = validateImageFile(file);
  if (invalid) throw new ImagePrepareError(invalid, invalid === 'too-big' ? 'The file is larger than 20 MB' : 'The file is not an image');

  let image: DecodedImage;
  try {
    image = await codec.decode(file);
  } catch {
    throw new ImagePrepareError('not-an-image', 'The file could not be decoded as an image');
  }
  try {
    throwIfAborted(signal);
    const size = targetSize(image);
    const main = await encodeUnderLimit(codec, image, size, OUTPUT_TYPES, QUALITY_STEPS, signal);
    if (!main) throw new ImagePrepareError('cannot-shrink', 'The image stays over 5 MB even at the lowest quality');
    // The copies are drawn from the decoded original (sharper than from the shrunk image), in the type and at the
    // quality the image got, so every width of one picture looks alike; a copy has fewer pixels, so it fits too.
    const variants: PreparedVariant[] = [];
    for (const variantSize of variantSizes(size, variantWidths)) {
      const qualities = QUALITY_STEPS.filter((quality) => quality <= main.quality);
      const copy = await encodeUnderLimit(codec, image, variantSize, [main.type], qualities, signal);
      if (!copy) throw new ImagePrepareError('cannot-shrink', `The ${variantSize.width} px copy stays over 5 MB`);
      variants.push({ blob: copy.blob, ...variantSize });
    }
    return { blob: main.blob, type: main.type, ...size, variants };
  } finally {
    image.close();
  }
}

/** The browser's decoder and encoder. Kept tiny: everything worth testing is above. */
export const imageCodec: ImageCodec = {
  async decode(file) {
    if (typeof createImageBitmap === 'function') {
      try {
        // 'from-image' applies the EXIF orientation, so phone photos are not stored sideways.
        const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
        return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
      } catch {
        // Some browsers cannot make a bitmap from every format an <img> can show (e.g. SVG); try that way.
      }
    }
    const url = URL.createObjectURL(file);
    try {
      const img = new Image();
      img.src = url;
      await img.decode();
      if (!img.naturalWidth || !img.naturalHeight) throw new Error('Image has no intrinsic size');
      return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => undefined };
    } finally {
      URL.revokeObjectURL(url);
    }
  },

  async encode(image, { width, height }, type, quality) {
    const canvas =
      typeof OffscreenCanvas === 'function'
        ? new OffscreenCanvas(width, height)
        : Object.assign(document.createElement('canvas'), { width, height });
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) throw new Error('No 2D canvas context');
    if (type === 'image/jpeg') {
      // JPEG has no transparency: without a fill, transparent pixels turn black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, 0, 0, width, height);
    if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
    return new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), type, quality),
    );
  },
};
