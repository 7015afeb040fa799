// GET /uploads/:name — the stored files, from either storage driver. Names are generated
// and never reused, so the answer is cacheable forever and its ETag is the name and size;
// nosniff keeps browsers to the declared type. Range requests (PDF viewers, media) get
// 206 with the asked bytes, or 416 when the range lies outside the file. A file belongs to
// the committee whose name it carries (platform/storage/file-storage.ts): another
// committee's host answers 404 for it.
// ?w=<width> asks for an image's narrower copy (IMAGE_VARIANT_WIDTHS: the site's srcset),
// made by sharp on the first request and kept in a bounded LRU: the copies of a name never
// change either, so every process makes the same bytes and they are cacheable forever too.
import type { Readable } from 'node:stream';
import { Router, type Request, type Response } from 'express';
import { ComputedValues } from '../../platform/cache/shared-computations.js';
import { AppError } from '../../errors.js';
import { IMAGE_VARIANT_WIDTHS, imageVariant } from '../../platform/storage/file-content.js';
import type { ByteRange, FileStorage } from '../../platform/storage/index.js';
import { fileCommittee } from '../../platform/storage/file-storage.js';
import { currentCommitteeId } from '../../platform/db/committee-context.js';
import type { ModuleDeps } from '../../domain/module.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** The bytes of narrower copies a process keeps (the demo's are a few kilobytes each). */
const MAX_VARIANT_BYTES = 32 * 1024 * 1024;
/** Stored images that have narrower copies (what prepareImage and older uploads left). */
const RESIZABLE = /\.(webp|jpg|png)$/;
const WIDTHS_TEXT = `${IMAGE_VARIANT_WIDTHS.slice(0, -1).join(', ')} o ${IMAGE_VARIANT_WIDTHS.at(-1)}`;

/** The width asked with ?w=, undefined without one; 400 for any other value. */
function requestedWidth(req: Request, name: string): number | undefined {
  const asked = req.query.w;
  if (asked === undefined) return undefined;
  const width = typeof asked === 'string' && /^[1-9]\d{0,4}$/.test(asked) ? Number(asked) : NaN;
  if (!IMAGE_VARIANT_WIDTHS.includes(width)) {
    throw AppError.validation(
      { w: `La larghezza deve essere ${WIDTHS_TEXT} pixel` },
      "Larghezza dell'immagine non disponibile",
    );
  }
  if (!RESIZABLE.test(name)) {
    throw AppError.validation(
      { w: 'Solo le immagini JPEG, PNG e WebP hanno copie più strette' },
      'Larghezza non disponibile per questo file',
    );
  }
  return width;
}

/** Sets the headers of a stored file's answer; true when the client's copy is current (304 sent). */
function answeredNotModified(
  req: Request,
  res: Response,
  etag: string,
  contentType: string,
): boolean {
  res.set({
    'Content-Type': contentType,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
    ETag: etag,
  });
  const ifNoneMatch = req.headers['if-none-match'];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  ) {
    res.status(304).end();
    return true;
  }
  return false;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface StoredVariant {
  bytes: Buffer;
  contentType: string;
}

/** The narrower copies of stored images, made once per process and name and width. */
function imageVariants(storage: FileStorage) {
  const copies = new ComputedValues<StoredVariant>(
    MAX_VARIANT_BYTES,
    (variant) => variant.bytes.length,
  );

  const make = async (name: string, width: number): Promise<StoredVariant | null> => {
    const file = await storage.open(name);
    if (!file) return null;
    const original = await bytesOf(file.stream);
    const bytes = await imageVariant(original, width);
    // Bytes sharp cannot read are sent as they are, as without ?w=.
    return bytes
      ? { bytes, contentType: 'image/webp' }
      : { bytes: original, contentType: file.contentType };
  };

  /** The copy, or null when the file does not exist. */
  return (name: string, width: number): Promise<StoredVariant | null> =>
    copies.get(`${name}@${width}`, () => make(name, width));
}

/** The one byte range asked for, 'unsatisfiable', or undefined for the whole file. */
function requestedRange(req: Request, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!req.headers.range) return undefined;
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // -2 (malformed), a unit other than bytes, or several ranges: the whole file, as RFC 9110 allows.
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) {
    return undefined;
  }
  return { start: ranges[0].start, end: ranges[0].end };
}

export function uploadsRoutes({ storage }: Pick<ModuleDeps, 'storage'>): Router {
  const router = Router();
  const variantOf = imageVariants(storage);
  router.get('/:name', async (req, res) => {
    const name = req.params.name;
    // Another committee's file does not exist for this one.
    if (fileCommittee(name) !== currentCommitteeId()) throw AppError.notFound('File non trovato');
    const width = requestedWidth(req, name);
    const id = name.slice(0, name.indexOf('.'));
    // Asked every time, copies included: a deleted photo is never sent again from memory.
    const info = await storage.stat(name);
    if (!info) throw AppError.notFound('File non trovato');
    if (width !== undefined) {
      const variant = await variantOf(name, width);
      if (!variant) throw AppError.notFound('File non trovato');
      // A name's copy at a width is always the same bytes.
      if (answeredNotModified(req, res, `"${id}-w${width}"`, variant.contentType)) return;
      res.set('Content-Length', String(variant.bytes.length));
      res.end(req.method === 'HEAD' ? undefined : variant.bytes);
      return;
    }
    res.set('Accept-Ranges', 'bytes');
    if (answeredNotModified(req, res, `"${id}-${info.size.toString(36)}"`, info.contentType)) {
      return;
    }
    const etag = res.get('ETag');
    // If-Range with another validator: the file changed (never, here), so the whole file.
    const ifRange = req.headers['if-range'];
    const range = ifRange && ifRange !== etag ? undefined : requestedRange(req, info.size);
    if (range === 'unsatisfiable') {
      res.status(416).set('Content-Range', `bytes */${info.size}`);
      res.removeHeader('Content-Type');
      res.end();
      return;
    }
    const file = await storage.open(name, range);
    if (!file) throw AppError.notFound('File non trovato');
    if (range) {
      res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    }
    res.set('Content-Length', String(range ? range.end - range.start + 1 : info.size));
    if (req.method === 'HEAD') {
      file.stream.destroy();
      res.end();
      return;
    }
    file.stream.on('error', () => res.destroy());
    file.stream.pipe(res);
  });
  return router;
}
