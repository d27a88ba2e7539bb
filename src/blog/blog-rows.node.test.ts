import { describe, expect, it, vi } from 'vitest';
import { MALFORMED_ROWS, rowWith } from '../../tests/tables/blog-rows';
import { toCard, toPage, toPost } from './blog-rows';

const good = (n: number) => rowWith(200 + n, {});

// The slug rule (lower-case words of a–z and 0–9 joined by single hyphens, ≤ 100), both ways:
// src/build/dist-files.node.test.ts (every hostile slug refused, every good one its folder), and
// each hostile slug's row below.
describe('rows one by one: a malformed row is no card and no article', () => {
  const notRows = [null, undefined, 'text', 7, [], [good(1)]];
  it.each([
    ...MALFORMED_ROWS,
    ...notRows.map((row) => [`not a row: ${JSON.stringify(row)}`, row] as const),
  ])('%s', (_, row) => {
    expect(toCard(row)).toBeNull();
    expect(toPost(row)).toBeNull();
  });

  it('a good row is a card and an article', () => {
    expect(toCard(good(1))).toMatchObject({ id: 'bad-201', slug: 'schlechte-zeile-201' });
    expect(toCard(good(1))).not.toHaveProperty('content');
    expect(toPost(good(1))?.content).toBe(good(1).content);
  });
});

// Its warning on the browser's console by default: e2e/blog-hostile-data.spec.ts.
describe('a page of rows: the malformed ones skipped and named, the good ones kept', () => {
  it.each(MALFORMED_ROWS)('%s among good rows', (_, bad) => {
    const report = vi.fn();
    const page = toPage([good(1), bad, good(2)], 6, report);
    expect(page.posts.map((card) => card.slug)).toEqual([
      'schlechte-zeile-201',
      'schlechte-zeile-202',
    ]);
    expect(page.hasMore).toBe(false);
    // The rows of the table this page covers: the next page starts after the skipped one too.
    expect(page.rowsRead).toBe(3);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toMatch(
      /^blog: skipped a malformed row \(id .+, slug .+\): \S+/,
    );
  });

  it('names the row by its id and its slug, quoted and cut', () => {
    const report = vi.fn();
    toPage([rowWith(1, { slug: '../../etc/passwd' })], 6, report);
    expect(report).toHaveBeenCalledWith(
      'blog: skipped a malformed row (id "bad-1", slug "../../etc/passwd"): slug: Invalid format',
    );
    toPage([rowWith(2, { slug: 'x'.repeat(500), title: null })], 6, report);
    expect(report.mock.calls[1]![0]).toContain(`slug "${'x'.repeat(60)}…"`);
  });

  it('reads limit + 1 rows to know more follow, even when the extra one is malformed; no rowsRead without a skipped row', () => {
    const rows = [good(1), good(2), rowWith(3, { slug: '..' })];
    const report = vi.fn();
    expect(toPage(rows, 2, report)).toEqual({
      posts: [toCard(good(1)), toCard(good(2))],
      hasMore: true,
    });
    // The extra row is not part of this page: it is judged when its own page is read.
    expect(report).not.toHaveBeenCalled();
  });
});
