// GET /uploads/:name — the stored files, from either storage driver. Names are generated
// and never reused, so the answer is cacheable forever and its ETag is the name and size;
// nosniff keeps browsers to the declared type. Range requests (PDF viewers, media) get
// 206 with the asked bytes, or 416 when the range lies outside the file.
import { Router, type Request } from 'express';
import { AppError } from '../errors.js';
import type { ByteRange } from '../storage/index.js';
import type { ApiDeps } from './api-deps.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

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

export function uploadsRoutes({ storage }: Pick<ApiDeps, 'storage'>): Router {
  const router = Router();
  router.get('/:name', async (req, res) => {
    const name = req.params.name;
    const info = await storage.stat(name);
    if (!info) throw AppError.notFound('File non trovato');
    const etag = `"${name.slice(0, name.indexOf('.'))}-${info.size.toString(36)}"`;
    res.set({
      'Content-Type': info.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
      'Accept-Ranges': 'bytes',
      ETag: etag,
    });
    const ifNoneMatch = req.headers['if-none-match'];
    if (
      ifNoneMatch &&
      ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
    ) {
      res.status(304).end();
      return;
    }
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
