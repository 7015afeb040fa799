// The admin's GraphQL is derived from the schema, so a schema change that breaks the admin
// fails the build's checks: graphql-codegen refuses a document that reads a field or sends
// an argument the schema lost (`npm run codegen`), and TypeScript refuses code that names
// what the generated types no longer have (`npm run typecheck`). Each case runs codegen on
// a copy of the admin's lib/ against an edited copy of schema/schema.graphql, then type
// checks the resource definitions against what it generated.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import codegenConfig from '../../../codegen.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const schema = readFileSync(path.join(root, 'schema/schema.graphql'), 'utf8');
// Inside the repository (ignored by git) so that imports resolve to its node_modules.
mkdirSync(path.join(root, '.test-data'), { recursive: true });
const workDir = mkdtempSync(path.join(root, '.test-data/schema-drift-'));
/** The admin's typed documents and what checks them; none imports react-admin or React. */
const checkedFiles = [
  'operations.ts',
  'resourceDefinition.ts',
  'contentResources.ts',
  'transparencyResources.ts',
  'backOfficeResources.ts',
  'permissions.ts',
];

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The schema without one line of one of its types (and its description), checked to be there. */
function without(typeHeader: string, line: string): string {
  const start = schema.indexOf(`${typeHeader} {\n`);
  const end = schema.indexOf('\n}\n', start);
  let at = schema.indexOf(`\n${line}\n`, start);
  expect(start).toBeGreaterThanOrEqual(0);
  expect(at > start && at < end).toBe(true);
  const removedEnd = at + line.length + 1;
  const before = schema.lastIndexOf('\n', at - 1);
  if (/^\s*""".*"""$/.test(schema.slice(before + 1, at))) at = before;
  return schema.slice(0, at) + schema.slice(removedEnd);
}

/** codegen then tsc over a copy of admin/src/lib and the given schema: their messages. */
async function check(
  name: string,
  schemaText: string,
): Promise<{ codegen?: string; tsc: string[] }> {
  const dir = path.join(workDir, name);
  cpSync(path.join(root, 'admin/src/lib'), path.join(dir, 'lib'), {
    recursive: true,
    filter: (source) => !source.endsWith('.test.ts'),
  });
  writeFileSync(path.join(dir, 'schema.graphql'), schemaText);
  const adminOutput = codegenConfig.generates['admin/src/gql/'];
  try {
    await generate(
      {
        schema: path.join(dir, 'schema.graphql'),
        silent: true,
        generates: {
          [`${path.join(dir, 'gql')}/`]: {
            ...(adminOutput as object),
            documents: [path.join(dir, 'lib/*.ts')],
          },
        },
      },
      true,
    );
  } catch (error) {
    return { codegen: String((error as Error).message ?? error), tsc: [] };
  }
  const program = ts.createProgram(
    checkedFiles.map((file) => path.join(dir, 'lib', file)),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
    },
  );
  const tsc = ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
  return { tsc };
}

describe('a schema change that breaks the admin', { timeout: 60_000 }, () => {
  it('the schema as committed: codegen and the type check pass', async () => {
    expect(await check('committed', schema)).toEqual({ tsc: [] });
  });

  it('a field the admin reads, removed: codegen fails', async () => {
    const result = await check('field', without('type News', '  imageAlt: String'));
    expect(result.codegen).toContain('Cannot query field "imageAlt" on type "News"');
  });

  it('an argument the admin sends, removed: codegen fails', async () => {
    const declaration = 'updateContact(id: ID!, status: ContactStatus!)';
    expect(schema).toContain(declaration);
    const result = await check('argument', schema.replace(declaration, 'updateContact(id: ID!)'));
    expect(result.codegen).toContain('Unknown argument "status" on field "Mutation.updateContact"');
  });

  it('an input field the admin fills, removed: the type check fails', async () => {
    const result = await check('input', without('input SettingsInput', '  pec: String'));
    expect(result.codegen).toBeUndefined();
    expect(result.tsc.join('\n')).toMatch(/operations\.ts: .*'pec'/);
  });
});
