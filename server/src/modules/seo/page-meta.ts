import type { Material, MaterialGroup } from '@the-gate/contract/catalogue';
import { DIGITAL_BOOKS_CATEGORY_ID, TAG_KEYS } from '@the-gate/contract/catalogue-rules';
import { idString, isSafeText } from '@the-gate/contract/common';
import { DETAIL_IMAGE_SIZES, hasRenditions, shareImageOf } from '@the-gate/contract/images';
import type { RouteMatch } from '@the-gate/contract/route-match';
import type { RouteItem, RouteParams } from '@the-gate/contract/routes';
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
const itemId = idString('id');

/** The tags of a page of the route table that shows an item, from its address parameters. */
type Resolve = (params: RouteParams, url: string) => Promise<PageMetaResult>;

/**
 * A resolver of a page whose item is named by the id in its parameter `name`. Anything but an id
 * the database's integer can hold names no item: the page is missing, never a failed query (issue 13 §2).
 */
function byId(name: string, resolve: (id: number, url: string) => Promise<PageMetaResult>): Resolve {
  return async (params, url) => {
    const id = itemId.safeParse(params[name]);
    return id.success ? resolve(id.data, url) : 'missing';
  };
}

/** The years a package page can be under (`/packages/year-5/3`). */
const PACKAGE_YEAR = /^year-[5-8]$/;
/** A longer slug is not looked up: the page is left to the app, like a page without an item. */
const MAX_SLUG = 200;

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
 * WhatsApp or Facebook shows the product or the article without running the app. Which pages
 * show which item is the route table's (`item`, `@the-gate/contract/routes`).
 */
export function createPageMeta({ publicUrl, catalogue, exams, courses, blog }: PageMetaDeps) {
  const resolvers: Record<RouteItem, Resolve> = {
    material: byId('id', async (id, url) => {
      const material = await found(() => catalogue.getMaterial(id));
      if (material === 'missing') return material;
      const src = material.thumbnailPath;
      const lcpImage = src ? { src, sizes: DETAIL_IMAGE_SIZES.material } : null;
      return { ...product(publicUrl, url, materialSellable(material)), lcpImage };
    }),
    book: byId('id', async (id, url) => {
      const book = await found(() => catalogue.getGroup(id, {}));
      if (book === 'missing' || book.categoryId !== DIGITAL_BOOKS_CATEGORY_ID) return 'missing';
      return { ...product(publicUrl, url, groupSellable(book)), lcpImage: groupCover(book, DETAIL_IMAGE_SIZES.book) };
    }),
    package: async (params, url) => {
      // Under a year that is not offered the app shows no package; nothing is looked up.
      if (!PACKAGE_YEAR.test(params.year ?? '')) return null;
      return byId('packageId', async (id) => {
        const pack = await found(() => catalogue.getGroup(id, {}));
        if (pack === 'missing' || !pack.tags.some((tag) => tag.key === TAG_KEYS.packageType)) return 'missing';
        return {
          ...product(publicUrl, url, groupSellable(pack)),
          lcpImage: groupCover(pack, DETAIL_IMAGE_SIZES.package),
        };
      })(params, url);
    },
    course: byId('courseId', async (id, url) => {
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
    exam: byId('id', async (id, url) => {
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
    // The slug comes decoded, as the app's router gives it to the page.
    article: async ({ slug = '' }, url) => {
      if (slug.length > MAX_SLUG) return null;
      // No post's slug has a control character; the database would refuse a NUL (issue 13 §2).
      if (!isSafeText(slug)) return 'missing';
      const { data } = await blog.listPosts({
        'filters[slug][$eq]': slug,
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
  };

  /** The tags of the page `match` (at `pathname`), when it shows an item. */
  return async function pageMeta({ route, params }: RouteMatch, pathname: string): Promise<PageMetaResult> {
    return route.item ? resolvers[route.item](params, `${publicUrl}${pathname}`) : null;
  };
}

export type PageMetaResolver = ReturnType<typeof createPageMeta>;
