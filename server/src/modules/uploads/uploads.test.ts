// GET /api/uploads/:name?w= — an image's narrower copies (the site's srcset): the width
// asked for, never enlarged, WebP, cacheable forever with an ETag of their own; any other
// width, or a file that is not a JPEG, PNG or WebP, is a 400 with the field; a copy is
// never sent once its file is deleted.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_VARIANT_WIDTHS,
  prepareImage,
  WEB_IMAGE_MAX_WIDTH,
} from '../../platform/storage/file-content.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, pdfFile, pngImage } from '../../testing/api-client.js';

let app: TestApp;
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Stores an image as an upload does and returns its name. */
async function storedImage(width: number, height: number): Promise<string> {
  const { data } = await prepareImage(await pngImage(width, height));
  const { url } = await app.storage.save(data, 'webp');
  return url.slice(url.lastIndexOf('/') + 1);
}

async function image(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/uploads/:name?w=', () => {
  it('sends a WebP copy of the width asked for, cacheable forever, 304 when current', async () => {
    const name = await storedImage(1600, 1200);
    const whole = await image(`/api/uploads/${name}`);
    const copy = await image(`/api/uploads/${name}?w=320`);
    expect(copy.response.status).toBe(200);
    expect(copy.response.headers.get('content-type')).toBe('image/webp');
    expect(copy.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(copy.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Number(copy.response.headers.get('content-length'))).toBe(copy.bytes.length);
    expect(await sharp(copy.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });
    expect(copy.bytes.length).toBeLessThan(whole.bytes.length);

    const etag = copy.response.headers.get('etag')!;
    expect(etag).not.toBe(whole.response.headers.get('etag'));
    const again = await image(`/api/uploads/${name}?w=320`, { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    // Another width is another copy, with its own validator.
    const wider = await image(`/api/uploads/${name}?w=960`, { 'if-none-match': etag });
    expect(wider.response.status).toBe(200);
    expect((await sharp(wider.bytes).metadata()).width).toBe(960);
  });

  it('never enlarges an image narrower than the width asked for', async () => {
    const name = await storedImage(400, 300);
    const copy = await image(`/api/uploads/${name}?w=${IMAGE_VARIANT_WIDTHS.at(-1)}`);
    expect(copy.response.status).toBe(200);
    expect(await sharp(copy.bytes).metadata()).toMatchObject({ width: 400, height: 300 });
  });

  it('answers HEAD with the length and no body', async () => {
    const name = await storedImage(800, 600);
    const response = await fetch(`${app.url}/api/uploads/${name}?w=160`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('refuses any other width, and copies of files that are not images, with a 400', async () => {
    const name = await storedImage(800, 600);
    for (const asked of ['300', 'abc', '', '320&w=640', '0320', '-320']) {
      const answer = await call(app.url, `/api/uploads/${name}?w=${asked}`);
      expect(answer.status, asked).toBe(400);
      expect(answer.body).toEqual({
        message: "Larghezza dell'immagine non disponibile",
        errors: { w: 'La larghezza deve essere 160, 320, 480, 640, 960 o 1280 pixel' },
      });
    }
    const { url } = await app.storage.save(await pdfFile(), 'pdf');
    const pdf = await call(app.url, `/api/uploads/${url.slice(url.lastIndexOf('/') + 1)}?w=320`);
    expect(pdf.status).toBe(400);
    expect(pdf.body).toEqual({
      message: 'Larghezza non disponibile per questo file',
      errors: { w: 'Solo le immagini JPEG, PNG e WebP hanno copie più strette' },
    });
  });

  it('answers 404 for an unknown file, and for a deleted one whose copy was made', async () => {
    const unknown = await call(
      app.url,
      '/api/uploads/00000000-0000-4000-8000-000000000000.webp?w=320',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'File non trovato' });

    const name = await storedImage(800, 600);
    expect((await image(`/api/uploads/${name}?w=480`)).response.status).toBe(200);
    await app.storage.remove(name);
    expect((await call(app.url, `/api/uploads/${name}?w=480`)).status).toBe(404);
  });

  it("makes the widths the site's srcset names", async () => {
    const constants = await fs.readFile(path.join(repoRoot, 'web/src/config/constants.ts'), 'utf8');
    const listed = /IMAGE_VARIANT_WIDTHS = \[([\d, ]+)\]/.exec(constants);
    expect(listed?.[1].split(',').map(Number)).toEqual(IMAGE_VARIANT_WIDTHS);
    expect(constants).toContain('IMAGE_MAX_WIDTH = 1600;');
    expect(WEB_IMAGE_MAX_WIDTH).toBe(1600);
  });
});
