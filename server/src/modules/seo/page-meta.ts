import type { Material, MaterialGroup } from '@the-gate/contract/catalogue';
import { DIGITAL_BOOKS_CATEGORY_ID, TAG_KEYS } from '@the-gate/contract/catalogue-rules';
import { idString, isSafeText } from '@the-gate/contract/common';
import { DETAIL_IMAGE_SIZES, hasRenditions, shareImageOf } from '@the-gate/contract/images';
import { HttpError } from '../../lib/http-errors';
import type { BlogService } from '../blog/service';
import type { CatalogueService } from '../catalogue/service';
import type { CoursesService } from '../courses/service';
import type { ExamsService } from '../exams/service';
import { type PageMeta, summaryOf } from './html-meta';

export type PageMetaDeps = {
  publicUrl: string;
  catalogue: Pick<CatalogueService, 'getMaterial' | 'getGroup'>;
  exams: Pick<ExamsService, 'getExam'>;
  courses: Pick<CoursesService, 'getTeacherCourse'>;
  blog: Pick<BlogService, 'listPosts'>;
};

/** A shareable page's tags; `missing` when its item does not exist; null for any other page. */
export type PageMetaResult = PageMeta | 'missing' | null;

const SITE = 'The Gate';
const ID = '([1-9]\\d{0,9})';
const itemId = idString('id');

/**
 * A resolver of a page whose path ends in an item id. An id the database's integer cannot hold
 * names no item: the page is missing, never a failed query (issue 13 §2).
 */
function byId(resolve: (id: number, url: string) => Promise<PageMetaResult>) {
  return async ([, raw]: RegExpMatchArray, url: string): Promise<PageMetaResult> => {
    const id = itemId.safeParse(raw);
    return id.success ? resolve(id.data, url) : 'missing';
  };
}

type Sellable = { name: string; summary: string; image: string | null; price: number; isFree: boolean };

/**
 * The picture a shared link shows. WhatsApp and Facebook do not preview SVG: a public image's
 * 1200x630 JPEG stands in (issue 12 §3). The app's file URLs are root-relative (issue 23 §7); a
 * share tag leaves the site, so it names the picture at PUBLIC_URL.
 */
function shareImage(publicUrl: string, image: string | null): string | null {
  if (!image) return null;
  const shared = hasRenditions(image) ? shareImageOf(image) : image;
  return shared.startsWith('/') && !shared.startsWith('//') ? `${publicUrl}${shared}` : shared;
}

function product(publicUrl: string, url: string, sellable: Sellable): PageMeta {
  const item = { ...sellable, image: shareImage(publicUrl, sellable.image) };
  const title = `${item.name} | ${SITE}`;
  return {
    title,
    description: item.summary,
    url,
    image: item.image,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: item.name,
      description: item.summary,
      ...(item.image && { image: item.image }),
      brand: { '@type': 'Brand', name: SITE },
      offers: {
        '@type': 'Offer',
        url,
        price: (item.isFree ? 0 : item.price).toFixed(2),
        priceCurrency: 'EGP',
        availability: 'https://schema.org/InStock',
      },
    },
  };
}

const groupSellable = (group: MaterialGroup): Sellable => ({
  name: group.name,
  summary: summaryOf(group.briefDescription || group.description),
  image: group.mainThumbnailPath ?? group.thumbnailPath,
  price: group.price,
  isFree: group.isFree,
});

const materialSellable = (m: Material): Sellable => ({
  name: m.title,
  summary: summaryOf(m.briefDescription || m.description),
  image: m.thumbnailPath,
  price: m.price,
  isFree: m.isFree,
});

/** A book's or package's cover as its page shows it (web: bookCover, packageCover). */
function groupCover(group: MaterialGroup, sizes: string) {
  const src = group.thumbnailPath || group.mainThumbnailPath;
  return src ? { src, sizes } : null;
}

/** A 404 from a service means the item is not there; anything else is not ours to hide. */
async function found<T>(load: () => Promise<T>): Promise<T | 'missing'> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return 'missing';
    throw error;
  }
}

/**
 * The tags the server writes into the HTML of a shareable page (issue 11 §4), so a link pasted in
 * WhatsApp or Facebook shows the product or the article without running the app.
 */
export function createPageMeta({ publicUrl, catalogue, exams, courses, blog }: PageMetaDeps) {
  const routes: [RegExp, (match: RegExpMatchArray, url: string) => Promise<PageMetaResult>][] = [
    [
      new RegExp(`^/material/${ID}$`),
      byId(async (id, url) => {
        const material = await found(() => catalogue.getMaterial(id));
        if (material === 'missing') return material;
        const src = material.thumbnailPath;
        const lcpImage = src ? { src, sizes: DETAIL_IMAGE_SIZES.material } : null;
        return { ...product(publicUrl, url, materialSellable(material)), lcpImage };
      }),
    ],
    [
      new RegExp(`^/digital-books/${ID}$`),
      byId(async (id, url) => {
        const book = await found(() => catalogue.getGroup(id, {}));
        if (book === 'missing' || book.categoryId !== DIGITAL_BOOKS_CATEGORY_ID) return 'missing';
        return { ...product(publicUrl, url, groupSellable(book)), lcpImage: groupCover(book, DETAIL_IMAGE_SIZES.book) };
      }),
    ],
    [
      new RegExp(`^/packages/year-[5-8]/${ID}$`),
      byId(async (id, url) => {
        const pack = await found(() => catalogue.getGroup(id, {}));
        if (pack === 'missing' || !pack.tags.some((tag) => tag.key === TAG_KEYS.packageType)) return 'missing';
        return {
          ...product(publicUrl, url, groupSellable(pack)),
          lcpImage: groupCover(pack, DETAIL_IMAGE_SIZES.package),
        };
      }),
    ],
    [
      new RegExp(`^/teacher-courses/${ID}$`),
      byId(async (id, url) => {
        const course = await found(() => courses.getTeacherCourse(id));
        if (course === 'missing') return course;
        return product(publicUrl, url, {
          name: course.title,
          summary: summaryOf(course.description),
          image: course.image,
          price: course.price,
          isFree: course.isFree,
        });
      }),
    ],
    [
      new RegExp(`^/the-gate-exams/${ID}$`),
      byId(async (id, url) => {
        const exam = await found(() => exams.getExam(id));
        if (exam === 'missing') return exam;
        return product(publicUrl, url, {
          name: exam.title,
          summary: summaryOf(exam.description),
          image: exam.thumbnailPath,
          price: exam.price,
          isFree: exam.isFree,
        });
      }),
    ],
    [
      /^\/blog\/([^/]{1,200})$/,
      async ([, slug], url) => {
        let decoded: string;
        try {
          decoded = decodeURIComponent(slug!);
        } catch {
          return 'missing';
        }
        // No post's slug has a control character; the database would refuse a NUL (issue 13 §2).
        if (!isSafeText(decoded)) return 'missing';
        const { data } = await blog.listPosts({
          'filters[slug][$eq]': decoded,
          populate: ['coverImage', 'author', 'category'],
        });
        const post = data[0];
        if (!post) return 'missing';
        const a = post.attributes;
        const cover = a.coverImage?.data?.attributes;
        const image = shareImage(publicUrl, cover?.url ?? null);
        // The article shows the large format when there is one (web: postCover).
        const shown = cover && (cover.formats.large ?? cover).url;
        const description = summaryOf(a.description || a.content);
        return {
          title: `${a.title} | ${SITE}`,
          description,
          url,
          image,
          type: 'article',
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: a.title,
            description,
            ...(image && { image }),
            datePublished: a.publishedAt,
            dateModified: a.updatedAt,
            ...(a.author?.data && { author: { '@type': 'Person', name: a.author.data.attributes.name } }),
            publisher: { '@type': 'Organization', name: SITE },
            mainEntityOfPage: url,
          },
          lcpImage: shown ? { src: shown, sizes: DETAIL_IMAGE_SIZES.article } : null,
        };
      },
    ],
  ];

  return async function pageMeta(pathname: string): Promise<PageMetaResult> {
    for (const [pattern, resolve] of routes) {
      const match = pathname.match(pattern);
      if (match) return resolve(match, `${publicUrl}${pathname}`);
    }
    return null;
  };
}

export type PageMetaResolver = ReturnType<typeof createPageMeta>;
