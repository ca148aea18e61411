import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { UploadedFile } from 'shared-contracts';
import { timestamps } from './columns.js';
import { users } from './account.js';

/**
 * Every upload, by the key the server made for it. A FileRef in a portfolio must name a row owned
 * by the same user; GET /file serves only keys found here.
 */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    /** The uploader; null for product images, which belong to the catalogue, not to a person. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The uploader's file name, sanitised: shown in editors, never used to find the file. */
    name: text('name').notNull(),
    contentType: text('content_type').$type<UploadedFile['contentType']>().notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Of the stored bytes: the strong ETag. */
    sha256: text('sha256').notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('files_user_id_idx').on(table.userId)],
);

export type FileRow = typeof files.$inferSelect;
