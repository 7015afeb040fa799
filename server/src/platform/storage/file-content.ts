// What an upload really is, judged by its bytes (never by its name or declared type),
// and its preparation for the web: images re-encoded by sharp to a bounded width with
// every metadata block (EXIF, GPS, ICC comments) dropped; PDFs kept byte for byte.
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../errors.js';

/** Width of the largest image a page shows (full-width hero on a large screen). */
export const WEB_IMAGE_MAX_WIDTH = 1600;
export const WEB_IMAGE_QUALITY = 82;
/**
 * The narrower copies of a stored image that GET /api/uploads/:name?w= serves (the site's
 * srcset, web/src/lib/api-url.ts, names the same widths): a team photo shown 140 px
 * wide on a phone loads a few kilobytes instead of the whole 1600 px image.
 */
export const IMAGE_VARIANT_WIDTHS: readonly number[] = [160, 320, 480, 640, 960, 1280];

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export function sniffImage(data: Buffer): ImageFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export function isPdf(data: Buffer): boolean {
  return data.subarray(0, 5).toString('latin1') === '%PDF-';
}

export interface PreparedFile {
  data: Buffer;
  extension: string;
}

/** An image at most `width` pixels wide (never enlarged), as WebP. */
function webpAtMost(decoded: Sharp, width: number): Promise<Buffer> {
  return decoded
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEB_IMAGE_QUALITY })
    .toBuffer();
}

/** The bytes as sharp decodes them, refusing images of more than 50 million pixels. */
function decode(data: Buffer): Sharp {
  return sharp(data, { limitInputPixels: 50_000_000 });
}

/** A JPEG, PNG, WebP or GIF re-encoded as WebP, at most WEB_IMAGE_MAX_WIDTH wide; anything else (SVG included) is UNSUPPORTED_FILE. */
export async function prepareImage(data: Buffer): Promise<PreparedFile> {
  if (sniffImage(data) === null) {
    throw new AppError(
      'UNSUPPORTED_FILE',
      'Tipo di file non supportato: usa JPEG, PNG, WebP o GIF',
    );
  }
  try {
    const output = await webpAtMost(decode(data).rotate(), WEB_IMAGE_MAX_WIDTH);
    return { data: output, extension: 'webp' };
  } catch {
    throw new AppError('UNSUPPORTED_FILE', 'Immagine non leggibile o danneggiata');
  }
}

/**
 * A stored image (JPEG, PNG or WebP, as prepareImage left it) at most `width` pixels wide,
 * as WebP; never enlarged. Undefined when the bytes are not such an image.
 */
export async function imageVariant(data: Buffer, width: number): Promise<Buffer | undefined> {
  const format = sniffImage(data);
  if (format === null || format === 'gif') return undefined;
  try {
    return await webpAtMost(decode(data), width);
  } catch {
    return undefined;
  }
}

/** A PDF as it came, after checking its signature; anything else is UNSUPPORTED_FILE. */
export function preparePdf(data: Buffer): PreparedFile {
  if (!isPdf(data)) throw new AppError('UNSUPPORTED_FILE', 'Il file deve essere un PDF');
  return { data, extension: 'pdf' };
}
