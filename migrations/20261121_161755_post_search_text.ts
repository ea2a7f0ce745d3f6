import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { foldForSearch } from '../src/lib/foldForSearch'
import { lexicalPlainText } from '../src/lib/readTime'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts_locales" ADD COLUMN "search_text" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_search_text" varchar;`)

  // Posts saved before this migration get the same folded text the beforeChange hook writes.
  const { rows } = await db.execute<{
    id: number
    title: string | null
    excerpt: string | null
    content: unknown
  }>(sql`SELECT "id", "title", "excerpt", "content" FROM "posts_locales"`)
  for (const row of rows) {
    const text = foldForSearch(
      [row.title ?? '', row.excerpt ?? '', lexicalPlainText(row.content)].join(' '),
    )
    await db.execute(sql`UPDATE "posts_locales" SET "search_text" = ${text} WHERE "id" = ${row.id}`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts_locales" DROP COLUMN "search_text";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_search_text";`)
}
