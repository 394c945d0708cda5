import { DETAIL_IMAGE_SIZES, srcSetOf } from '@the-gate/contract/images';
import { localisedPath } from '@the-gate/contract/locales';
import { matchRoute, sitemapPaths } from '@the-gate/contract/route-match';
import { ROUTE_ENTRIES } from '@the-gate/contract/routes';
import { ENGLISH_ROUTE_TEXT } from '@the-gate/contract/routes-en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createMaterial } from '../catalogue/writes';

/** Issue 11 §4: robots.txt, the sitemap, and share tags in the HTML of shareable pages. */

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];
const jsonLd = (html: string) =>
  JSON.parse(html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)![1]!) as Record<string, unknown>;

type Item = { id: number; name?: string; title?: string; price: number; typeName?: string; tags?: { key: string }[] };
const list = async <T = Item>(url: string) => (await get(url)).json<T[]>();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /robots.txt', () => {
  it('is plain text that keeps crawlers out of private pages and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /my-materials');
    expect(response.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);

    // Every private page of the route table, and none of the sitemap's (issue 23 §2).
    const disallowed = [...response.body.matchAll(/^Disallow: (.+)$/gm)].map((line) => line[1]!);
    const blocked = (path: string) => disallowed.some((prefix) => path.startsWith(prefix));
    const privatePages = ROUTE_ENTRIES.filter(([, route]) => route.private);
    expect(privatePages.length).toBeGreaterThan(5);
    for (const [key, { path }] of privatePages) expect(blocked(path.replace(/:\w+/g, '7')), key).toBe(true);
    for (const page of sitemapPaths()) expect(blocked(page), page).toBe(false);
    // Issue 26 §1: the Arabic twins of private pages are kept out too, and the public ones are not.
    expect(response.body).toContain('Disallow: /ar/my-materials');
    for (const [key, { path }] of privatePages) {
      expect(blocked(localisedPath(path.replace(/:\w+/g, '7'), 'ar')), key).toBe(true);
    }
    for (const page of sitemapPaths()) expect(blocked(localisedPath(page, 'ar')), page).toBe(false);
    expect(blocked('/paymob-sandbox/pay')).toBe(true);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every material, book, package, exam, teacher course and article', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const everyLoc = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.replace(t.config.publicUrl, ''),
    );
    // Issue 26 §1: each English address is followed by its Arabic twin.
    const locs = everyLoc.filter((_, index) => index % 2 === 0);
    expect(everyLoc.filter((_, index) => index % 2 === 1)).toEqual(locs.map((loc) => localisedPath(loc, 'ar')));
    for (const page of ['/', '/materials', '/packages/year-5', '/the-gate-exams', '/blog', '/terms', '/privacy']) {
      expect(locs).toContain(page);
    }
    expect(locs.some((loc) => loc.startsWith('/my-') || loc.startsWith('/api/'))).toBe(false);
    // Issue 23 §2: the pages are exactly the route table's sitemap pages, then the items, each on a
    // page of the table that shows one (or a blog category).
    const pages = sitemapPaths();
    expect(locs.slice(0, pages.length)).toEqual(pages);
    for (const loc of locs.slice(pages.length)) {
      const page = matchRoute(loc);
      expect(page.route.item !== undefined || page.key === 'blogCategory', loc).toBe(true);
    }

    const materials = await list('/api/materials?isStandalone=true');
    const books = await list('/api/material-groups?categoryId=5');
    const packages = await list('/api/packages');
    const exams = await list('/api/exams');
    const courses = await list('/api/teacher-courses');
    const posts = (await get('/api/blog-posts?pagination[pageSize]=100')).json<{
      data: { attributes: { slug: string } }[];
    }>();
    for (const m of materials) expect(locs).toContain(`/material/${m.id}`);
    for (const b of books) expect(locs).toContain(`/digital-books/${b.id}`);
    for (const p of packages)
      expect(locs.some((loc) => new RegExp(`^/packages/year-[5-8]/${p.id}$`).test(loc))).toBe(true);
    for (const e of exams) expect(locs).toContain(`/the-gate-exams/${e.id}`);
    for (const c of courses) expect(locs).toContain(`/teacher-courses/${c.id}`);
    for (const post of posts.data) expect(locs).toContain(`/blog/${post.attributes.slug}`);
    expect(response.body).toMatch(
      new RegExp(`<loc>${t.config.publicUrl}/material/${materials[0]!.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`),
    );
  });
});

describe('share tags in the HTML of shareable pages', () => {
  it('a material page names the material, its picture and its EGP price, before any script runs', async () => {
    const [material] = await list<Item & { title: string; thumbnailPath: string }>('/api/materials?isStandalone=true');
    const response = await get(`/material/${material!.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>${material!.title} | The Gate</title>`);
    expect(meta(html, 'og:title')).toBe(`${material!.title} | The Gate`);
    expect(meta(html, 'og:url')).toBe(`${t.config.publicUrl}/material/${material!.id}`);
    // Issue 12 §3: WhatsApp and Facebook do not preview the SVG cover; its 1200x630 JPEG shows instead.
    // Issue 23 §7: the app's picture is root-relative; a share tag leaves the site, so it stays absolute.
    expect(material!.thumbnailPath).toMatch(/^\/files\/.+\.svg$/);
    const sharePath = material!.thumbnailPath.replace(/\.svg$/, '-share.jpg');
    const shareImage = `${t.config.publicUrl}${sharePath}`;
    expect(meta(html, 'og:image')).toBe(shareImage);
    expect(meta(html, 'twitter:image')).toBe(shareImage);
    expect(jsonLd(html).image).toBe(shareImage);
    const picture = await get(sharePath);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    expect(meta(html, 'og:description')!.length).toBeGreaterThan(20);
    expect(html).toContain(`<link rel="canonical" href="${t.config.publicUrl}/material/${material!.id}" />`);
    const product = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: material!.title,
      offers: { priceCurrency: 'EGP', price: material!.price.toFixed(2) },
    });
  });

  it('a detail page preloads its largest picture as the app will show it (issue 12 §3)', async () => {
    const [material] = await list<Item & { thumbnailPath: string }>('/api/materials?isStandalone=true');
    const [book] = await list<Item & { thumbnailPath: string | null; mainThumbnailPath: string | null }>(
      '/api/material-groups?categoryId=5',
    );
    const cases = [
      [`/material/${material!.id}`, material!.thumbnailPath, DETAIL_IMAGE_SIZES.material],
      [`/digital-books/${book!.id}`, (book!.thumbnailPath || book!.mainThumbnailPath)!, DETAIL_IMAGE_SIZES.book],
    ] as const;
    for (const [url, cover, sizes] of cases) {
      const html = (await get(url)).body;
      const preload = html.match(/<link rel="preload" as="image"[^>]*>/g);
      expect(preload, url).toHaveLength(1);
      expect(preload![0]).toContain(`type="image/avif"`);
      expect(preload![0]).toContain(`imagesrcset="${srcSetOf(cover, 'avif')}"`);
      expect(preload![0]).toContain(`imagesizes="${sizes}"`);
      expect(preload![0]).toContain('fetchpriority="high"');
      // The rendition it names is there to be fetched.
      const first = srcSetOf(cover, 'avif').split(' ')[0]!;
      // Root-relative (issue 23 §7): the browser preloads it from whatever address the page came from.
      expect(first).toMatch(/^\/files\//);
      expect((await get(first)).headers['content-type']).toBe('image/avif');
    }
    expect((await get('/about')).body).not.toContain('rel="preload" as="image"');
  });

  it('a book, a package, an exam and a teacher course get their own tags', async () => {
    const [book] = await list('/api/material-groups?categoryId=5');
    const [pack] = await list('/api/packages?year=Year%206');
    const [exam] = await list('/api/exams');
    const [course] = await list('/api/teacher-courses');
    for (const [url, name] of [
      [`/digital-books/${book!.id}`, book!.name],
      [`/packages/year-6/${pack!.id}`, pack!.name],
      [`/the-gate-exams/${exam!.id}`, exam!.title],
      [`/teacher-courses/${course!.id}`, course!.title],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(meta(response.body, 'og:title'), url).toBe(`${name} | The Gate`);
      expect(jsonLd(response.body)['@type'], url).toBe('Product');
    }
  });

  it('an article gets Article data with its author and dates', async () => {
    const posts = (await get('/api/blog-posts?populate=author')).json<{
      data: { attributes: { slug: string; title: string; author: { data: { attributes: { name: string } } } } }[];
    }>();
    const post = posts.data[0]!.attributes;
    const response = await get(`/blog/${post.slug}`);
    expect(response.statusCode).toBe(200);
    expect(meta(response.body, 'og:type')).toBe('article');
    expect(meta(response.body, 'og:image')).toMatch(/^http:\/\/gate\.test\/files\/blog\/covers\/.+-share\.jpg$/);
    expect(jsonLd(response.body)).toMatchObject({
      '@type': 'Article',
      headline: post.title,
      author: { name: post.author.data.attributes.name },
    });
  });

  it('an unknown or mismatched item answers 404 with the app shell, so the app shows its not-found state', async () => {
    const [pack] = await list('/api/packages');
    for (const url of [
      '/material/999999',
      '/digital-books/999999',
      `/digital-books/${pack!.id}`,
      '/packages/year-5/999999',
      '/teacher-courses/999999',
      '/the-gate-exams/999999',
      '/blog/no-such-article',
      // Beyond the database's integer, or text it refuses: still missing, never a failed query (issue 13).
      '/material/9999999999',
      '/the-gate-exams/2147483648',
      '/blog/a%00b',
      // Not an id at all: the app shows its not-found state for it too.
      '/material/abc',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('og:title');
    }
  });

  it('escapes every value: a hostile title cannot add markup or close the JSON-LD', async () => {
    const types = await list<{ id: number }>('/api/material-types');
    const hostile = await createMaterial(t.db, {
      title: '"><script>alert(1)</script></title>',
      briefDescription: 'Tom & Jerry\'s "best" </script><!-- sheet',
      description: '<p>x</p>',
      price: 10,
      typeId: types[0]!.id,
    });
    const html = (await get(`/material/${hostile.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/title&gt; | The Gate');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLd(html).name).toBe('"><script>alert(1)</script></title>');
    expect(meta(html, 'og:description')).toBe('Tom &amp; Jerry&#39;s &quot;best&quot; &lt;!-- sheet');
  });

  it('other pages have no share tags', async () => {
    const response = await get('/materials');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('og:title');
  });
});

describe("every page's HTML (issue 23 §7)", () => {
  /** The HTML's title and description as text (the server escapes them). */
  const asText = (text: string | undefined) =>
    text
      ?.replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const title = (html: string) => asText(html.match(/<title>([^<]*)<\/title>/)?.[1]);

  it("carries the page's own title and description from the route table", async () => {
    for (const [url, key] of [
      ['/login', 'login'],
      ['/signup?redirecturl=%2Fmy-materials', 'signup'],
      ['/materials', 'materials'],
      ['/books-and-notes', 'booksAndNotes'],
      ['/digital-books', 'digitalBooks'],
      ['/packages/year-5', 'packagesYear'],
      ['/case-studies/oakridge', 'caseStudy'],
      ['/school-curriculum', 'schoolCurriculum'],
      ['/for-teachers', 'forTeachers'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(title(response.body), url).toBe(ENGLISH_ROUTE_TEXT[key].title);
      expect(asText(meta(response.body, 'description')), url).toBe(ENGLISH_ROUTE_TEXT[key].description);
      expect(response.body, url).not.toContain('noindex');
    }
    expect(title((await get('/login')).body)).toBe('Sign In | The Gate');
  });

  it("a dynamic page carries its item's title, and its own while the item is not looked up", async () => {
    const [exam] = await list('/api/exams');
    expect(title((await get(`/the-gate-exams/${exam!.id}`)).body)).toBe(`${exam!.title} | The Gate`);
    expect(title((await get('/materials/type/1')).body)).toBe('Resource Type | The Gate');
    expect(title((await get('/year-level/year-6')).body)).toBe('Year Level | The Gate');
  });

  it('a private page carries its title and asks search engines not to list it', async () => {
    for (const url of ['/profile', '/my-materials', '/payment-status?ref=abc', '/course/3']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(meta(response.body, 'robots'), url).toBe('noindex');
    }
    expect(title((await get('/profile')).body)).toBe('Profile | The Gate');
  });

  it('an address that is no page answers 404 with the app shell, so the app shows its not-found page', async () => {
    for (const url of ['/no-such-page', '/x/y/z', '/material', '/materials/year-5/1/2', '/blog/category/a/b']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(title(response.body), url).toBe('Page Not Found | The Gate');
      expect(response.body, url).not.toContain('modulepreload');
    }
    // The router matches any case and a trailing slash: so does the server.
    expect((await get('/Materials/')).statusCode).toBe(200);
    // The API's own 404 is unchanged.
    const api = await get('/api/no-such-endpoint');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No API endpoint matches this request.' });
  });
});
