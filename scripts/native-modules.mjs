// The server's native modules (argon2, sharp) are compiled for one Node ABI
// (process.versions.modules). Installed with one Node and started with another, loading
// one can kill the server with a segmentation fault and no message. Before `npm start`
// runs anything, this checks them: the ABI they last loaded under is recorded in
// node_modules/.cache/comitato/native-abi.json; when it is missing or differs from this
// Node's, each module is loaded in a child process of this Node (a crash there harms
// nothing). If one fails, `npm rebuild` rebuilds them for this Node; if that does not
// help, what to run is printed in Italian and the start stops.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

/** The packages with compiled code that the server loads. */
export const NATIVE_MODULES = ['argon2', 'sharp'];
/** Where the ABI the modules last loaded under is kept (gone with node_modules). */
export const ABI_RECORD = path.join('node_modules', '.cache', 'comitato', 'native-abi.json');

/** This Node's ABI, and what else a compiled module depends on. */
export function currentAbi() {
  return {
    node: process.version,
    modules: process.versions.modules,
    platform: process.platform,
    arch: process.arch,
  };
}

function recordedAbi(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, ABI_RECORD), 'utf8'));
  } catch {
    return null;
  }
}

function recordAbi(root, abi) {
  const file = path.join(root, ABI_RECORD);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(abi, null, 2)}\n`);
}

const sameAbi = (a, b) =>
  a !== null && a.modules === b.modules && a.platform === b.platform && a.arch === b.arch;

/**
 * Loads the modules as the server does (from server/), in a child process of this Node:
 * { ok } or why not (the signal that killed it, or the end of its error).
 */
export function loadInChild(root, modules) {
  const script = `for (const name of ${JSON.stringify(modules)}) await import(name);`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.join(root, 'server'),
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (child.status === 0) return { ok: true };
  const reason = child.signal
    ? `il processo è terminato con ${child.signal}`
    : (child.stderr || child.error?.message || '')
        .trim()
        .split('\n')
        .filter((line) => /error/i.test(line))
        .slice(-1)[0] || `uscita ${child.status}`;
  return { ok: false, reason };
}

/**
 * Whether the native modules load with this Node, rebuilding them once if they do not
 * (`rebuild(modules)` resolves true when the rebuild ran). Prints what happens.
 */
export async function ensureNativeModules({
  root,
  modules = NATIVE_MODULES,
  rebuild,
  log = console,
}) {
  const abi = currentAbi();
  const recorded = recordedAbi(root);
  if (sameAbi(recorded, abi)) return true;
  let loaded = loadInChild(root, modules);
  if (!loaded.ok) {
    const before = recorded
      ? ` (compilati per Node ${recorded.node}, ABI ${recorded.modules})`
      : '';
    log.warn(
      `[start] i moduli nativi ${modules.join(', ')} non si caricano con Node ${abi.node} (ABI ${abi.modules})${before}: ${loaded.reason}. Li ricompilo con npm rebuild...`,
    );
    if (await rebuild(modules)) loaded = loadInChild(root, modules);
  }
  if (!loaded.ok) {
    log.error(
      [
        `[start] i moduli nativi ${modules.join(', ')} sono compilati per un'altra versione di Node e non si caricano con Node ${abi.node} (ABI ${abi.modules}): ${loaded.reason}.`,
        'Nella cartella del progetto esegui:',
        `  npm rebuild ${modules.join(' ')}`,
        'e se non basta reinstalla le dipendenze con questo Node:',
        '  rm -rf node_modules && npm ci',
        'poi di nuovo: npm start',
      ].join('\n'),
    );
    return false;
  }
  recordAbi(root, abi);
  return true;
}
