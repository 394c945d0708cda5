import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { t } from '@/components/i18n';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { fadeInClasses, useInView } from '@/hooks/use-fade-in';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';

/** A card's picture: the file, its own size in pixels (the box is reserved before it loads) and the box's ratio. */
export type CardImage = {
  src: string | null | undefined;
  /** Empty (the default) when the card's title already names what the picture shows. */
  alt?: string;
  width: number;
  height: number;
  /** The box's ratio class, e.g. `aspect-[4/3]`. */
  aspect: string;
  /** The first card of a list: its picture is the page's largest (its LCP). */
  priority?: boolean;
};

type Props = {
  title: string;
  headingLevel?: 'h2' | 'h3';
  /** `lg` for the cards with more to read (courses, posts). */
  titleSize?: 'base' | 'lg';
  /**
   * Where the title leads. With `cover` the link covers the whole card (a slide, a tile); without
   * it only the title is a link. No `href`: the title is plain and the card's actions lead on.
   */
  href?: string;
  cover?: boolean;
  image?: CardImage;
  /** Takes the picture's place when a card needs more than a picture there (a library item's switch). */
  media?: ReactNode;
  /** The badges above the title; a named list with `badgesLabel`, otherwise a plain row. */
  badges?: ReactNode[];
  badgesLabel?: string;
  description?: string | null;
  /** Everything between the description and the price: facts, an author, progress. */
  children?: ReactNode;
  /** At the foot of the card, above the price (a course's progress). */
  footer?: ReactNode;
  price?: ReactNode;
  /** Beside the price, on the same line (downloads, a single Add to Cart). */
  priceAside?: ReactNode;
  /** Buttons at the foot of the card, side by side while they fit. */
  actions?: ReactNode;
  /** Fades in 300 ms after it is first scrolled into view (DB-14, STU-05). */
  fadeIn?: boolean;
  className?: string;
};

const TITLE_SIZES = { base: 'text-base', lg: 'text-lg' } as const;

/**
 * The storefront's one product card (issue 23 §3): picture (the default image when it fails),
 * badges, title, description, facts, price and actions in the same frame for materials, books,
 * packages, exams, courses and posts; each feature composes it with its own fields. The card is
 * an article named by its title, so a list of cards reads as a list of products.
 */
export function ProductCard({
  title,
  headingLevel: Heading = 'h2',
  titleSize = 'base',
  href,
  cover = false,
  image,
  media,
  badges,
  badgesLabel,
  description,
  children,
  footer,
  price,
  priceAside,
  actions,
  fadeIn = false,
  className,
}: Props) {
  const headingId = useId();
  const { ref, inView } = useInView<HTMLElement>();
  const shownBadges = badges?.filter(Boolean) ?? [];
  return (
    <article
      ref={fadeIn ? ref : undefined}
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm',
        cover && 'relative transition focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md',
        fadeIn && fadeInClasses(inView),
        className,
      )}
    >
      {media}
      {image && (
        <FallbackImage
          src={image.src}
          alt={image.alt ?? ''}
          width={image.width}
          height={image.height}
          sizes={IMAGE_SIZES.card}
          priority={image.priority}
          className={cn(image.aspect, 'w-full bg-slate-100 object-contain')}
        />
      )}
      <div className={cn('flex flex-1 flex-col p-4', cover ? 'gap-2' : 'gap-3')}>
        {shownBadges.length > 0 && <BadgeRow label={badgesLabel}>{shownBadges}</BadgeRow>}
        <Heading
          id={headingId}
          className={cn(
            TITLE_SIZES[titleSize],
            'leading-snug font-semibold break-words text-slate-900',
            cover && 'line-clamp-2',
          )}
        >
          {/* Titles and descriptions are the catalogue's, in English: isolated, so their punctuation
              stays theirs inside an Arabic page (issue 26 §3). */}
          {href ? <TitleLink to={href} cover={cover} title={title} /> : <bdi>{title}</bdi>}
        </Heading>
        {/* The description's own direction (English): its lines and the clamp's ellipsis fall right. */}
        {description && (
          <p dir="auto" className="line-clamp-3 text-sm text-slate-600">
            {description}
          </p>
        )}
        {children}
        {(footer || price !== undefined || actions) && (
          <div className="mt-auto flex flex-col gap-3 pt-1">
            {footer}
            {price !== undefined && (
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
                <p className="text-lg font-bold text-slate-900">{price}</p>
                {priceAside}
              </div>
            )}
            {actions && <div className="flex flex-wrap items-end gap-2 *:flex-1">{actions}</div>}
          </div>
        )}
      </div>
    </article>
  );
}

function BadgeRow({ label, children }: { label?: string; children: ReactNode[] }) {
  if (!label) return <div className="flex flex-wrap gap-2">{children}</div>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {children.map((badge, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the badges are fixed in number and order for a card.
        <li key={index}>{badge}</li>
      ))}
    </ul>
  );
}

function TitleLink({ to, cover, title }: { to: string; cover: boolean; title: string }) {
  return (
    <Link
      to={to}
      className={
        cover
          ? 'after:absolute after:inset-0 focus-visible:outline-none'
          : 'rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500'
      }
    >
      <bdi>{title}</bdi>
    </Link>
  );
}

/** 'View Details' to an item's page, named with the item where several cards share a page (decision 002). */
export function ViewDetailsLink({ to, name, className }: { to: string; name: string; className?: string }) {
  return (
    <Button asChild variant="outline" className={className}>
      <Link to={to} aria-label={t('actionFor', { action: t('viewDetails'), name })}>
        {t('viewDetails')}
      </Link>
    </Button>
  );
}

/** One fact of a card: the icon says it to the eye; `term`, when given, says it to a screen reader. */
export type CardFact = { icon: LucideIcon; value: ReactNode; term?: string; iconClassName?: string };

/**
 * A card's facts (duration, lessons, rating...) on one wrapping line: a named list, a description
 * list when the facts carry their terms (an exam's Duration, Questions, Difficulty), or a line of
 * its own for a single fact (a book's author).
 */
export function CardFacts({ facts, label }: { facts: CardFact[]; label?: string }) {
  const className = 'flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600';
  // The icon's grey unless the fact gives its own colours (a rating's amber star): `cn` only joins.
  const icon = ({ icon: Icon, iconClassName = 'text-slate-400' }: CardFact) => (
    <Icon className={cn('size-4 shrink-0', iconClassName)} aria-hidden="true" />
  );
  if (facts.some((fact) => fact.term)) {
    return (
      <dl aria-label={label} className={className}>
        {facts.map((fact) => (
          <div key={fact.term} className="flex items-center gap-1.5">
            {icon(fact)}
            <dt className="sr-only">{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const [only] = facts;
  if (only && facts.length === 1 && !label) {
    return (
      <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
        {icon(only)}
        {only.value}
      </p>
    );
  }
  return (
    <ul aria-label={label} className={className}>
      {facts.map((fact, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a card's facts are fixed in number and order.
        <li key={index} className="flex items-center gap-1.5">
          {icon(fact)}
          {fact.value}
        </li>
      ))}
    </ul>
  );
}

/** A card's placeholder while its list loads: the picture's box, then lines of text and a button. */
export function ProductCardSkeleton({
  aspect,
  lines = 3,
  testId,
}: {
  aspect?: string;
  lines?: number;
  testId?: string;
}) {
  return (
    <div data-testid={testId} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      {aspect && <Skeleton rounded="rounded-none" className={cn(aspect, 'w-full')} />}
      <div className="flex flex-col gap-3 p-4">
        {SKELETON_LINES.slice(0, lines).map((width) => (
          <Skeleton key={width} className={cn('h-5', width)} />
        ))}
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}

const SKELETON_LINES = ['w-1/2', 'w-full', 'w-5/6', 'w-2/3', 'w-1/3'];
