// The site's own images, drawn on the server: the share image that link previews show
// (Open Graph, X) for a page without a photo of its own, 1200x630 PNG with the Red Cross
// emblem and the committee's name and area from its settings; and the emblem as raster
// icons: /logo.png (512 px: the JSON-LD publisher's logo, which search engines want as a
// raster image), /apple-touch-icon.png (180 px) and /favicon.ico (16, 32 and 48 px PNGs
// in one ICO). Each is an SVG composed here and turned into PNG by sharp. Text is drawn as
// the outlines of DejaVu Sans Bold (the npm package dejavu-fonts-ttf, read with
// opentype.js), so no system font is needed: the production image has none.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import opentype, { type Font } from 'opentype.js';
import sharp from 'sharp';

/** The share image's size: what Facebook, LinkedIn and X ask of a large preview. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
export const LOGO_SIZE = 512;
export const APPLE_TOUCH_ICON_SIZE = 180;
export const FAVICON_SIZES = [16, 32, 48] as const;

const RED = '#cc0000';
const INK = '#1b1f24';
const GREY = '#4a525c';

const require = createRequire(import.meta.url);
let boldFont: Font | undefined;

/** DejaVu Sans Bold, parsed on first use. */
function font(): Font {
  if (!boldFont) {
    const bytes = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
    boldFont = opentype.parse(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
  }
  return boldFont;
}

/** A line of text as one SVG path's data, its baseline starting at (x, y); and its width. */
function textOutline(text: string, x: number, y: number, size: number) {
  const face = font();
  const scale = size / face.unitsPerEm;
  let advance = 0;
  let data = '';
  let previous: ReturnType<Font['charToGlyph']> | undefined;
  for (const char of text) {
    const glyph = face.charToGlyph(char);
    if (previous) advance += face.getKerningValue(previous, glyph) * scale;
    data += glyph.getPath(x + advance, y, size).toPathData(1);
    advance += glyph.advanceWidth * scale;
    previous = glyph;
  }
  return { data, width: advance };
}

function textWidth(text: string, size: number): number {
  return textOutline(text, 0, 0, size).width;
}

/** The line as it is when it fits, else cut to end in an ellipsis that fits. */
function ellipsized(line: string, size: number, maxWidth: number, force = false): string {
  if (!force && textWidth(line, size) <= maxWidth) return line;
  let shortened = line;
  while (shortened.length > 1 && textWidth(`${shortened}…`, size) > maxWidth) {
    shortened = shortened.slice(0, -1).trimEnd();
  }
  return `${shortened}…`;
}

/**
 * Words into at most `maxLines` lines no wider than `maxWidth`, at the largest of `sizes`
 * that fits; at the smallest, what does not fit ends in an ellipsis.
 */
export function wrapText(
  text: string,
  sizes: readonly number[],
  maxWidth: number,
  maxLines: number,
): { size: number; lines: string[] } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const smallest = sizes.at(-1) ?? 40;
  for (const size of sizes) {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && textWidth(`${last} ${word}`, size) <= maxWidth) {
        lines[lines.length - 1] = `${last} ${word}`;
      } else {
        lines.push(word);
      }
    }
    const fits =
      lines.length <= maxLines && lines.every((line) => textWidth(line, size) <= maxWidth);
    if (fits) return { size, lines };
    if (size === smallest) {
      const kept = lines.slice(0, maxLines).map((line) => ellipsized(line, size, maxWidth));
      const last = kept.length - 1;
      if (lines.length > maxLines) kept[last] = ellipsized(kept[last] ?? '', size, maxWidth, true);
      return { size, lines: kept };
    }
  }
  return { size: smallest, lines: [] };
}

/** The emblem (the site header's logo): a red cross on a white disc ringed in red, 40x40 units. */
function emblem(x: number, y: number, size: number): string {
  const scale = size / 40;
  return `<g transform="translate(${x} ${y}) scale(${scale})"><circle cx="20" cy="20" r="19" fill="#fff" stroke="${RED}" stroke-width="2"/><path d="M16 7h8v9h9v8h-9v9h-8v-9H7v-8h9z" fill="${RED}"/></g>`;
}

export interface ShareImageText {
  /** The committee's name (settings). */
  name: string;
  /** Where it serves (settings' serviceArea). */
  area: string;
}

/** The SVG of the share image. */
export function shareImageSvg({ name, area }: ShareImageText): string {
  const { width, height } = SHARE_IMAGE;
  const left = 420;
  const maxWidth = width - left - 70;
  const title = wrapText(name, [64, 58, 52, 46, 40], maxWidth, 3);
  const subtitle = wrapText(area, [32, 28], maxWidth, 1);
  const lineHeight = title.size * 1.18;
  const blockHeight = title.lines.length * lineHeight + (subtitle.lines.length ? 70 : 0);
  let baseline = (height - 24 - blockHeight) / 2 + title.size;
  const paths: string[] = [];
  for (const line of title.lines) {
    paths.push(`<path fill="${INK}" d="${textOutline(line, left, baseline, title.size).data}"/>`);
    baseline += lineHeight;
  }
  if (subtitle.lines[0]) {
    baseline += 70 - lineHeight + subtitle.size * 0.4;
    paths.push(
      `<path fill="${GREY}" d="${textOutline(subtitle.lines[0], left, baseline, subtitle.size).data}"/>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<rect y="${height - 24}" width="${width}" height="24" fill="${RED}"/>`,
    `<rect x="${left - 40}" y="150" width="6" height="${height - 24 - 300}" fill="${RED}" opacity="0.85"/>`,
    emblem(80, (height - 24 - 260) / 2, 260),
    ...paths,
    '</svg>',
  ].join('');
}

/** The share image as PNG. */
export function renderShareImage(text: ShareImageText): Promise<Buffer> {
  return sharp(Buffer.from(shareImageSvg(text)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}

/** The emblem as a square PNG of `size` pixels, on white with a small margin. */
export function renderEmblem(size: number, background = '#fff'): Promise<Buffer> {
  const margin = Math.max(1, Math.round(size * 0.06));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${background}"/>${emblem(margin, margin, size - 2 * margin)}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** An ICO file holding PNG images (each its own entry, as Windows Vista and browsers read them). */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** The favicon: the emblem at each of FAVICON_SIZES. */
export async function renderFavicon(): Promise<Buffer> {
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({ size, png: await renderEmblem(size, 'transparent') })),
  );
  return icoOf(images);
}
