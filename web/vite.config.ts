// Public site build: React with code-split routes, served by the server at /.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

const generatedDocuments = fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url));

/** The pre-built documents of src/gql/graphql.ts, by export name, as JSON text. */
function readGeneratedDocuments(): Map<string, string> {
  const source = readFileSync(generatedDocuments, 'utf8');
  const documents = new Map<string, string>();
  for (const [, name, json] of source.matchAll(
    /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
  )) {
    documents.set(name, json);
  }
  return documents;
}

/**
 * What the client preset's Babel plugin does, for Vite: each `graphql(`...`)` call
 * becomes its own pre-built document, inlined in the module that uses it. Without
 * it, every operation of the site (the preset's map in gql.ts, and graphql.ts as
 * one shared module) lands in a chunk that the home page loads.
 */
function graphqlDocumentImports(): Plugin {
  const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  const definition = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
  return {
    name: 'graphql-document-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(`')) {
        return null;
      }
      const documents = readGeneratedDocuments();
      let replaced = false;
      const transformed = code.replace(call, (whole, document: string) => {
        const match = definition.exec(document);
        if (!match) return whole;
        const [, kind, name] = match;
        const json = documents.get(kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`);
        if (!json) this.error(`${id}: ${name} is not in src/gql/graphql.ts; run npm run codegen`);
        replaced = true;
        return `(${json})`;
      });
      return replaced ? { code: transformed, map: null } : null;
    },
  };
}

/**
 * Gives every styled component a componentId made of its file and its rank in that file
 * (what styled-components' Babel plugin does). Without it the ids, and so the class
 * names, come from a counter that follows the order in which modules run: the server
 * and the browser load the pages' chunks in different orders, and the classes of the
 * server's HTML would not be the browser's.
 */
function styledComponentIds(): Plugin {
  const declaration =
    /\bstyled(?:\.[a-z][a-zA-Z0-9]*|\([A-Za-z_$][\w$.]*\))(?=\s*(?:<|`|\.attrs\b))/g;
  let root = process.cwd();
  return {
    name: 'styled-component-ids',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('styled-components')) return null;
      const file = createHash('sha1')
        .update(path.relative(root, id.split('?')[0]).split(path.sep).join('/'))
        .digest('hex')
        .slice(0, 8);
      let rank = 0;
      const transformed = code.replace(
        declaration,
        (whole) => `${whole}.withConfig({ componentId: 'sc-${file}-${rank++}' })`,
      );
      return rank > 0 ? { code: transformed, map: null } : null;
    },
  };
}

// Two builds (npm run build): the browser's (dist/, with the manifest that the server
// reads to preload a page's chunks) and the server's render (--ssr: dist-ssr/).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [graphqlDocumentImports(), styledComponentIds(), react()],
  server: {
    proxy: {
      '/graphql': apiTarget,
      '/api': apiTarget,
    },
  },
  ssr: {
    // Its package has no ESM entry for Node (main is CommonJS): bundled, its default
    // export is the styled function, as in the browser.
    noExternal: ['styled-components'],
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    manifest: !isSsrBuild,
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
  },
}));
