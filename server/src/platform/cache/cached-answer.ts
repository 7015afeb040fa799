// A kept answer (a public read, an anonymous GraphQL answer, a rendered page): its bytes
// serialised once, its weak ETag, the versions it was computed under and when it stops
// being right by itself, and its compressed copies, made on first demand. Sent as express
// and its compression middleware would send it, also by the fast lanes before express.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import accepts from 'accepts';
import etag from 'etag';
import fresh from 'fresh';

/** Compressing answers smaller than this costs more than it saves (compression's own threshold). */
const COMPRESSION_THRESHOLD = 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The encodings a stored answer is sent in besides identity, best first. */
type Encoding = 'br' | 'gzip';

/** A serialised answer and what it was computed from. */
export interface CachedAnswer {
  /** The versions of the resources it read, joined: valid while they are unchanged. */
  readonly tag: string;
  /** Epoch ms of the next scheduled publication among its resources: invalid from then on. */
  readonly expiresAt?: number;
  readonly body: Buffer;
  readonly contentType: string;
  /** Cache-Control of the answer, when its read names one (the feed, the sitemap). */
  readonly cacheControl?: string;
  /** The weak ETag of the body as express computes it (the `etag` package). */
  readonly etag: string;
  /** The body compressed, made on first demand: the bytes once made, the promise meanwhile. */
  readonly encoded: Partial<Record<Encoding, Buffer | Promise<Buffer>>>;
}

export function cachedAnswer(
  tag: string,
  body: string | Buffer,
  contentType: string,
  expiresAt?: number,
  cacheControl?: string,
): CachedAnswer {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return {
    tag,
    expiresAt,
    body: bytes,
    contentType,
    cacheControl,
    etag: etag(bytes, { weak: true }),
    encoded: {},
  };
}

/** Whether a stored answer may be sent: computed under these versions, and not past its expiry. */
export function isCurrent(answer: CachedAnswer | undefined, tag: string): answer is CachedAnswer {
  return (
    answer !== undefined &&
    answer.tag === tag &&
    (answer.expiresAt === undefined || Date.now() < answer.expiresAt)
  );
}

const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body) => gzip(body, { level: 9 }),
};

/** The answer's body in an encoding: compressed once, then kept with the answer. */
function encodedBody(answer: CachedAnswer, encoding: Encoding): Buffer | Promise<Buffer> {
  const { encoded } = answer;
  let body = encoded[encoding];
  if (body === undefined) {
    const compressing = COMPRESS[encoding](answer.body);
    encoded[encoding] = compressing;
    // Once made, the bytes themselves: later answers are sent without waiting for a promise.
    compressing.then(
      (bytes) => {
        if (encoded[encoding] === compressing) encoded[encoding] = bytes;
      },
      () => {
        if (encoded[encoding] === compressing) delete encoded[encoding];
      },
    );
    body = compressing;
  }
  return body;
}

/**
 * Sends a stored answer: 304 when the client's copy is current, else compressed when
 * accepted. It works on plain node:http objects (the fast lane answers before express) and
 * decides as express and its compression middleware would: `req.fresh` (GET and HEAD
 * only), then br before gzip. Sent at once (undefined returned) unless the compressed
 * body is still being made for the first time: then a promise of its sending.
 */
export function sendCachedAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
): Promise<void> | undefined {
  res.setHeader('Content-Type', answer.contentType);
  res.setHeader('ETag', answer.etag);
  if (answer.cacheControl) res.setHeader('Cache-Control', answer.cacheControl);
  if (
    (req.method === 'GET' || req.method === 'HEAD') &&
    fresh(req.headers, { etag: answer.etag })
  ) {
    res.statusCode = 304;
    res.end();
    return undefined;
  }
  if (answer.body.length < COMPRESSION_THRESHOLD || !req.headers['accept-encoding']) {
    endWith(res, answer.body);
    return undefined;
  }
  const encoding = accepts(req).encoding(['br', 'gzip', 'identity']);
  if (encoding !== 'br' && encoding !== 'gzip') {
    endWith(res, answer.body);
    return undefined;
  }
  const body = encodedBody(answer, encoding);
  if (Buffer.isBuffer(body)) {
    endEncoded(res, encoding, body);
    return undefined;
  }
  return body.then((bytes) => endEncoded(res, encoding, bytes));
}

/** The compression middleware leaves an answer that already has an encoding alone. */
function endEncoded(res: ServerResponse, encoding: Encoding, body: Buffer): void {
  res.setHeader('Content-Encoding', encoding);
  endWith(res, body);
}

function endWith(res: ServerResponse, body: Buffer): void {
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
