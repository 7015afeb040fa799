import { staticImports } from './chunks';

/** A module graph as Rolldown's chunking context gives it: static and dynamic imports. */
function graph(modules: Record<string, { imports?: string[]; dynamic?: string[] }>) {
  return {
    getModuleInfo: (id: string) =>
      modules[id]
        ? {
            importedIds: modules[id].imports ?? [],
            dynamicallyImportedIds: modules[id].dynamic ?? [],
          }
        : null,
  };
}

describe('staticImports', () => {
  const ctx = graph({
    '/src/start.tsx': {
      imports: ['/src/app.tsx', '/node_modules/react/index.js'],
      dynamic: ['/src/page.tsx'],
    },
    '/src/app.tsx': { imports: ['/src/lib/a.ts', '/src/start.tsx'] },
    '/src/lib/a.ts': { imports: ['/src/lib/b.ts'] },
    '/src/lib/b.ts': {},
    '/src/page.tsx': { imports: ['/src/lib/c.ts'] },
    '/src/lib/c.ts': {},
    '/node_modules/react/index.js': {},
  });
  const ofSite = (id: string) => id.startsWith('/src/');

  it('follows static imports through the site, cycles included, and not dynamic ones', () => {
    expect([...staticImports('/src/start.tsx', ctx, ofSite)].sort()).toEqual([
      '/src/app.tsx',
      '/src/lib/a.ts',
      '/src/lib/b.ts',
      '/src/start.tsx',
    ]);
  });

  it('stops at what is left out, and does not look beyond it', () => {
    expect(
      [
        ...staticImports('/src/start.tsx', ctx, (id) => ofSite(id) && id !== '/src/lib/a.ts'),
      ].sort(),
    ).toEqual(['/src/app.tsx', '/src/start.tsx']);
  });
});
