// `npm start` checks the native modules against the Node that runs it
// (scripts/native-modules.mjs), with real processes: in a folder laid out as the project
// (server/, node_modules/), a package that dies of a segmentation fault when loaded stands
// for a module built for another Node ABI. Its check runs in a node process of its own,
// as npm start runs it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = pathToFileURL(
  path.resolve(import.meta.dirname, '..', '..', 'scripts', 'native-modules.mjs'),
).href;
const RECORD = path.join('node_modules', '.cache', 'comitato', 'native-abi.json');
const CRASHING = `process.kill(process.pid, 'SIGSEGV');\n`;
const LOADING = `module.exports = { loaded: true };\n`;

let root: string;

async function writeModule(body: string): Promise<void> {
  const dir = path.join(root, 'node_modules', 'modulo-nativo');
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'package.json'), '{"name":"modulo-nativo","main":"index.js"}');
  await fs.writeFile(path.join(dir, 'index.js'), body);
}

/**
 * Runs ensureNativeModules in a node process, with a rebuild that writes `rebuiltBody` as
 * the module (none: the rebuild changes nothing); returns what it answered and printed.
 */
function ensure(rebuiltBody?: string) {
  const driver = `
    import { writeFileSync } from 'node:fs';
    import { ensureNativeModules } from ${JSON.stringify(script)};
    const printed = [];
    let rebuilds = 0;
    const ok = await ensureNativeModules({
      root: ${JSON.stringify(root)},
      modules: ['modulo-nativo'],
      rebuild: async () => {
        rebuilds += 1;
        ${rebuiltBody === undefined ? '' : `writeFileSync(${JSON.stringify(path.join(root, 'node_modules', 'modulo-nativo', 'index.js'))}, ${JSON.stringify(rebuiltBody)});`}
        return true;
      },
      log: { warn: (text) => printed.push(text), error: (text) => printed.push(text) },
    });
    console.log(JSON.stringify({ ok, rebuilds, printed: printed.join('\\n') }));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', driver], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as { ok: boolean; rebuilds: number; printed: string };
}

async function recorded(): Promise<Record<string, string> | null> {
  return JSON.parse(
    await fs.readFile(path.join(root, RECORD), 'utf8').catch(() => 'null'),
  ) as Record<string, string> | null;
}

async function recordAbi(modules: string): Promise<void> {
  await fs.mkdir(path.dirname(path.join(root, RECORD)), { recursive: true });
  await fs.writeFile(
    path.join(root, RECORD),
    JSON.stringify({ node: 'v18.0.0', modules, platform: process.platform, arch: process.arch }),
  );
}

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-native-'));
  await fs.mkdir(path.join(root, 'server'));
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('the native modules at npm start', () => {
  it('says in Italian what to run when they crash with this Node and a rebuild does not help', async () => {
    await writeModule(CRASHING);
    await recordAbi('108');
    const answer = ensure();
    expect(answer.ok).toBe(false);
    expect(answer.rebuilds).toBe(1);
    expect(answer.printed).toContain('compilati per Node v18.0.0, ABI 108');
    expect(answer.printed).toContain('SIGSEGV');
    expect(answer.printed).toContain(`non si caricano con Node ${process.version}`);
    expect(answer.printed).toContain('  npm rebuild modulo-nativo');
    expect(answer.printed).toContain('  rm -rf node_modules && npm ci');
    // Nothing recorded: the next start checks again.
    expect((await recorded())?.modules).toBe('108');
  });

  it('rebuilds them when they were built for another Node, then records this one', async () => {
    await writeModule(CRASHING);
    const answer = ensure(LOADING);
    expect(answer).toMatchObject({ ok: true, rebuilds: 1 });
    expect(answer.printed).toContain('Li ricompilo con npm rebuild');
    expect(await recorded()).toEqual({
      node: process.version,
      modules: process.versions.modules,
      platform: process.platform,
      arch: process.arch,
    });
  });

  it('records modules that load, and checks nothing more while this Node is the one recorded', async () => {
    await writeModule(LOADING);
    expect(ensure()).toEqual({ ok: true, rebuilds: 0, printed: '' });
    expect((await recorded())?.modules).toBe(process.versions.modules);
    // Under the recorded ABI the modules are not loaded again at each start.
    await writeModule(CRASHING);
    expect(ensure()).toEqual({ ok: true, rebuilds: 0, printed: '' });
  });
});
