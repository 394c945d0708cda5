import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { DETAIL_IMAGE_SIZES } from '@the-gate/contract/images';
import { ArrowLeft, Download, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { Breadcrumb, fromHome } from '@/components/breadcrumb';
import { FallbackImage } from '@/components/fallback-image';
import { HtmlContent } from '@/components/html-content';
import { Fact, TagList } from '@/components/item-facts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { formatLongDate, formatPrice } from '@/lib/format';
import { bookCartItem, bookCover, bookPrice, bookTitle, bookYear, visibleTags } from '../lib/book-fields';

export function BackToBooks() {
  return (
    <Link
      to={paths.digitalBooks.href()}
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-600 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Books
    </Link>
  );
}

/** 'Preview Book' opens the preview PDF in a new tab; disabled without one (BD-04). */
function PreviewBook({ href }: { href: string | null }) {
  if (!href) {
    return (
      <Button size="lg" variant="outline" disabled>
        <Eye aria-hidden="true" />
        Preview Book
      </Button>
    );
  }
  return (
    <Button asChild size="lg" variant="outline">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <Eye aria-hidden="true" />
        Preview Book
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
          Download
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
  const tags = visibleTags(book);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={fromHome({ label: 'Digital Books', href: paths.digitalBooks.href() }, { label: title })} />
      <div className="mt-4">
        <BackToBooks />
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <FallbackImage
          src={bookCover(book)}
          alt={title}
          width={480}
          height={640}
          sizes={DETAIL_IMAGE_SIZES.book}
          priority
          className="mx-auto aspect-[3/4] w-full max-w-sm self-start rounded-xl border border-slate-200 bg-white object-contain shadow-sm lg:mx-0"
        />
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            {book.typeName && <Badge>{book.typeName}</Badge>}
            {year && <Badge variant="accent">{year}</Badge>}
            {book.isFree && <Badge variant="success">Free</Badge>}
          </div>
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{title}</h1>
          {book.briefDescription && <p className="text-slate-600">{book.briefDescription}</p>}
          <p className="text-3xl font-bold text-slate-900">{formatPrice(bookPrice(book))}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <BuyOrDownload book={book} />
            <PreviewBook href={book.previewFilePath} />
          </div>
          <dl className="grid grid-cols-2 gap-4 border-t border-slate-200 pt-4 sm:grid-cols-3">
            <Fact label="Author" value={book.author} />
            <Fact label="Published" value={formatLongDate(book.publishDate)} />
            <Fact label="Pages" value={book.pages} />
            <Fact label="Type" value={book.typeName} />
            <Fact label="Year Level" value={year} />
            <Fact label="Downloads" value={book.downloadCount?.toLocaleString('en-US')} />
          </dl>
          <TagList tags={tags} />
        </div>
      </div>

      {/*
        Only 'Description' has a trigger (BD-06). The spec's details and preview tabs have none and
        cannot be reached, so they are not rendered: the facts above hold the details and
        'Preview Book' opens the preview.
      */}
      <Tabs defaultValue="description" className="mt-10">
        <TabsList>
          <TabsTrigger value="description">Description</TabsTrigger>
        </TabsList>
        <TabsContent value="description" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          {book.description ? (
            <HtmlContent html={book.description} />
          ) : (
            <p className="text-slate-600">No description has been added for this book yet.</p>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
