// Answers meant for one user are stored by no cache, shared or the browser's own: every
// answer to a request carrying credentials (an Authorization header: REST and GraphQL with
// a token, `me`, a back-office preview's reads) is sent with `Cache-Control: private,
// no-store`, whatever the route set, and so is the login's answer, which carries a token.
// The header is set when the status line is written, after every route has had its say.
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

export const PRIVATE_NO_STORE = 'private, no-store';

/** Makes `res` go out with Cache-Control: private, no-store, over whatever was set before. */
export function keepPrivate(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.setHeader('Cache-Control', PRIVATE_NO_STORE);
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/** The platform's rule: a request with an Authorization header gets a private answer. */
export function privateAnswers(): RequestHandler {
  return (req, res, next) => {
    if (req.headers.authorization !== undefined) keepPrivate(res);
    next();
  };
}
