import type { Database } from '../db/client';
import { makeAvatarSvg, makeCoverSvg } from '../lib/assets/svg';
import type { FileStorage } from '../lib/file-storage';
import { writePublicImage } from '../lib/images';
import type { MediaFormats } from '../modules/blog/schema';
import { createAuthor, createBlogCategory, createMedia, createPost } from '../modules/blog/writes';
import { demoBlogAuthors, demoBlogCategories, demoBlogPosts } from './demo/blog';

/** The cover sizes a CMS would generate (contract §3.17 example). */
const COVER_FORMATS = { thumbnail: [245, 138], small: [500, 281], medium: [750, 422] } as const;

export async function seedBlog(db: Database, files: FileStorage): Promise<void> {
  const authorIds = new Map<string, number>();
  for (const [index, author] of demoBlogAuthors.entries()) {
    const key = `blog/authors/${author.key}.svg`;
    await writePublicImage(files, key, makeAvatarSvg({ name: author.name, size: 160, hue: 40 + index * 70 }));
    const avatar = await createMedia(db, { key, alternativeText: author.name, width: 160, height: 160 });
    authorIds.set(author.key, (await createAuthor(db, { name: author.name, avatarId: avatar.id })).id);
  }

  const categoryIds = new Map<string, number>();
  for (const category of demoBlogCategories) {
    categoryIds.set(category.slug, (await createBlogCategory(db, category)).id);
  }

  for (const [index, post] of demoBlogPosts.entries()) {
    const hue = (index * 47) % 360;
    const categoryName = demoBlogCategories.find((c) => c.slug === post.category)?.name ?? 'Education';
    const key = `blog/covers/${post.slug}.svg`;
    await writePublicImage(
      files,
      key,
      makeCoverSvg({ title: post.title, subtitle: categoryName, width: 1200, height: 630, hue }),
    );
    const formats: MediaFormats = {};
    for (const [name, [width, height]] of Object.entries(COVER_FORMATS)) {
      const formatKey = `blog/covers/${name}_${post.slug}.svg`;
      await writePublicImage(files, formatKey, makeCoverSvg({ title: post.title, width, height, hue }));
      formats[name as keyof MediaFormats] = { key: formatKey, width, height };
    }
    const cover = await createMedia(db, { key, alternativeText: post.coverAlt, width: 1200, height: 630, formats });
    const publishedAt = post.publishedAt ? new Date(post.publishedAt) : null;
    await createPost(db, {
      title: post.title,
      slug: post.slug,
      description: post.description,
      content: post.content,
      publishedAt,
      ...(publishedAt && { createdAt: publishedAt, updatedAt: publishedAt }),
      coverImageId: cover.id,
      authorId: authorIds.get(post.author) ?? null,
      categoryId: post.category ? (categoryIds.get(post.category) ?? null) : null,
    });
  }
}
