import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { blogSeedPosts, HOSTILE_SLUG } from '../../supabase/data/blog-posts';
import { sanitizeArticleHtml } from './sanitize';
import { samplePosts } from './sample-posts';

/** The sanitised markup parsed back, to assert on elements rather than on strings. */
function render(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizeArticleHtml(html);
  return root;
}

const attributesOf = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name));

// The hostile seed article, rendered on the built site (its traps clicked, nothing run, sent
// or loaded): e2e/blog-article.spec.ts.
describe('sanitizeArticleHtml', () => {
  it('keeps headings, paragraphs, lists, links, images (https and relative) and emphasis', () => {
    const html = `<h2>Titel</h2><h3>Unter</h3><p>Text <strong>fett</strong> <em>kursiv</em> <code>x</code></p>
      <ul><li>eins</li></ul><ol><li>zwei</li></ol><blockquote>Zitat</blockquote><hr>
      <a href="/blog/anderer-artikel">intern</a><img src="https://cdn.helvox.ch/a.webp" alt="">
      <figure><img src="/images/blog/praxis.svg" alt="Praxis" width="1200" height="675"><figcaption>Bild</figcaption></figure>
      <table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>`;
    const root = render(html);
    for (const tag of 'h2 h3 p strong em code ul ol li blockquote hr figure figcaption table th td'.split(
      ' ',
    ))
      expect(root.querySelector(tag), tag).not.toBeNull();
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/blog/anderer-artikel');
    const [remote, img] = root.querySelectorAll('img');
    expect(remote?.getAttribute('src')).toBe('https://cdn.helvox.ch/a.webp');
    expect(img?.getAttribute('src')).toBe('/images/blog/praxis.svg');
    expect(img?.getAttribute('alt')).toBe('Praxis');
    expect(img?.getAttribute('width')).toBe('1200');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it.each([
    ['scripts, styles and their content', '<script>alert(1)</script><style>p{color:red}</style>'],
    [
      'iframes, objects and embeds',
      '<iframe src="https://x.invalid"></iframe><object data="x.swf"></object><embed src="x.swf">',
    ],
    [
      'forms with every control and their texts',
      '<form action="https://collect.invalid"><label>E-Mail<input name="email"></label><textarea>t</textarea><select><option>o</option></select><button formaction="https://x.invalid">Senden</button></form>',
    ],
    [
      'svg, math, base, meta and link elements',
      '<svg onload="x()"><script>x()</script></svg><math></math><base href="https://evil.invalid/"><meta http-equiv="refresh" content="0;url=https://evil.invalid"><link rel="stylesheet" href="x.css">',
    ],
  ])('removes %s', (_, markup) => {
    expect(render(`<p>a</p>${markup}<p>ok</p>`).innerHTML).toBe('<p>a</p><p>ok</p>');
  });

  it('removes every event handler, inline style, class, id and name', () => {
    const root = render(
      '<p onclick="x()" style="position:fixed" class="x" id="login" name="y">a</p><img src="/a.png" onerror="x()" onload="x()"><a href="/" onmouseover="x()">b</a>',
    );
    expect(attributesOf(root)).toEqual(['src', 'loading', 'decoding', 'href']);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'tel:+41441234567',
  ])('drops the link target %j but keeps the text', (href) => {
    const root = render(`<p><a href="${href}">Checkliste</a></p>`);
    expect(root.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(root.textContent).toBe('Checkliste');
  });

  it('opens external links in a new tab without access to this page, others in the same tab', () => {
    const root = render(
      '<a href="https://www.edoeb.admin.ch/" target="_self" rel="opener">x</a><a href="/#demo">a</a><a href="mailto:info@helvox.ch">b</a>',
    );
    const [external, ...own] = root.querySelectorAll('a');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    for (const link of own) {
      expect(link.hasAttribute('target')).toBe(false);
      expect(link.hasAttribute('rel')).toBe(false);
      expect(link.hasAttribute('href')).toBe(true);
    }
  });

  it.each(['data:image/png;base64,AAAA', 'javascript:alert(1)', 'file:///etc/passwd', null])(
    'drops an image whose source is %j (an image without one is invalid HTML), keeps the text',
    (src) => {
      const img = src === null ? '<img alt="x">' : `<img src="${src}" alt="">`;
      expect(render(`<p>${img}Text</p>`).innerHTML).toBe('<p>Text</p>');
    },
  );

  it('leaves every other seeded and sample article intact', () => {
    const articles = [...blogSeedPosts.filter((p) => p.slug !== HOSTILE_SLUG), ...samplePosts];
    for (const post of articles) {
      const before = document.createElement('div');
      before.innerHTML = post.content;
      const after = render(post.content);
      expect(after.textContent, post.slug).toBe(before.textContent);
      expect(after.querySelectorAll('*').length, post.slug).toBe(
        before.querySelectorAll('*').length,
      );
    }
  });

  it("sanitises in the window it is given (prerendering: jsdom at the site's URL)", () => {
    const site = new JSDOM('', { url: 'https://helvox.example/' }).window as unknown as Window &
      typeof globalThis;
    const html = '<a href="https://helvox.example/blog">x</a><img src="javascript:alert(1)">';
    expect(sanitizeArticleHtml(html, site)).toBe('<a href="https://helvox.example/blog">x</a>');
    // The same link seen from this (test) page's window leaves the site.
    expect(sanitizeArticleHtml(html)).toBe(
      '<a href="https://helvox.example/blog" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
