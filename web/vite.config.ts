// Public site build: React with code-split routes, served by the server at /.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// With their extensions, as Node's own loader of the config (configLoader: 'native') needs.
import { chunkGroups } from './build/chunks.ts';
import { reactRouterSideEffects } from './build/library-side-effects.ts';
import { styledCssMinifier } from './build/styled-css.ts';

const require = createRequire(import.meta.url);

/** The chunks src/main.tsx loads before any page (build/chunks.ts names the groups). */
const LOADED_FIRST = /^assets\/(index|rolldown-runtime|react|apollo|start)-[\w-]{8}\.js$/;

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

/** The id of the JSON list of the modules the boot script loads (the entry first). */
export const APP_MODULES_ID = 'app-modules';

/** The app starts at the latest this long after the page began, even if an image is still loading. */
const BOOT_AT_LATEST_MS = 3000;
/**
 * Adding an element that fetches a module costs a millisecond or two of main thread, at
 * times much more: the boot script adds its twenty or so in batches of this many, one
 * task each, rather than in one long task.
 */
const BOOT_ELEMENTS_PER_TASK = 4;

/**
 * The page's scripts start once it has loaded and its first paint is on screen (its images
 * in view, the largest one first). A server-rendered page shows its content without
 * JavaScript, so the browser shows it first and only then fetches and runs the app that
 * hydrates it: on a slow phone the text and the main image are on screen while the scripts
 * download, and no script competes with them. On screen, not only painted: the load event
 * often comes before the first paint, and a frame the main thread has painted is shown some
 * time later. So the script waits for the first contentful paint's entry (Paint Timing,
 * reported once the frame is presented) as well as for the load event; a browser without
 * Paint Timing goes by the load event alone. A page whose load hangs on an image starts the
 * app after BOOT_AT_LATEST_MS all the same. The modules come from the JSON list
 * `#app-modules` (the entry first; the server adds the chunks of the page), so that they
 * download in parallel instead of one import after another. Its text is the same for every
 * page: the server allows it by its hash in the Content-Security-Policy
 * (server/src/http/security.ts), which otherwise refuses inline scripts.
 */
export const BOOT_SCRIPT =
  '(function(){var d=document,s=0,l=0,p=0,P=window.PerformanceObserver;' +
  'function add(h,i){var e=d.createElement(i?"link":"script");' +
  'if(i){e.rel="modulepreload";e.href=h}else{e.type="module";e.src=h}' +
  'e.crossOrigin="";d.head.appendChild(e)}' +
  'function boot(){if(s++)return;requestAnimationFrame(function(){setTimeout(function(){' +
  `var m=JSON.parse(d.getElementById('${APP_MODULES_ID}').textContent),i=0;` +
  `(function next(){for(var n=i+${BOOT_ELEMENTS_PER_TASK};i<m.length&&i<n;i++)add(m[i],i);` +
  'if(i<m.length)setTimeout(next)})()})})}' +
  'function ready(){if(l&&p)boot()}' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();p=1;ready()}})' +
  '.observe({type:"paint",buffered:true});else p=1;' +
  `if(d.readyState==="complete")l=1;else addEventListener("load",function(){l=1;ready()});` +
  `setTimeout(boot,${BOOT_AT_LATEST_MS});ready()})()`;

/**
 * Replaces the entry's `<script type="module">` and the modulepreload links Vite writes into
 * index.html with the list of the modules every page needs (the entry, and the chunks that
 * it imports, also dynamically: the libraries and the app) and the boot script that loads
 * them after the first paint (BOOT_SCRIPT).
 */
function deferredBoot(): Plugin {
  return {
    name: 'deferred-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) throw new Error('index.html: no entry chunk to defer');
        const base = '/';
        const files = new Set<string>([chunk.fileName]);
        const visit = (fileName: string) => {
          const imported = bundle[fileName];
          if (files.has(fileName) || !imported || imported.type !== 'chunk') return;
          files.add(fileName);
          imported.imports.forEach(visit);
        };
        chunk.imports.forEach(visit);
        chunk.dynamicImports.forEach(visit);
        const withoutScripts = html
          .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
        const modules = [...files].map((file) => `${base}${file}`);
        const list = JSON.stringify(modules).replace(/</g, '\\u003c');
        return withoutScripts.replace(
          '</head>',
          `<script type="application/json" id="${APP_MODULES_ID}">${list}</script>` +
            `<script>${BOOT_SCRIPT}</script></head>`,
        );
      },
    },
  };
}

/**
 * How the browser's build resolves packages, beyond Vite's defaults. rxjs: its ES2015
 * build (native classes instead of tslib's class helpers), 1.7 KB gzip less than the ES5
 * one that its `default` condition names. react-router: its production build, beside the
 * development build that its package's exports name (with its warnings), found from where
 * the package is installed.
 */
function browserResolve(command: 'build' | 'serve') {
  const reactRouterProduction = () =>
    path.join(path.dirname(require.resolve('react-router')), '..', 'production', 'index.mjs');
  return {
    conditions: ['es2015', ...defaultClientConditions],
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction() }] : [],
  };
}

// Two builds (npm run build): the browser's (dist/, with the manifest that the server
// reads to list a page's chunks) and the server's render (--ssr: dist-ssr/).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    reactRouterSideEffects(),
    graphqlDocumentImports(),
    styledCssMinifier(),
    styledComponentIds(),
    react(),
    deferredBoot(),
  ],
  resolve: isSsrBuild ? {} : browserResolve(command),
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
    // No modulepreload polyfill (0.2 KB gzip that every page ran): a browser without
    // modulepreload (Safari before 17) loads the boot script's modules as they are
    // imported, later but just as well.
    modulePreload: {
      polyfill: false,
      // A dynamic import fetches its own chunk, and the chunks that every page runs before
      // its own (the entry, its runtime, React, Apollo Client and the start: src/main.tsx)
      // are loaded already: only the others are worth preloading beside it. Listing them
      // all in the start's preload map cost the page's start about 0.5 KB gzip for nothing.
      resolveDependencies: (filename, deps) =>
        deps.filter((dep) => dep !== filename && !LOADED_FIRST.test(dep)),
    },
    manifest: !isSsrBuild,
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups() } } },
  },
}));
