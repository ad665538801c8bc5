import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const UPLOAD_STATUSES = ['PENDING', 'UPLOADED', 'DELETED'] as const;

/**
 * A file a host or a visitor uploads (spec "Uploaded file"). The row is written when the upload
 * is granted (`POST /file/upload`, `POST /website/upload`) and marked UPLOADED when the bytes arrive
 * and pass the checks; `maxBytes` and `allowedTypes` are the grant's terms.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a public upload before it is tied to a workspace's form. */
    appId: uuid('app_id'),
    key: text('key').notNull(),
    name: text('name').notNull(),
    size: integer('size'),
    bucket: text('bucket').notNull().default('local'),
    contentType: text('content_type').notNull(),
    module: text('module').notNull(),
    status: text('status', { enum: UPLOAD_STATUSES }).notNull().default('PENDING'),
    maxBytes: integer('max_bytes').notNull(),
    /** The agent who asked for the grant; null for a visitor. */
    createdBy: uuid('created_by'),
    /** The access link a public upload came with ('fallback' when none). */
    accessLink: text('access_link'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_key_key').on(t.key), index('uploads_app_idx').on(t.appId, t.createdAt)],
);
