#!/usr/bin/env node
// Fails when the committed graphql-codegen output (web/src/gql, admin/src/gql) differs
// from what the committed schema and the clients' operations generate now.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const targets = ['web/src/gql', 'admin/src/gql'];
const backup = mkdtempSync(path.join(os.tmpdir(), 'codegen-'));

function snapshot(dir) {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return {};
  return Object.fromEntries(
    readdirSync(abs).map((f) => [f, readFileSync(path.join(abs, f), 'utf8')]),
  );
}

const before = Object.fromEntries(targets.map((t) => [t, snapshot(t)]));
for (const t of targets)
  if (existsSync(path.join(root, t)))
    cpSync(path.join(root, t), path.join(backup, t), { recursive: true });

const result = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], {
  cwd: root,
  stdio: 'inherit',
});
if (result.status !== 0) process.exit(result.status ?? 1);

const stale = [];
for (const t of targets) {
  const after = snapshot(t);
  const names = new Set([...Object.keys(before[t]), ...Object.keys(after)]);
  for (const name of names) if (before[t][name] !== after[name]) stale.push(`${t}/${name}`);
}
// Restore what was committed so that the check never edits the tree.
for (const t of targets) {
  rmSync(path.join(root, t), { recursive: true, force: true });
  if (existsSync(path.join(backup, t)))
    cpSync(path.join(backup, t), path.join(root, t), { recursive: true });
}
rmSync(backup, { recursive: true, force: true });
if (stale.length > 0) {
  console.error(
    `Codice generato non aggiornato (esegui "npm run codegen"):\n  ${stale.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('Codice generato aggiornato.');
