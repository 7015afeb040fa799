// graphql-codegen: the committed schema (emitted by the server) plus each client's
// operations -> typed documents and hooks. Output lives in <app>/src/gql and is never
// edited by hand; `npm run codegen` regenerates it (CI checks it is current).
import type { CodegenConfig } from '@graphql-codegen/cli';

const clientPreset = {
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    // An enum of the schema is a constant of its values and the type of one of them.
    enumType: 'const' as const,
    scalars: { DateTimeISO: 'string', Upload: 'File' },
  },
};

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      ...clientPreset,
    },
    'admin/src/gql/': {
      documents: ['admin/src/**/*.{ts,tsx}', '!admin/src/gql/**'],
      ...clientPreset,
    },
  },
};

export default config;
