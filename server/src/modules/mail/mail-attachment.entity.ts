// A file sent with a message of the outbox (a course's calendar entry, a donation's
// receipt): kept beside its message, in the same transaction, and deleted with it. The
// content is small (a few to a few hundred KB) and rendered once, so it lives in the
// database with the message it belongs to rather than in the uploads' storage.
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { CommitteeColumn } from '../../platform/db/committee-context.js';
import { OutboxMessage } from './outbox-message.entity.js';

/** A file to attach to a rendered message. */
export interface AttachmentContent {
  filename: string;
  /** Its MIME type, e.g. text/calendar; charset=utf-8 or application/pdf. */
  contentType: string;
  content: Buffer;
}

@Entity({ tableName: 'mail_attachments' })
export class MailAttachment {
  /** The committee the row belongs to (platform/db/committee-context.ts). */
  @CommitteeColumn()
  committeeId?: number;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => OutboxMessage, { deleteRule: 'cascade' })
  @Index()
  message!: OutboxMessage;

  @Property({ type: 'text' })
  filename!: string;

  @Property({ type: 'text' })
  contentType!: string;

  @Property({ type: 'blob' })
  content!: Buffer;
}
