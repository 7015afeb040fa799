// The executable GraphQL schema, built from the domain's type-graphql resolvers. One
// builder for the server and for `npm run schema`, so that the committed
// schema/schema.graphql is exactly what the server runs.
import 'reflect-metadata';
import path from 'node:path';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker, resolvers } from '../../modules/index.js';

/**
 * Arguments are validated by the services (validateInput), after the policy has said the
 * caller may do the operation: a refused caller learns nothing about the input's rules.
 */
export function buildGraphQLSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, authChecker, validate: false, emitSchemaFile: false });
}

/** The committed contract that the web and admin clients generate their code from. */
export const committedSchemaFile = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'schema',
  'schema.graphql',
);

const HEADER = `# Emitted from the server's type-graphql classes by \`npm run schema\`
# (server/src/graphql/emit-schema.ts). Do not edit: change the classes and re-run it.
# A test fails when this file is stale.
`;

/** The schema's SDL, types and fields sorted so that the file diffs cleanly. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${HEADER}\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
