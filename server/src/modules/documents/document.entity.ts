// A transparency document (a PDF). The byte count is stored and the human size derived,
// so "1.2 MB" is always formatted the same way.
import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ContentRecord } from '../../domain/records/content-record.js';
import { formatFileSize } from '../../domain/text.js';

@Entity({ tableName: 'documents' })
@Index({ properties: ['createdAt'] })
@ObjectType()
export class Document extends ContentRecord {
  @Property({ type: 'text' })
  @Field(() => String)
  title!: string;

  @Index()
  @Property({ type: 'text' })
  @Field(() => String, {
    description: 'Bilanci | Statuto | Relazioni | Regolamenti | Altri Documenti',
  })
  category!: string;

  @Property({ type: 'text' })
  @Field(() => String, {
    description: 'Relative to the API base (/uploads/...) or an absolute http(s) URL',
  })
  fileUrl!: string;

  @Property({ type: 'integer' })
  fileBytes!: number;

  @Field(() => String, { description: 'Human size, e.g. 1.2 MB' })
  get fileSize(): string {
    return formatFileSize(this.fileBytes);
  }
}
