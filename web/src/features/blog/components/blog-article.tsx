import type { BlogPost } from '@the-gate/contract/blog';
import { DETAIL_IMAGE_SIZES } from '@the-gate/contract/images';
import { CalendarDays, Clock, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Breadcrumb, fromHome } from '@/components/breadcrumb';
import { ErrorState } from '@/components/error-state';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { HtmlContent } from '@/components/html-content';
import { NotFoundState } from '@/components/not-found-state';
import { SkeletonStack } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/format';
import { usePost } from '../api/get-post';
import { t } from '../i18n';
import { postAuthor, postAuthorAvatar, postCover, readTime } from '../lib/post-fields';
import { PostCategory } from './post-category';
import { BLOG_ERROR_MESSAGE, BLOG_ERROR_TITLE } from './posts-listing';

const LAYOUT = 'mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]';

/** Author (with the avatar when there is one), date in long US format, and "{N} min read" (BA-02, BA-03). */
function ArticleFacts({ post }: { post: BlogPost }) {
  const author = postAuthor(post);
  const avatar = postAuthorAvatar(post);
  const { publishedAt, content } = post.attributes;
  const date = formatLongDate(publishedAt);
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
      {author && (
        <span className="inline-flex items-center gap-2 font-medium text-slate-800">
          {avatar ? (
            <FallbackImage
              src={avatar}
              alt=""
              width={32}
              height={32}
              sizes={IMAGE_SIZES.avatar}
              className="size-8 rounded-full bg-slate-100 object-cover"
            />
          ) : (
            <UserRound className="size-4" aria-hidden="true" />
          )}
          {author}
        </span>
      )}
      {date && (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          <time dateTime={publishedAt}>{date}</time>
        </span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {readTime(content)}
      </span>
    </div>
  );
}

/**
 * A post as its page shows it, from data already at hand: the shop's article, and the back office's
 * preview of a post that is not public yet (issue 25 §5).
 */
export function BlogArticleView({ post, sidebar }: { post: BlogPost; sidebar: ReactNode }) {
  const { title, content } = post.attributes;
  const cover = postCover(post, 'article');
  return (
    <div className={LAYOUT}>
      <article className="flex min-w-0 flex-col gap-6">
        <Breadcrumb items={fromHome({ label: t('blog'), href: paths.blog.href() }, { label: title })} />
        <header className="flex flex-col gap-4">
          <div>
            <PostCategory post={post} />
          </div>
          {/* The post as written: its own direction inside a page of the other (issue 26 §3). */}
          <h1 className="font-serif text-3xl leading-tight font-bold text-slate-900 sm:text-4xl">
            <bdi>{title}</bdi>
          </h1>
          <ArticleFacts post={post} />
        </header>
        {cover && (
          // The article's largest picture (its LCP). A known size gives the box its ratio, so the
          // cover shows whole; otherwise 16:9, with the cover fitted inside.
          <FallbackImage
            src={cover.url}
            alt={cover.alt}
            width={cover.width ?? 1600}
            height={cover.height ?? 900}
            sizes={DETAIL_IMAGE_SIZES.article}
            priority
            className={cn(
              'w-full rounded-2xl bg-slate-100 object-contain',
              cover.width && cover.height ? 'h-auto' : 'aspect-[16/9]',
            )}
          />
        )}
        {/* Sanitised by the server when written (contract §5.1), rendered as HTML (BA-08). */}
        <div dir="auto">
          <HtmlContent html={content} className="text-base leading-relaxed" />
        </div>
      </article>
      {sidebar}
    </div>
  );
}

/** B§8, BA-06: no post has this slug. */
function ArticleNotFound() {
  return (
    <NotFoundState
      title={t('articleNotFound')}
      message={t('articleNotFoundMessage')}
      backTo={paths.blog.href()}
      backLabel={t('returnToBlog')}
    />
  );
}

function Loading() {
  return (
    <div className={LAYOUT}>
      <div role="status">
        <span className="sr-only">{t('loadingArticle')}</span>
        <SkeletonStack
          gap="gap-6"
          lines={[
            'h-6 w-24',
            'h-10 w-4/5',
            'h-5 w-1/2',
            ['aspect-[16/9] w-full', 'rounded-2xl'],
            'h-4 w-full',
            'h-4 w-11/12',
            'h-4 w-4/5',
          ]}
        />
      </div>
    </div>
  );
}

/**
 * /blog/{slug} (B§2, BA-01..BA-08): the post with its related-content `sidebar`, "Article Not
 * Found" for an unknown slug (the server answers it with empty data), and otherwise on failure
 * B§8's blog error with a retry. No sample post stands in for a failed call (BA-07 superseded by
 * ARCHITECTURE "Web": never invent content).
 */
export function BlogArticle({ slug, sidebar }: { slug: string; sidebar: ReactNode }) {
  const query = usePost(slug);
  // The route's own title while the post loads.
  let title: string | null = null;
  if (query.data) title = query.data.attributes.title;
  else if (slug === '' || query.data === null) title = t('articleNotFound');
  useDocumentTitle(title && `${title} | The Gate`);

  if (slug === '') return <ArticleNotFound />;
  if (query.isPending || (query.isError && query.isFetching)) return <Loading />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h1 className="sr-only">{t('blogArticle')}</h1>
        <ErrorState title={BLOG_ERROR_TITLE} message={BLOG_ERROR_MESSAGE} onRetry={() => query.refetch()} />
      </div>
    );
  }
  if (query.data === null) return <ArticleNotFound />;
  return <BlogArticleView post={query.data} sidebar={sidebar} />;
}
