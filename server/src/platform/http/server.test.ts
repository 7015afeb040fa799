// Graceful close: a request in flight when shutdown begins still gets its answer, new
// connections are refused, idle keep-alive connections do not hold the close open.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { listen } from './server.js';

function get(url: string, agent?: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('graceful close', () => {
  it('finishes the requests in flight, then refuses new connections', async () => {
    const server = await listen(
      (req, res) => {
        const delay = req.url === '/slow' ? 400 : 0;
        setTimeout(() => res.end(`fatto ${req.url}`), delay);
      },
      0,
      '127.0.0.1',
    );
    const url = `http://127.0.0.1:${server.port}`;
    const keepAlive = new http.Agent({ keepAlive: true });
    await get(`${url}/warm`, keepAlive); // leaves an idle keep-alive socket open

    const inFlight = get(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const closed = server.close(5_000);
    await expect(inFlight).resolves.toEqual({ status: 200, body: 'fatto /slow' });
    await closed;
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(get(`${url}/late`, new http.Agent({ keepAlive: false }))).rejects.toThrow(
      /ECONNREFUSED/,
    );
    keepAlive.destroy();
  });

  it('cuts connections still open after the grace period', async () => {
    const server = await listen(
      (_req, res) => {
        res.write('inizio');
      },
      0,
      '127.0.0.1',
    );
    const hanging = get(`http://127.0.0.1:${server.port}/never`).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await server.close(200);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await hanging).toBeInstanceOf(Error);
  });
});
