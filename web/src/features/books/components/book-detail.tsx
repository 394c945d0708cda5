import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { DETAIL_IMAGE_SIZES } from '@the-gate/contract/images';
import { Download, Eye } from 'lucide-react';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { BackLink } from '@/components/back-link';
import { fromHome } from '@/components/breadcrumb';
import { Description, ItemDetail } from '@/components/item-detail';
import { Fact } from '@/components/item-facts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { formatLongDate, formatPrice } from '@/lib/format';
import { FORMAT_LOCALE } from '@/lib/i18n';
import { t, yearLabel } from '../i18n';
import { bookCartItem, bookCover, bookPrice, bookTitle, bookYear, visibleTags } from '../lib/book-fields';

export function BackToBooks() {
  return <BackLink to={paths.digitalBooks.href()}>{t('backToBooks')}</BackLink>;
}

/** 'Preview Book' opens the preview PDF in a new tab; disabled without one (BD-04). */
function PreviewBook({ href }: { href: string | null }) {
  if (!href) {
    return (
      <Button size="lg" variant="outline" disabled>
        <Eye aria-hidden="true" />
        {t('previewBook')}
      </Button>
    );
  }
  return (
    <Button asChild size="lg" variant="outline">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <Eye aria-hidden="true" />
        {t('previewBook')}
      </a>
    </Button>
  );
}

/**
 * The server sends `downloadUrl` only to a user who owns the book (contract §5.5), so with one the
 * book is downloaded rather than bought again; as 'Download' does on the material page.
 */
function BuyOrDownload({ book }: { book: MaterialGroup }) {
  if (book.downloadUrl) {
    return (
      <Button asChild size="lg">
        <a href={book.downloadUrl} target="_blank" rel="noopener noreferrer">
          <Download aria-hidden="true" />
          {t('download')}
        </a>
      </Button>
    );
  }
  return <AddToCartButton size="lg" item={bookCartItem(book)} addedLabel="Added to Cart" />;
}

/** A loaded book: cover, price, actions, facts, tags and the description (B§2, BD-01..BD-06). */
export function BookDetail({ book }: { book: MaterialGroup }) {
  const title = bookTitle(book);
  const year = bookYear(book);
  return (
    <ItemDetail
      crumbs={fromHome({ label: t('digitalBooks'), href: paths.digitalBooks.href() }, { label: title })}
      back={<BackToBooks />}
      image={{
        src: bookCover(book),
        alt: title,
        width: 480,
        height: 640,
        aspect: 'aspect-[3/4]',
        sizes: DETAIL_IMAGE_SIZES.book,
        maxWidth: 'max-w-sm',
      }}
      badges={
        <>
          {book.typeName && <Badge>{book.typeName}</Badge>}
          {year && <Badge variant="accent">{yearLabel(year)}</Badge>}
          {book.isFree && <Badge variant="success">{t('free')}</Badge>}
        </>
      }
      title={title}
      summary={book.briefDescription}
      price={formatPrice(bookPrice(book))}
      actions={
        <>
          <BuyOrDownload book={book} />
          <PreviewBook href={book.previewFilePath} />
        </>
      }
      facts={
        <>
          <Fact label={t('author')} value={book.author} />
          <Fact label={t('published')} value={formatLongDate(book.publishDate)} />
          <Fact label={t('pages')} value={book.pages} />
          <Fact label={t('type')} value={book.typeName} />
          <Fact label={t('yearLevel')} value={year && yearLabel(year)} />
          <Fact label={t('downloads')} value={book.downloadCount?.toLocaleString(FORMAT_LOCALE)} />
        </>
      }
      tags={visibleTags(book)}
    >
      {/*
        Only 'Description' has a trigger (BD-06). The spec's details and preview tabs have none and
        cannot be reached, so they are not rendered: the facts above hold the details and
        'Preview Book' opens the preview.
      */}
      <Tabs defaultValue="description" className="mt-10">
        <TabsList>
          <TabsTrigger value="description">{t('tabDescription')}</TabsTrigger>
        </TabsList>
        <TabsContent value="description" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <Description html={book.description} noun="book" />
        </TabsContent>
      </Tabs>
    </ItemDetail>
  );
}
