// The server's registries, derived once from the list of modules (domain/module.ts): what
// the ORM maps, what the schema serves, what the policy knows, what the cache may keep.
// The composition (app.ts, main.ts), the command-line tools and the tests read them here.
import { authChecker } from './domain/auth-checker.js';
import { createRegistry } from './domain/module.js';
import { migrationsList } from './migrations/index.js';
import { modules } from './modules/index.js';
import { buildGraphQLSchema } from './platform/graphql/schema.js';
import { ScheduledJob } from './platform/jobs/scheduled-job.entity.js';
import { RateLimit } from './platform/rate-limit/rate-limit.entity.js';

export const registry = createRegistry(modules);

/** The platform's own tables (rate-limit counters, the schedule of jobs), then the modules'. */
export const entities = [RateLimit, ScheduledJob, ...registry.entities];

export { migrationsList };

/** The GraphQL schema the server runs and `npm run schema` prints. */
export function buildSchema() {
  return buildGraphQLSchema(registry.resolvers, authChecker);
}
