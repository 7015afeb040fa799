// The demo illustrations: SVG files drawn for this project (server/seed-assets), turned
// into web images by the same pipeline as uploads (sniffed, resized, WebP, no metadata).
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { prepareImage, type PreparedFile } from '../platform/storage/file-content.js';
import type { Artwork } from './demo-content.js';

/** server/seed-assets, the same from src/seed (tests) and dist/seed (built server). */
export const seedAssetsDir = path.resolve(import.meta.dirname, '..', '..', 'seed-assets');

export async function renderArtwork(name: Artwork): Promise<PreparedFile> {
  const svg = await fs.readFile(path.join(seedAssetsDir, `${name}.svg`));
  const png = await sharp(svg, { density: 144 }).resize({ width: 1600 }).png().toBuffer();
  return prepareImage(png);
}
