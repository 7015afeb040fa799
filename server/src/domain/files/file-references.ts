// Which columns may name an uploaded file: a record's image or PDF, and rich text that shows
// an image inserted in the editor. Each module declares its own columns in its descriptor;
// the composition gathers them here. A file is deleted only when no column names it any
// more (an image may be shared: a URL echoed back, a copy in rich text).
import type { EntityManager } from '@mikro-orm/postgresql';

/** A table and one of its columns. */
export type TableColumn = readonly [table: string, column: string];

export class FileReferences {
  constructor(
    /** Columns holding one file's URL. */
    readonly fileColumns: readonly TableColumn[],
    /** Rich text that may contain a file's URL. */
    readonly richTextColumns: readonly TableColumn[],
    /** Columns holding a list of files' URLs (text[]: the trash's files). */
    readonly fileListColumns: readonly TableColumn[] = [],
  ) {}

  /** True when some record still names url (so its file must stay). */
  async isReferenced(em: EntityManager, url: string): Promise<boolean> {
    const counts = [
      ...this.fileColumns.map(
        ([table, column]) => `(select count(*) from "${table}" where "${column}" = ?)`,
      ),
      ...this.richTextColumns.map(
        ([table, column]) => `(select count(*) from "${table}" where strpos("${column}", ?) > 0)`,
      ),
      ...this.fileListColumns.map(
        ([table, column]) => `(select count(*) from "${table}" where ? = any("${column}"))`,
      ),
    ];
    if (counts.length === 0) return false;
    const rows = await em.getConnection().execute<{ n: number }[]>(
      `select ${counts.join(' + ')} as n`,
      counts.map(() => url),
    );
    return Number(rows[0]?.n ?? 0) > 0;
  }
}
