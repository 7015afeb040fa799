// schema/schema.graphql is the contract the web and admin generate their code from: it
// must be exactly what the modules' type-graphql classes emit. Run `npm run schema` to
// refresh it.
import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { committedSchemaFile, printSortedSchema } from './platform/graphql/schema.js';
import { buildSchema } from './registry.js';

describe('schema/schema.graphql', () => {
  it('is current with the type-graphql classes (otherwise: npm run schema)', async () => {
    const emitted = printSortedSchema(await buildSchema());
    const committed = await fs.readFile(committedSchemaFile, 'utf8');
    expect(committed, 'schema/schema.graphql è superato: esegui `npm run schema`').toBe(emitted);
  });
});
