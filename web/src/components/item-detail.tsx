import type { Tag } from '@the-gate/contract/catalogue';
import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/breadcrumb';
import { FallbackImage } from '@/components/fallback-image';
import { HtmlContent } from '@/components/html-content';
import { t } from '@/components/i18n';
import { TagList } from '@/components/item-facts';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** The detail page's picture, the page's largest (its LCP): `sizes` must match the server's preload hint. */
export type DetailImage = {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** The box's ratio class, e.g. `aspect-[3/4]`. */
  aspect: string;
  sizes: string;
  /** How wide the picture may grow in its column (`max-w-md`); none: the column's width. */
  maxWidth?: string;
};

type Props = {
  crumbs: Crumb[];
  /** The way back, under the breadcrumb. */
  back?: ReactNode;
  image: DetailImage;
  badges: ReactNode;
  title: string;
  summary?: string | null;
  price: ReactNode;
  actions: ReactNode;
  /** The item's facts (`Fact`s), in a description list under the actions. */
  facts?: ReactNode;
  tags?: Tag[];
  /** Under the picture and the facts: the tabs, the description, what the item holds. */
  children?: ReactNode;
};

/**
 * A product's own page (a material, a book, an exam, a group of a year): breadcrumb, the picture
 * beside badges, title, summary, price, the actions, facts and tags; then `children`. One column on
 * a phone, the picture first.
 */
export function ItemDetail({
  crumbs,
  back,
  image,
  badges,
  title,
  summary,
  price,
  actions,
  facts,
  tags,
  children,
}: Props) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={crumbs} />
      {back && <div className="mt-4">{back}</div>}
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <FallbackImage
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes={image.sizes}
          priority
          className={cn(
            image.aspect,
            image.maxWidth,
            'mx-auto w-full self-start rounded-xl border border-slate-200 bg-white object-contain shadow-sm lg:mx-0',
          )}
        />
        {/* break-words for the column: a long word in a title wraps instead of widening the page. */}
        <div className="flex min-w-0 flex-col gap-4 break-words">
          <div className="flex flex-wrap gap-2">{badges}</div>
          {/* The item's own words, in English: isolated inside an Arabic page (issue 26 §3). */}
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            <bdi>{title}</bdi>
          </h1>
          {summary && (
            <p dir="auto" className="text-slate-600">
              {summary}
            </p>
          )}
          <p className="text-3xl font-bold text-slate-900">{price}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">{actions}</div>
          {facts && <dl className="grid grid-cols-2 gap-4 border-t border-slate-200 pt-4 sm:grid-cols-3">{facts}</dl>}
          {tags && <TagList tags={tags} />}
        </div>
      </div>
      {children}
    </div>
  );
}

/**
 * An item's description as the server sanitised it, or a line saying it has none yet (MD-07, BD-06).
 * `noun` is the item's kind in English ("material", "book", "package", "exam", "course"): the English
 * line says it, the Arabic one picks its own sentence by it (any other value gets a general one).
 */
export function Description({ html, noun }: { html: string | null | undefined; noun: string }) {
  if (html) return <HtmlContent html={html} />;
  return <p className="text-slate-600">{t('noDescription', { noun })}</p>;
}

/** The detail page's placeholder while its item loads, under a hidden h1 named `label`. */
export function ItemDetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="sr-only">{label}</h1>
      <Skeleton className="h-4 w-64" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <Skeleton className="aspect-[4/3] w-full" />
        <SkeletonStack lines={['h-6 w-40', 'h-9 w-full', 'h-5 w-3/4', 'h-11 w-60']} />
      </div>
    </div>
  );
}
