import type { BlogSeedRow } from '../../supabase/data/blog-posts';
import { EXCERPT_MAX_LENGTH } from '@/blog/blog.types';

const TOPICS = ['Arztpraxis', 'Kosmetikstudio', 'Agentur', 'Treuhandbüro', 'Malerbetrieb'];

const FILLER =
  'Ein KI-Sprachassistent nimmt jeden Anruf an, beantwortet häufige Fragen und bucht Termine direkt im Kalender – rund um die Uhr, freundlich und mit natürlicher Stimme. ';

/**
 * `count` published articles for load and byte-budget tests: two per day going back from
 * 2025-12-31 (so the id tie-break matters), titles and excerpts as long as the table allows
 * (the worst case for a list page), long bodies, every other one without a picture.
 */
export function generateBlogPosts(count: number): BlogSeedRow[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const day = new Date(Date.UTC(2025, 11, 31) - Math.floor(index / 2) * 86_400_000);
    const topic = TOPICS[index % TOPICS.length]!;
    const title = `Fallstudie ${n}: Wie ein ${topic} mit einem KI-Sprachassistenten jede Woche viele Stunden am Telefon spart`;
    return {
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      slug: `fallstudie-${n}`,
      title: title.slice(0, 140),
      excerpt: FILLER.repeat(3).slice(0, EXCERPT_MAX_LENGTH),
      image: n % 2 === 0 ? null : '/images/blog/praxis.svg',
      date: day.toISOString().slice(0, 10),
      author: 'Helvox Redaktion',
      content: `<h2>${topic}</h2>${`<p>${FILLER.repeat(4)}</p>`.repeat(10)}`,
      published: true,
    };
  });
}
