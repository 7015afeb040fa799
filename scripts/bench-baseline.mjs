// The benchmark's baseline: the least a Node server can do to answer the same requests
// from the same database — node:http, one pg Pool, a hand-written query per route, no
// framework, no ORM, no logging, no security headers. `npm run bench` starts it as a
// child process: DATABASE_URL and PORT from the environment. The server-rendered pages
// are served as the HTML bytes the server sent (BENCH_PAGES_FILE: { path: html }), from
// memory: the least any server can do for a page.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// Dates as the API sends them: 'YYYY-MM-DD' for `date` columns.
pg.types.setTypeParser(1082, (value) => value);

const NEWS = `SELECT id, title, content, coalesce(custom_excerpt, left(regexp_replace(content, '<[^>]*>', '', 'g'), 200)) AS excerpt,
  image, date, author, category, created_at AS "createdAt", updated_at AS "updatedAt" FROM news`;
const PROJECTS = `SELECT id, title, description, category, image, start_date AS "startDate", end_date AS "endDate",
  location, participants, calendly_id AS "calendlyId", created_at AS "createdAt", updated_at AS "updatedAt" FROM projects`;
// The home page asks GraphQL for fewer columns: the baseline reads just those.
const HOME_NEWS = `SELECT id, title, coalesce(custom_excerpt, left(regexp_replace(content, '<[^>]*>', '', 'g'), 200)) AS excerpt,
  category, date, image, author FROM news ORDER BY date DESC, id DESC LIMIT 3`;
const HOME_PROJECTS = `SELECT id, title, description, category, start_date AS "startDate", location, participants, image
  FROM projects ORDER BY id`;
const HOME_STATS = 'SELECT id, title, value, description FROM stats ORDER BY position, id';

const pages = new Map(
  Object.entries(
    process.env.BENCH_PAGES_FILE
      ? JSON.parse(readFileSync(process.env.BENCH_PAGES_FILE, 'utf8'))
      : {},
  ).map(([pagePath, html]) => [pagePath, Buffer.from(html, 'utf8')]),
);

const withIds = (rows) => rows.map((row) => ({ _id: row.id, ...row }));

async function answer(req) {
  if (req.method === 'GET' && req.url === '/api/news') {
    return withIds((await pool.query(`${NEWS} ORDER BY date DESC, id DESC`)).rows);
  }
  if (req.method === 'GET' && req.url === '/api/projects') {
    return withIds((await pool.query(`${PROJECTS} ORDER BY start_date ASC, id ASC`)).rows);
  }
  if (req.method === 'POST' && req.url === '/graphql') {
    for await (const _chunk of req);
    const [news, projects, stats] = await Promise.all([
      pool.query(HOME_NEWS),
      pool.query(HOME_PROJECTS),
      pool.query(HOME_STATS),
    ]);
    return { data: { allNews: news.rows, allProjects: projects.rows, allStats: stats.rows } };
  }
  return undefined;
}

http
  .createServer((req, res) => {
    const page = req.method === 'GET' ? pages.get(req.url) : undefined;
    if (page) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': page.length,
      });
      res.end(page);
      return;
    }
    answer(req).then(
      (body) => {
        res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body ?? { message: 'not found' }));
      },
      (error) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: error.message }));
      },
    );
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline ready'));
