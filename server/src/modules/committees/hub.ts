// The hub, on PLATFORM_DOMAIN itself: where a citizen finds the committee near them. A
// server-rendered page (it works without JavaScript, as the site's CSP wants): the active
// committees with a finder (town, province, region or name: "Pavia" finds it), each
// linking to its own site, and the latest public news of all committees, each linking to
// the committee's page of it; GET /api/committees/public lists the same committees as JSON.
import { Router, type Response } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { publishedRows } from '../../domain/publication.js';
import { scopeOf, type RequestScope } from '../../domain/scope.js';
import { runAcrossCommittees } from '../../platform/db/committee-context.js';
import { News } from '../news/news.entity.js';
import type { Committee } from './committee.entity.js';
import { CommitteeService, committeeUrl, toPublicCommittee } from './committee.service.js';

/** News items the hub shows. */
export const HUB_NEWS = 12;

const escape = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Lower case without accents: "Forlì" is found by "forli". */
const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The committees matching every word of q, in name, town, province or region. */
export function findCommittees(committees: readonly Committee[], q: string): Committee[] {
  const words = folded(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...committees];
  return committees.filter((committee) => {
    const text = folded(
      [committee.name, committee.town, committee.province, committee.region].join(' '),
    );
    return words.every((word) => text.includes(word));
  });
}

const dateFormat = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});

interface HubNews {
  title: string;
  date: string;
  url: string;
  committee: string;
}

/** The latest public news of the active committees (published and due: never a draft). */
async function latestNews(
  scope: RequestScope,
  committees: readonly Committee[],
): Promise<HubNews[]> {
  if (committees.length === 0) return [];
  const byId = new Map(committees.map((committee) => [committee.id, committee]));
  const news = await runAcrossCommittees(() =>
    scope.transaction((em) =>
      em.find(
        News,
        { $and: [publishedRows(new Date()), { committeeId: { $in: [...byId.keys()] } }] },
        { orderBy: [{ date: 'desc' }, { id: 'desc' }], limit: HUB_NEWS, disableIdentityMap: true },
      ),
    ),
  );
  return news.map((item) => {
    const committee = byId.get(item.committeeId as number) as Committee;
    return {
      title: item.title,
      date: dateFormat.format(new Date(`${item.date}T12:00:00Z`)),
      url: `${committeeUrl(scope, committee)}/notizie/${item.id}`,
      committee: committee.name,
    };
  });
}

function hubPage(
  scope: RequestScope,
  q: string,
  found: readonly Committee[],
  total: number,
  news: readonly HubNews[],
): string {
  const items = found
    .map((committee) => {
      const where = [
        committee.town,
        committee.province && `(${committee.province})`,
        committee.region,
      ]
        .filter(Boolean)
        .join(' ');
      return `<li><a href="${escape(committeeUrl(scope, committee))}">${escape(committee.name)}</a>${where ? `<span>${escape(where)}</span>` : ''}</li>`;
    })
    .join('\n');
  const result = q
    ? `${found.length} ${found.length === 1 ? 'comitato trovato' : 'comitati trovati'} per «${escape(q)}»`
    : `${total} ${total === 1 ? 'comitato' : 'comitati'}`;
  const newsItems = news
    .map(
      (item) =>
        `<li><a href="${escape(item.url)}">${escape(item.title)}</a><span>${escape(item.committee)} · ${escape(item.date)}</span></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trova il tuo comitato | Croce Rossa Italiana</title>
<meta name="description" content="I comitati locali della Croce Rossa Italiana ospitati su questa piattaforma: trova il comitato più vicino a te e le sue ultime notizie.">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2933;line-height:1.5;background:#fafafa}
header{background:#b30000;color:#fff;padding:2rem 1.5rem}
header h1{margin:0;font-size:1.75rem}
main{max-width:60rem;margin:0 auto;padding:1.5rem}
form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin:1rem 0}
label{display:block;font-weight:600;width:100%}
input{flex:1 1 16rem;font:inherit;padding:.6rem .75rem;border:1px solid #52606d;border-radius:.375rem}
button{font:inherit;padding:.6rem 1.25rem;border:0;border-radius:.375rem;background:#b30000;color:#fff;cursor:pointer}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1f2933;outline-offset:2px}
ul{list-style:none;padding:0;margin:0}
li{padding:.75rem 0;border-bottom:1px solid #d9dee3}
li a{color:#8a0000;font-weight:600}
li span{display:block;color:#52606d;font-size:.95rem}
section{margin-top:2rem}
h2{font-size:1.25rem}
</style>
</head>
<body>
<header><h1>Trova il tuo comitato</h1><p>I comitati locali della Croce Rossa Italiana su questa piattaforma</p></header>
<main>
<section aria-labelledby="comitati">
<h2 id="comitati">Comitati</h2>
<form method="get" action="/" role="search">
<label for="q">Comune, provincia, regione o nome del comitato</label>
<input id="q" name="q" type="search" value="${escape(q)}" autocomplete="off">
<button type="submit">Cerca</button>
</form>
<p role="status">${result}</p>
<ul>
${items}
</ul>
</section>
${
  news.length > 0
    ? `<section aria-labelledby="notizie">
<h2 id="notizie">Le ultime notizie dei comitati</h2>
<ul>
${newsItems}
</ul>
</section>`
    : ''
}
</main>
</body>
</html>
`;
}

/** The hub's routes, on PLATFORM_DOMAIN itself. */
export function hubRoutes(_deps: ModuleDeps): Router {
  const router = Router();
  const active = (res: Response) => new CommitteeService(scopeOf(res)).active();

  router.get('/', async (req, res) => {
    const scope = scopeOf(res);
    const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, 100) : '';
    const committees = await active(res);
    const news = await latestNews(scope, committees);
    res.setHeader('Cache-Control', 'no-cache');
    res
      .type('html')
      .send(hubPage(scope, q, findCommittees(committees, q), committees.length, news));
  });

  router.get('/api/committees/public', async (_req, res) => {
    const scope = scopeOf(res);
    res.json((await active(res)).map((committee) => toPublicCommittee(scope, committee)));
  });

  return router;
}
