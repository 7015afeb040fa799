// Public site build: React with code-split routes, served by the server at /.
import { readFileSync } from 'node:fs';
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
 * index.html also preloads the Apollo provider's chunk and its imports. Every page
 * renders inside that provider, and the entry only requests it once it has run
 * (src/components/layout/site-layout.tsx): without the preload the opening band
 * of / and /progetti waits for index.html, then the entry, then this chunk. The
 * entry still does not import it, so the header's first paint does not wait for it.
 */
function preloadApolloProvider(): Plugin {
  const providerModule = '/src/lib/apollo-provider.tsx';
  let base = '/';
  return {
    name: 'preload-apollo-provider',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const provider = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(providerModule),
        );
        if (provider?.type !== 'chunk') throw new Error(`no chunk for ${providerModule}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(provider.fileName);
        return [...files]
          .filter((fileName) => !html.includes(`${base}${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [graphqlDocumentImports(), react(), preloadApolloProvider()],
  server: {
    proxy: {
      '/graphql': apiTarget,
      '/api': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
