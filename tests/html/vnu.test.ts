import { describe, expect, it } from 'vitest';
import { judge, type VnuMessage } from './vnu';

const root = '/work/site';
const at = (file: string) => `file:${root}/dist-e2e/prod/${file}`;

/** Messages as vnu 26 writes them for the built pages (the FAQ's old markup included). */
const css: VnuMessage = {
  type: 'error',
  url: at('index.html'),
  message: 'CSS: Unrecognized at-rule “@property”',
};
const faq: VnuMessage = {
  type: 'error',
  url: at('index.html'),
  lastLine: 12,
  message:
    'Element “div” not allowed as child of element “button” in this context. (Suppressing further errors from this subtree.)',
  extract: '<div data-scope="accordion">',
};
const info: VnuMessage = {
  type: 'info',
  url: at('200.html'),
  message:
    'Trailing slash on void elements has no effect and interacts badly with unquoted attribute values.',
};
const fatal: VnuMessage = {
  type: 'non-document-error',
  subType: 'io',
  url: at('gone.html'),
  message: 'File not found',
};

describe('the W3C checker’s verdict', () => {
  it('passes a build with only CSS messages and infos', () => {
    const verdict = judge(JSON.stringify({ messages: [css, css, info] }), root, 25);
    expect(verdict).toEqual({
      code: 0,
      lines: ['W3C Nu HTML checker: 25 pages, 0 HTML errors (2 CSS messages not counted)'],
    });
  });

  it('fails on an HTML error or a fatal one, naming page, line and markup; not on CSS or infos', () => {
    const verdict = judge(JSON.stringify({ messages: [css, faq, info, fatal] }), root, 25);
    expect(verdict.code).toBe(1);
    expect(verdict.lines).toEqual([
      'W3C Nu HTML checker: 25 pages, 2 HTML errors (1 CSS messages not counted)',
      `  dist-e2e/prod/index.html:12 ${faq.message} — <div data-scope="accordion">`,
      '  dist-e2e/prod/gone.html:? File not found',
    ]);
  });

  it('fails when the checker gave no report', () => {
    expect(judge('Error: Unable to access jarfile', root, 25).code).toBe(1);
  });
});
