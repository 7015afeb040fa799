// A clean build prints no warning of Vite's or Rolldown's about its own configuration:
// each app's vite.config.ts is loaded as `vite build` loads it, with a logger that keeps
// what it warns (the config-loader check: imports without their file extension and the
// like), and the site's chunk groups use Rolldown's current option, each group whose name
// is a function with the debugName the bundler's timing report asks for.
import path from 'node:path';
import { loadConfigFromFile, type Logger, type UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Loads a config file as `vite build` does; returns it and what Vite warned meanwhile. */
async function load(configFile: string, isSsrBuild = false) {
  const warnings: string[] = [];
  const logger: Logger = {
    hasWarned: false,
    info: () => undefined,
    warn: (message) => void warnings.push(message),
    warnOnce: (message) => void warnings.push(message),
    error: (message) => void warnings.push(message),
    clearScreen: () => undefined,
    hasErrorLogged: () => false,
  };
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production', isSsrBuild },
    path.join(root, configFile),
    path.dirname(path.join(root, configFile)),
    'info',
    logger,
  );
  return { config: loaded?.config as UserConfig, warnings };
}

describe('the apps’ Vite configs', () => {
  it('load without a warning', async () => {
    for (const file of [
      'web/vite.config.ts',
      'admin/vite.config.ts',
      'server/ide/vite.config.ts',
    ]) {
      const { config, warnings } = await load(file);
      expect(config, file).toBeDefined();
      expect(warnings, file).toEqual([]);
    }
  });

  it('group the site’s chunks with codeSplitting, each group named for the timing report', async () => {
    const { config } = await load('web/vite.config.ts');
    const output = config.build?.rolldownOptions?.output;
    expect(Array.isArray(output)).toBe(false);
    const options = output as Record<string, unknown>;
    expect(options).not.toHaveProperty('advancedChunks');
    const groups = (options.codeSplitting as { groups: Record<string, unknown>[] }).groups;
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      if (typeof group.name === 'function') expect(group.debugName).toEqual(expect.any(String));
    }
  });
});
