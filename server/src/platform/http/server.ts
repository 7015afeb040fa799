// The HTTP listener and its graceful close: stop accepting connections, let the
// requests in flight finish (idle keep-alive sockets are closed at once), and after a
// grace period cut whatever is still open so that a shutdown always ends.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestListener } from 'node:http';

/** How long in-flight requests may take to finish once shutdown has begun. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  server: http.Server;
  port: number;
  /** http://<host>:<port> as reachable from this machine. */
  url: string;
  close(graceMs?: number): Promise<void>;
}

export function listen(
  handler: RequestListener,
  port: number,
  host?: string,
): Promise<RunningServer> {
  const server = http.createServer(handler);
  // Behind a proxy with its own keep-alive: close our side after it does.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      const shownHost = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      let closing: Promise<void> | undefined;
      resolve({
        server,
        port: address.port,
        url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}`,
        close(graceMs = SHUTDOWN_GRACE_MS) {
          closing ??= new Promise<void>((done) => {
            const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
            // Keep-alive sockets hold close() open once idle: close them as their requests end.
            const sweep = setInterval(() => server.closeIdleConnections(), 50);
            deadline.unref();
            sweep.unref();
            server.close(() => {
              clearTimeout(deadline);
              clearInterval(sweep);
              done();
            });
            server.closeIdleConnections();
          });
          return closing;
        },
      });
    });
  });
}
