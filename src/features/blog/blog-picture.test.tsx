import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogPicture } from './blog-picture';

const FOREIGN = 'https://bilder.fremder-host.example/praxis.jpg';
// A card's fallback after an error, and the picture's `alt=""` and width, are proven in Chromium
// (e2e/blog-hostile-data.spec.ts, blog-list.view.test.tsx).

/** jsdom has no `decode()`: Chromium's, answering as for a broken or a loaded image. */
function stubDecode(result: () => Promise<void>) {
  const decode = vi.fn(result);
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    value: decode,
    configurable: true,
  });
  return decode;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
});

describe('a blog picture that does not load shows the default picture', () => {
  it('the default picture failing too stays: no loop', () => {
    render(<BlogPicture post={{ image: FOREIGN }} data-testid="picture" />);
    const image = screen.getByTestId('picture');
    fireEvent.error(image);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/blog-default.svg');
  });

  it('a picture that failed before the app listened (prerendered page) is found on mount', async () => {
    // Chromium: a broken image is complete with no width, and decode() rejects.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    stubDecode(() => Promise.reject(new DOMException('broken', 'EncodingError')));
    render(<BlogPicture post={{ image: FOREIGN }} data-testid="picture" />);
    await waitFor(() =>
      expect(screen.getByTestId('picture')).toHaveAttribute('src', '/images/blog-default.svg'),
    );
  });

  it('a loaded picture without a size of its own (decode() resolves) stays', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const decode = stubDecode(() => Promise.resolve());
    render(<BlogPicture post={{ image: FOREIGN }} data-testid="picture" />);
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.getByTestId('picture')).toHaveAttribute('src', FOREIGN);
    expect(decode).toHaveBeenCalled();
  });
});
