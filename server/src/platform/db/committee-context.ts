// Which committee the work in progress belongs to, and how the database is told. Every row
// of a committee's tables carries its committee_id, and two walls keep a committee to its
// own rows whatever a query forgets:
//   1. an ORM filter on by default (committeeFilter) adds `committee_id = <current>` to
//      every query of an owned entity;
//   2. PostgreSQL row-level security: the server's runtime connections act as the role
//      COMMITTEE_ROLE, whose policies show and accept only the rows of the committee named by
//      the transaction's setting app.committee_id. CommitteeConnection sets it at the start
//      of every transaction and runs any statement outside one in a transaction of its own,
//      so that no statement reaches the database without it.
// The work of a request runs inside runAsCommittee (the request's host chose the
// committee); the server's own work across committees (the outbox, retention) inside
// runAcrossCommittees, which the policies allow by app.all_committees. Without either,
// a runtime connection sees no committee's rows.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Property, Utils, type EntityManager, type EntityName } from '@mikro-orm/core';
import {
  AbstractSqlDriver,
  PostgreSqlConnection,
  PostgreSqlPlatform,
  type Configuration,
} from '@mikro-orm/postgresql';

/** The database role of the server's runtime connections (made by the tenancy migration). */
export const COMMITTEE_ROLE = 'comitato_app';

/**
 * The SQL that lets COMMITTEE_ROLE use a schema's tables and sequences (where the role
 * exists): what the tenancy migration grants on the schema it runs in, applied again where
 * a schema is made anew (a restore builds its own and puts it in the target's place).
 */
export function committeeRoleGrantsSql(schema: string): string {
  const name = `"${schema.replaceAll('"', '""')}"`;
  return `do $$
begin
  if exists (select from pg_roles where rolname = '${COMMITTEE_ROLE}') then
    grant usage on schema ${name} to ${COMMITTEE_ROLE};
    grant select, insert, update, delete on all tables in schema ${name} to ${COMMITTEE_ROLE};
    grant usage, select, update on all sequences in schema ${name} to ${COMMITTEE_ROLE};
    alter default privileges in schema ${name} grant select, insert, update, delete on tables to ${COMMITTEE_ROLE};
    alter default privileges in schema ${name} grant usage, select, update on sequences to ${COMMITTEE_ROLE};
  end if;
end
$$;`;
}

/** The committee a transaction works for, in SQL (null outside any committee). */
export const CURRENT_COMMITTEE = `nullif(current_setting('app.committee_id', true), '')::int`;

/**
 * The committee a row written by SQL belongs to: the transaction's; outside any, the
 * first's (the owner's own work; on the runtime role, row-level security refuses it).
 */
export const WRITING_COMMITTEE = `coalesce(${CURRENT_COMMITTEE}, 1)`;

/** The committee of single-committee deployments, and the first committee of a platform. */
export const FIRST_COMMITTEE_ID = 1;

type CommitteeScope = { committeeId: number } | { allCommittees: true };

const current = new AsyncLocalStorage<CommitteeScope>();

/** Runs work as the given committee: its queries see and write that committee's rows only. */
export function runAsCommittee<T>(committeeId: number, work: () => T): T {
  return current.run({ committeeId }, work);
}

/** Runs the server's own work across every committee (the outbox, retention, backups). */
export function runAcrossCommittees<T>(work: () => T): T {
  return current.run({ allCommittees: true }, work);
}

/** The committee of the work in progress; undefined across committees or outside any. */
export function currentCommitteeId(): number | undefined {
  const scope = current.getStore();
  return scope && 'committeeId' in scope ? scope.committeeId : undefined;
}

/** The settings a transaction starts with, for the work in progress (none outside any). */
function committeeSettings(): string | undefined {
  const scope = current.getStore();
  if (!scope) return undefined;
  return 'committeeId' in scope
    ? `select set_config('app.committee_id', '${scope.committeeId}', true), set_config('app.all_committees', 'off', true)`
    : `select set_config('app.committee_id', '', true), set_config('app.all_committees', 'on', true)`;
}

type ExecuteArgs = Parameters<PostgreSqlConnection['execute']>;
type Transaction = Awaited<ReturnType<PostgreSqlConnection['begin']>>;
type QueryResultOf = Awaited<ReturnType<PostgreSqlConnection['execute']>>;

/** PostgreSQL's connection of MikroORM, telling the database the committee of each transaction. */
export class CommitteeConnection extends PostgreSqlConnection {
  override async begin(options: Parameters<PostgreSqlConnection['begin']>[0] = {}) {
    const transaction = await super.begin(options);
    const settings = options.ctx ? undefined : committeeSettings();
    if (settings) await super.execute(settings, [], 'run', transaction);
    return transaction;
  }

  override async execute<T extends QueryResultOf = QueryResultOf>(
    ...args: ExecuteArgs
  ): Promise<T> {
    const [query, params, method, ctx, loggerContext] = args;
    const inTransaction =
      ctx !== undefined && ctx !== null
        ? true
        : Utils.isObject(query) &&
          Boolean((query as { client?: { transacting?: boolean } }).client?.transacting);
    if (inTransaction || !committeeSettings()) return super.execute<T>(...args);
    // A statement outside any transaction: in one of its own, which carries the committee.
    return this.transactional((transaction: Transaction) =>
      super.execute<T>(query, params, method, transaction, loggerContext),
    );
  }
}

/** MikroORM's PostgreSQL driver (as @mikro-orm/postgresql makes it) on CommitteeConnection. */
export class CommitteeDriver extends AbstractSqlDriver<CommitteeConnection, PostgreSqlPlatform> {
  constructor(config: Configuration) {
    super(config, new PostgreSqlPlatform(), CommitteeConnection, ['knex', 'pg']);
  }
}

/**
 * The column of a row's committee, set when the row is created to the committee of the
 * work in progress; outside any committee, the first's (the owner's own work on a single
 * committee: start-up, tests). On the runtime role, a row of another committee than the
 * transaction's is refused by row-level security. index: false where a unique constraint
 * starting with it serves as its index.
 */
export function CommitteeColumn({ index = true }: { index?: boolean } = {}) {
  return Property({
    type: 'integer',
    hidden: true,
    index,
    onCreate: () => currentCommitteeId() ?? FIRST_COMMITTEE_ID,
  });
}

/**
 * The ORM filter of every entity with a committee column: the current committee's rows;
 * every row across committees (and outside any committee: the server's own start-up work).
 */
export const committeeFilter = {
  args: false,
  default: true,
  cond: (
    _args: unknown,
    _type: unknown,
    em: EntityManager,
    _options: unknown,
    entityName?: EntityName<object>,
  ) => {
    const committeeId = currentCommitteeId();
    if (committeeId === undefined || entityName === undefined) return {};
    const properties = em.getMetadata().find(entityName)?.properties as Record<string, unknown>;
    const owned = properties?.committeeId !== undefined;
    return owned ? { committeeId } : {};
  },
};
