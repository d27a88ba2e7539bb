/** Writes `supabase/seed.sql` from the blog data module: `npx tsx supabase/generate-seed.ts`. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { blogSeedPosts } from './data/blog-posts';
import { renderSeedSql } from './data/seed-sql';

const target = fileURLToPath(new URL('./seed.sql', import.meta.url));
writeFileSync(target, renderSeedSql(blogSeedPosts));
console.log(`Wrote ${blogSeedPosts.length} articles to ${target}`);
