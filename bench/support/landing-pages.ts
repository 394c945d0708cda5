import { localisedPath } from '@the-gate/contract/locales';

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The six storefront pages people land on (home, the catalogue, a material, a book, a package, an
 * article), with real ids from the demo data of the server at `base`. Lighthouse and the bundle
 * budget measure the same six, so their figures can be read side by side.
 */
export async function landingPages(base: string): Promise<Record<string, string>> {
  const [material] = await getJson<{ id: number }[]>(`${base}/api/materials/popular?limit=1`);
  const books = await getJson<{ id: number }[]>(`${base}/api/material-groups?categoryId=5`);
  const packages = await getJson<{ id: number; name: string }[]>(`${base}/api/packages`);
  const posts = await getJson<{ data: { attributes: { slug: string } }[] }>(
    `${base}/api/blog-posts?pagination[page]=1&pagination[pageSize]=1`,
  );
  const pro = packages.find((item) => item.name === 'Year 5 Pro Package') ?? packages[0];
  if (!material || !books[0] || !pro || !posts.data[0]) throw new Error('The demo data lacks a page to measure.');
  return {
    home: '/',
    materials: '/materials',
    material: `/material/${material.id}`,
    book: `/digital-books/${books[0].id}`,
    package: `/packages/year-5/${pro.id}`,
    article: `/blog/${posts.data[0].attributes.slug}`,
  };
}

/**
 * The same six pages and their Arabic twins under /ar (issue 26 §7): `home` and `home-ar`, and so
 * on, each language after the other.
 */
export async function landingPagesInBothLanguages(base: string): Promise<Record<string, string>> {
  const pages = await landingPages(base);
  const arabic = Object.entries(pages).map(([name, page]) => [`${name}-ar`, localisedPath(page, 'ar')]);
  return { ...pages, ...Object.fromEntries(arabic) };
}
