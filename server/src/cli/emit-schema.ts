// `npm run schema`: writes schema/schema.graphql from the type-graphql classes. The web
// and admin clients generate their typed operations from that file (`npm run codegen`).
import fs from 'node:fs/promises';
import path from 'node:path';
import { committedSchemaFile, printSortedSchema } from '../platform/graphql/schema.js';
import { buildSchema } from '../registry.js';

const sdl = printSortedSchema(await buildSchema());
await fs.writeFile(committedSchemaFile, sdl);
console.log(
  `${path.relative(process.cwd(), committedSchemaFile)} scritto (${sdl.split('\n').length} righe)`,
);
