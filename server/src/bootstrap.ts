// Data the server needs before it serves: the first administrator (from ADMIN_USERNAME /
// ADMIN_PASSWORD, or a generated password the caller prints once), the committee's
// settings (always; with the demo board, slides, activities, services and timeline when
// SEED is on, see seed/committee-seed.ts) and, when SEED is on, the Italian demo content
// in an empty database.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AppConfig } from './config.js';
import type { FileStorage } from './platform/storage/index.js';
import { ensureCommitteeData, seedCommitteeLists } from './seed/committee-seed.js';
import { seedDemoContent } from './seed/seed.js';
import { AuthService } from './modules/accounts/auth.service.js';
import { FIRST_COMMITTEE_ID, runAsCommittee } from './platform/db/committee-context.js';

export interface BootstrapDeps {
  em: EntityManager;
  storage: FileStorage;
  config: AppConfig;
  logger: Logger;
}

export function bootstrapData(deps: BootstrapDeps): Promise<{ generatedAdminPassword?: string }> {
  // The first committee's: the one of a single-committee deployment, the first of a platform.
  return runAsCommittee(FIRST_COMMITTEE_ID, () => bootstrapFirstCommittee(deps));
}

async function bootstrapFirstCommittee({
  em,
  storage,
  config,
  logger,
}: BootstrapDeps): Promise<{ generatedAdminPassword?: string }> {
  const { generatedPassword } = await new AuthService(em.fork(), config).ensureFirstAdmin();
  await ensureCommitteeData({ em: em.fork(), storage, logger, seed: config.seed });
  if (config.seed) {
    // Demo content is a convenience: if it cannot be made (a missing asset, a full disk) the
    // seed leaves nothing half-done behind and the server still starts, saying why.
    await seedDemoContent({ em: em.fork(), storage, logger }).catch((error: unknown) => {
      logger.error({ err: error }, 'contenuti dimostrativi non inseriti');
    });
  }
  return generatedPassword ? { generatedAdminPassword: generatedPassword } : {};
}

/**
 * The demo content of a committee just created with it (its settings are its own): the
 * team, slides, activities, services and timeline, then the news, courses, documents,
 * statistics and registers. In em's transaction, as the committee the work runs as.
 */
export async function seedCommitteeDemo({
  em,
  storage,
  logger,
}: Omit<BootstrapDeps, 'config'>): Promise<void> {
  await seedCommitteeLists(em, storage);
  await seedDemoContent({ em, storage, logger });
}
