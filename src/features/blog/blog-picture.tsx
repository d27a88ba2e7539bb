import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { BLOG_IMAGE_SIZE, blogImageSrc, DEFAULT_BLOG_IMAGE } from '@/blog/blog-image';
import type { BlogPostCard } from '@/blog/blog.types';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'>;

/**
 * An article's picture (card and article page; decorative, `alt=""`). When it does not load
 * (a host the Content-Security-Policy refuses, a broken link, the host down) the default
 * picture takes its place: never a broken image. A picture that failed before the app took
 * over the prerendered page fired its `error` before React listened: it is found on mount.
 */
export function BlogPicture({
  post,
  ...props
}: { post: Pick<BlogPostCard, 'image'> } & PictureProps) {
  const own = blogImageSrc(post);
  const [failed, setFailed] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const src = failed === own ? DEFAULT_BLOG_IMAGE : own;

  useEffect(() => {
    const image = ref.current;
    if (!image || own === DEFAULT_BLOG_IMAGE) return;
    // Loaded and empty: broken, or an image without a size of its own; decode() tells.
    if (image.complete && image.naturalWidth === 0) {
      (typeof image.decode === 'function' ? image.decode() : Promise.reject()).catch(() =>
        setFailed(own),
      );
    }
  }, [own]);

  return (
    <img
      ref={ref}
      {...props}
      src={src}
      width={BLOG_IMAGE_SIZE.width}
      height={BLOG_IMAGE_SIZE.height}
      alt=""
      onError={() => {
        if (src !== DEFAULT_BLOG_IMAGE) setFailed(own);
      }}
    />
  );
}
