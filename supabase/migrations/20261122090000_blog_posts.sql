-- Blog articles, read by the public site with the anonymous key.
--
-- Access rule: the anonymous role may read published rows and nothing else. Two layers hold it:
--   1. grants: anon (and authenticated, which the site never uses) get SELECT only. Supabase's
--      default privileges grant ALL on new public tables to both roles; they are revoked here.
--   2. row-level security: the only policy lets anon select rows with published = true.
-- Either layer alone already refuses writes; tests/db/blog-rls.test.ts proves both on PostgreSQL.
-- Content is managed with the service role or the dashboard, which bypass RLS.

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 140),
  -- Bounded so that a list page (card fields only) stays small however long articles get.
  excerpt text not null default '' check (char_length(excerpt) <= 280),
  -- Article body as HTML; sanitised in the browser before it is rendered.
  content text not null,
  -- Absolute https URL or a site path; null shows the site's default picture.
  image text check (
    image is null or (char_length(image) <= 500 and image ~ '^(https://|/[^/])')
  ),
  date date not null default current_date,
  author text not null check (char_length(author) between 1 and 80),
  slug text not null unique check (
    char_length(slug) <= 100 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
  ),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.blog_posts is 'Blog articles; anon reads published rows only.';

-- Serves the list query: where published = true order by date desc, id desc limit n offset m.
-- id is the tie-break that makes the order (and so offset paging) stable for equal dates.
create index blog_posts_published_date_id_idx
  on public.blog_posts (published, date desc, id desc);

create function public.blog_posts_touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger blog_posts_touch_updated_at
  before update on public.blog_posts
  for each row execute function public.blog_posts_touch_updated_at();

alter table public.blog_posts enable row level security;

revoke all on table public.blog_posts from anon, authenticated;
grant select on table public.blog_posts to anon;

create policy blog_posts_anon_read_published
  on public.blog_posts
  for select
  to anon
  using (published = true);
