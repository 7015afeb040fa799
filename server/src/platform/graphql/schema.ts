// The executable GraphQL schema, built from the modules' type-graphql resolvers. One
// builder for the server and for `npm run schema`, so that the committed
// schema/schema.graphql is exactly what the server runs.
import 'reflect-metadata';
import path from 'node:path';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type AuthChecker, type NonEmptyArray } from 'type-graphql';

/**
 * The schema of the given resolvers. Arguments are validated by the services
 * (validateInput), after the policy has said the caller may do the operation: a refused
 * caller learns nothing about the input's rules.
 */
export function buildGraphQLSchema<TContext extends object>(
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql's own resolver type
  resolvers: NonEmptyArray<Function>,
  authChecker: AuthChecker<TContext>,
): Promise<GraphQLSchema> {
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
# (server/src/cli/emit-schema.ts). Do not edit: change the classes and re-run it.
# A test fails when this file is stale.
`;

/** The schema's SDL, types and fields sorted so that the file diffs cleanly. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${HEADER}\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
