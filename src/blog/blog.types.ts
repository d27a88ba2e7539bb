/**
 * The blog's data as the site reads it. The types and the error the machines hold live beside
 * them (`machines/blog.domain.ts`: machines import nothing from `src/`); the site imports them
 * from here, with the table's bounds below.
 */
export {
  BlogLoadError,
  failureOf,
  rowsReadOf,
  type BlogFailure,
  type BlogPage,
  type BlogPost,
  type BlogPostCard,
  type PageRequest,
} from '../../machines/blog.domain';

/** Bounds enforced by the table's check constraints; they keep a list page small. */
export const TITLE_MAX_LENGTH = 140;
export const EXCERPT_MAX_LENGTH = 280;
export const AUTHOR_MAX_LENGTH = 80;
export const SLUG_MAX_LENGTH = 100;
export const IMAGE_MAX_LENGTH = 500;

/** Lower-case words joined by single hyphens, as the table's check constraint requires. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
