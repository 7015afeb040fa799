// Content sniffing and web preparation of uploads, and the local folder storage: what a
// file is comes from its bytes; names are generated; foreign or crafted URLs touch nothing.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { jpegWithExif, pdfFile, pngImage, svgImage } from '../../testing/api-client.js';
import { isPdf, prepareImage, preparePdf, sniffImage } from './file-content.js';
import { LocalFileStorage } from './local-file-storage.js';

describe('sniffing', () => {
  it('recognises JPEG, PNG, GIF and WebP by their bytes, and nothing else', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } });
    expect(sniffImage(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImage(await base.clone().png().toBuffer())).toBe('png');
    expect(sniffImage(await base.clone().gif().toBuffer())).toBe('gif');
    expect(sniffImage(await base.clone().webp().toBuffer())).toBe('webp');
    expect(sniffImage(svgImage)).toBeNull();
    expect(sniffImage(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('recognises PDFs by their signature', async () => {
    expect(isPdf(await pdfFile())).toBe(true);
    expect(isPdf(Buffer.from('%PDX-1.4'))).toBe(false);
    expect(() => preparePdf(Buffer.from('<html>'))).toThrow(AppError);
  });
});

describe('prepareImage', () => {
  it('resizes to at most 1600 px wide, as WebP, without metadata', async () => {
    const prepared = await prepareImage(await jpegWithExif(3200, 1600));
    expect(prepared.extension).toBe('webp');
    const meta = await sharp(prepared.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
    expect(meta.exif).toBeUndefined();
  });

  it('never enlarges a small image', async () => {
    const meta = await sharp((await prepareImage(await pngImage(120, 80))).data).metadata();
    expect([meta.width, meta.height]).toEqual([120, 80]);
  });

  it('refuses SVG and corrupt images with UNSUPPORTED_FILE', async () => {
    await expect(prepareImage(svgImage)).rejects.toMatchObject({
      code: 'UNSUPPORTED_FILE',
      status: 415,
    });
    const truncated = (await pngImage()).subarray(0, 40);
    await expect(prepareImage(truncated)).rejects.toMatchObject({ code: 'UNSUPPORTED_FILE' });
  });
});

describe('LocalFileStorage', () => {
  let root: string;
  let storage: LocalFileStorage;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
    storage = new LocalFileStorage(path.join(root, 'uploads'));
  });

  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('saves under generated names and opens them with their content type', async () => {
    const a = await storage.save(Buffer.from('%PDF-1.4 a'), 'pdf');
    const b = await storage.save(Buffer.from('%PDF-1.4 b'), 'pdf');
    expect(a.url).toMatch(/^\/uploads\/[a-f0-9-]{36}\.pdf$/);
    expect(a.url).not.toBe(b.url);
    expect(await storage.exists(a.url)).toBe(true);
    const opened = await storage.open(a.url.slice('/uploads/'.length));
    expect(opened).toMatchObject({ size: 10, contentType: 'application/pdf' });
    opened?.stream.destroy();
    await storage.delete(a.url);
    expect(await storage.exists(a.url)).toBe(false);
    await storage.delete(a.url);
  });

  it('ignores foreign URLs and crafted names', async () => {
    const outside = path.join(root, 'secret.pdf');
    await fs.writeFile(outside, 'secret');
    for (const url of [
      'https://example.org/x.pdf',
      '/uploads/../secret.pdf',
      '/uploads/secret.pdf',
      '../secret.pdf',
    ]) {
      await storage.delete(url);
      expect(await storage.exists(url)).toBe(false);
    }
    expect(await storage.open('../secret.pdf')).toBeNull();
    expect(await fs.readFile(outside, 'utf8')).toBe('secret');
    await expect(storage.save(Buffer.from('x'), 'svg')).rejects.toThrow();
  });
});
