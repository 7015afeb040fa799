// Which committee a request's host names. On a deployment of many committees
// (PLATFORM_DOMAIN) a committee answers on <slug>.<PLATFORM_DOMAIN> and on each of its own
// domains; the domain itself is the hub; any other host is no committee's. Without
// PLATFORM_DOMAIN every host is the one committee's.
// The directory is kept in memory (the fast lanes ask it for every request, without a
// query) and read again from the committees table every REFRESH_MS, and at once in this
// process after a change to the committees; a host it does not know is looked up afresh,
// at most once every UNKNOWN_HOST_RETRY_MS, so that a committee just created elsewhere
// answers within moments and random host names cannot flood the database.
import type { IncomingMessage } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response } from 'express';
import { FIRST_COMMITTEE_ID, runAsCommittee } from '../db/committee-context.js';

/** How often the directory is read again from the database. */
export const REFRESH_MS = 5_000;
/** The least time between two reads caused by hosts the directory does not know. */
export const UNKNOWN_HOST_RETRY_MS = 1_000;

export interface CommitteeHost {
  id: number;
  slug: string;
  name: string;
  /** Archived: its site answers 404 "Comitato non trovato"; its data stays. */
  archived: boolean;
  /** The host its own links use: its first own domain, else <slug>.<PLATFORM_DOMAIN>. */
  primaryHost: string;
}

/** What a host names: a committee, the hub (PLATFORM_DOMAIN itself), or nothing. */
export type HostTarget =
  { kind: 'committee'; committee: CommitteeHost } | { kind: 'hub' } | { kind: 'unknown' };

interface CommitteeRow {
  id: number;
  slug: string;
  name: string;
  hostnames: string[] | null;
  archived_at: Date | null;
}

/**
 * The origin of a committee's site: its own host, with PUBLIC_URL's scheme and port (one
 * committee, or none known: PUBLIC_URL itself). For the links of its e-mails.
 */
export function committeeOrigin(
  publicUrl: string,
  committee: Pick<CommitteeHost, 'primaryHost'> | undefined,
): string {
  if (!committee?.primaryHost) return publicUrl;
  const base = new URL(publicUrl);
  return `${base.protocol}//${committee.primaryHost}${base.port ? `:${base.port}` : ''}`;
}

/** A Host header as a bare host name: lower case, without the port. */
export function hostName(header: string | undefined): string {
  const host = (header ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

export class CommitteeHosts {
  private byHost = new Map<string, CommitteeHost>();
  private byId = new Map<number, CommitteeHost>();
  private loadedAt = 0;
  private lastUnknownReload = 0;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly orm: MikroORM,
    /** PLATFORM_DOMAIN; undefined for a single committee. */
    readonly platformDomain: string | undefined,
  ) {}

  get platform(): boolean {
    return this.platformDomain !== undefined;
  }

  /** What the host names, from memory: undefined when it must be looked up (resolve). */
  lookup(header: string | undefined): HostTarget | undefined {
    if (!this.platformDomain) {
      const committee = this.byId.get(FIRST_COMMITTEE_ID);
      return committee ? { kind: 'committee', committee } : undefined;
    }
    const host = hostName(header);
    if (host === this.platformDomain) return { kind: 'hub' };
    if (Date.now() - this.loadedAt > REFRESH_MS) this.reload().catch(() => undefined);
    const committee = this.byHost.get(host);
    return committee ? { kind: 'committee', committee } : undefined;
  }

  /** What the host names, reading the committees again when it does not know the host. */
  async resolve(header: string | undefined): Promise<HostTarget> {
    if (this.loadedAt === 0) await this.reload();
    const known = this.lookup(header);
    if (known) return known;
    if (Date.now() - this.lastUnknownReload >= UNKNOWN_HOST_RETRY_MS) {
      this.lastUnknownReload = Date.now();
      await this.reload();
      const found = this.lookup(header);
      if (found) return found;
    }
    return { kind: 'unknown' };
  }

  /** The committee of a request whose host the directory knows (the fast lanes' question). */
  committeeOf(req: IncomingMessage): CommitteeHost | undefined {
    const target = this.lookup(req.headers.host);
    return target?.kind === 'committee' && !target.committee.archived
      ? target.committee
      : undefined;
  }

  byCommitteeId(id: number): CommitteeHost | undefined {
    return this.byId.get(id);
  }

  /** Every active committee, by name. */
  active(): CommitteeHost[] {
    return [...this.byId.values()]
      .filter((committee) => !committee.archived)
      .sort((a, b) => a.name.localeCompare(b.name, 'it'));
  }

  /** Reads the committees again (after a change in this process, or when stale). */
  reload(): Promise<void> {
    this.loading ??= this.read().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async read(): Promise<void> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<CommitteeRow[]>(
        'select id, slug, name, hostnames, archived_at from committees order by id',
      );
    const byHost = new Map<string, CommitteeHost>();
    const byId = new Map<number, CommitteeHost>();
    for (const row of rows) {
      const own = (row.hostnames ?? []).map((host) => host.toLowerCase());
      const platformHost = this.platformDomain ? `${row.slug}.${this.platformDomain}` : undefined;
      const committee: CommitteeHost = {
        id: row.id,
        slug: row.slug,
        name: row.name,
        archived: row.archived_at !== null,
        primaryHost: own[0] ?? platformHost ?? '',
      };
      byId.set(row.id, committee);
      for (const host of [...(platformHost ? [platformHost] : []), ...own]) {
        byHost.set(host, committee);
      }
    }
    this.byHost = byHost;
    this.byId = byId;
    this.loadedAt = Date.now();
  }
}

/** The answer to a host that names no active committee: 404, with the way to the hub. */
export function committeeNotFound(req: Request, res: Response, hosts: CommitteeHosts): void {
  const message = 'Comitato non trovato';
  res.status(404).setHeader('Cache-Control', 'no-store');
  if (/^\/(api|graphql)(\/|$)/.test(req.path) || !req.accepts('html')) {
    res.json({ message });
    return;
  }
  const port = /:\d+$/.exec(req.headers.host ?? '')?.[0] ?? '';
  const hub = hosts.platformDomain
    ? `${req.protocol}://${hosts.platformDomain}${port}/`
    : undefined;
  res.type('html').send(`<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${message}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#1f2933;line-height:1.5}main{max-width:36rem;margin:0 auto}h1{color:#b30000}a{color:#b30000}</style>
</head>
<body>
<main>
<h1>${message}</h1>
<p>A questo indirizzo non risponde alcun comitato, oppure il comitato non è più attivo.</p>
${hub ? `<p><a href="${hub}">Cerca il comitato più vicino a te</a></p>` : ''}
</main>
</body>
</html>
`);
}

/**
 * The request's committee, from its host: the rest of the request runs as that committee
 * (runAsCommittee). The hub's routes answer on PLATFORM_DOMAIN itself; any other host, or
 * an archived committee's, gets committeeNotFound.
 */
export function committeeRouting(hosts: CommitteeHosts, hub: RequestHandler): RequestHandler {
  return (req, res, next) => {
    hosts.resolve(req.headers.host).then((target) => {
      if (target.kind === 'committee' && !target.committee.archived) {
        res.locals.committee = target.committee;
        runAsCommittee(target.committee.id, () => next());
      } else if (target.kind === 'hub') {
        hub(req, res, () => committeeNotFound(req, res, hosts));
      } else {
        committeeNotFound(req, res, hosts);
      }
    }, next);
  };
}

/** The longest host name DNS allows: longer asks are refused without a look-up. */
const MAX_HOST_NAME = 253;

/**
 * The `ask` endpoint of a TLS proxy's on-demand certificates (Caddy's `on_demand_tls`):
 * GET ?domain=<host> answers 200 only when the host names an active committee (its
 * <slug>.<PLATFORM_DOMAIN> or one of its own domains), 404 otherwise, so that the proxy
 * asks a certificate authority only for the committees' hosts. Mounted before the
 * committees' routing: the proxy calls it on the app's internal address, whatever Host.
 * A single-committee deployment answers every host, so it confirms none.
 */
export function tlsAsk(hosts: CommitteeHosts): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const raw = typeof req.query.domain === 'string' ? req.query.domain.trim() : '';
    const domain = raw.toLowerCase().replace(/\.$/, '');
    if (!domain || domain.length > MAX_HOST_NAME || !/^[a-z0-9.-]+$/.test(domain)) {
      res.status(400).json({ message: 'Indica un dominio valido nel parametro domain' });
      return;
    }
    if (!hosts.platform) {
      res.status(404).json({ message: 'Comitato non trovato' });
      return;
    }
    hosts.resolve(domain).then((target) => {
      if (target.kind === 'committee' && !target.committee.archived) {
        res.json({ domain, committee: target.committee.slug });
      } else {
        res.status(404).json({ message: 'Comitato non trovato' });
      }
    }, next);
  };
}
