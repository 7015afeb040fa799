// How the browser's build groups modules into chunks (Rolldown's codeSplitting groups).
// - React and Apollo Client, the two large libraries, each in a chunk of its own: main.tsx
//   runs each in a task of its own.
// - The start: app/start.tsx with everything of the site that it imports statically, what
//   every page imports, and the two libraries that run with it (react-router,
//   styled-components), in one chunk. Left to automatic splitting, the modules that the
//   start shares with the pages become a dozen chunks of a few hundred bytes: each chunk is
//   compressed on its own and named in its importers, so together they cost about 2 KB
//   more (gzip) than one chunk, and as many requests.
import { fileURLToPath } from 'node:url';

interface ModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const site = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));
const srcDir = site('');
const startModule = site('app/start.tsx');
/** Imports each page's module dynamically. */
const routesModule = site('app/routes.tsx');
/** Goes with Apollo Client: main.tsx runs the two in one task, before the start. */
const apolloClientModule = site('lib/apollo-client.ts');

const LIBRARIES = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // Not what only some parts need: the HTTP link (lib/apollo-client.ts loads it with the
  // first request) and useMutation (the contact form).
  {
    name: 'apollo',
    test: (id: string) =>
      id === apolloClientModule ||
      /node_modules[\\/](@apollo[\\/]client[\\/](?!link[\\/]http[\\/]|react[\\/]hooks[\\/]useMutation)|rxjs|graphql|optimism|@wry[\\/][^\\/]+|tslib)[\\/]?/.test(
        id,
      ),
    // Not what lib/apollo-client.ts imports from elsewhere: Vite's preload helper stays in
    // the entry, which would otherwise import Apollo statically and run it in its task.
    includeDependenciesRecursively: false,
  },
];
/** Libraries that the start imports and that run with it. */
const START_LIBRARIES =
  /node_modules[\\/](react-router|react-router-dom|styled-components|stylis|@emotion[\\/][^\\/]+)[\\/]/;

/** The modules that `from` imports statically, directly or not, itself included, among `among`. */
export function staticImports(
  from: string,
  ctx: ChunkingContext,
  among: (id: string) => boolean,
): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || !among(id)) return;
    found.add(id);
    ctx.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(from);
  return found;
}

/** The site's modules of the start chunk: the start's, and those that every page imports. */
function startModules(ctx: ChunkingContext): Set<string> {
  const ofSite = (id: string) => id.startsWith(srcDir);
  const start = staticImports(startModule, ctx, (id) => ofSite(id) && id !== apolloClientModule);
  const pages = (ctx.getModuleInfo(routesModule)?.dynamicallyImportedIds ?? []).map((page) =>
    staticImports(page, ctx, ofSite),
  );
  for (const id of pages[0] ?? []) if (pages.every((page) => page.has(id))) start.add(id);
  return start;
}

function startGroup() {
  let modules: Set<string> | undefined;
  return {
    // The bundler's timing report names a group whose name is a function by this.
    debugName: 'start',
    name: (id: string, ctx: ChunkingContext) => {
      modules ??= startModules(ctx);
      return modules.has(id) || START_LIBRARIES.test(id) ? 'start' : null;
    },
    // Only those modules: what they import from elsewhere (Vite's preload helper, which
    // main.tsx needs before the start) stays where it is.
    includeDependenciesRecursively: false,
  };
}

/** The groups, the libraries' first. */
export function chunkGroups() {
  return [
    ...LIBRARIES.map((library) => ({ ...library, priority: 2 })),
    { ...startGroup(), priority: 1 },
  ];
}
