// What the REST router and the bootstrap receive from the platform (SERVER-CONTRACT.md).
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.js';
import type { FileStorage } from '../platform/storage/index.js';

export interface ApiDeps {
  orm: MikroORM;
  storage: FileStorage;
  config: AppConfig;
  logger: Logger;
}
