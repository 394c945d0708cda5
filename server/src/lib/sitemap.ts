/** One address of the sitemap: a path of the web app and when its content last changed, if known. */
export type SitemapEntry = { path: string; lastModified: Date | null };
