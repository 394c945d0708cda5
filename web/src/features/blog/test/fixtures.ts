import type { BlogPost, BlogPostsResponse } from '@the-gate/contract/blog';

/** Blog posts in the server's Strapi v4 shape (contract/src/blog.ts, GET /api/blog-posts with populate). */

const media = (id: number, url: string) => ({
  data: {
    id,
    attributes: {
      url,
      alternativeText: null,
      width: 1200,
      height: 675,
      formats: { small: { url: url.replace('/covers/', '/covers/small_'), width: 500, height: 281 } },
    },
  },
});

export function post(id: number, title: string, overrides: Partial<BlogPost['attributes']> = {}): BlogPost {
  return {
    id,
    attributes: {
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      description: null,
      content: '<p>An article.</p>',
      createdAt: '2026-10-01T09:00:00.000Z',
      updatedAt: '2026-10-02T09:00:00.000Z',
      publishedAt: '2026-10-02T09:00:00.000Z',
      coverImage: media(100 + id, `http://gate.test/files/blog/covers/post-${id}.jpg`),
      author: { data: { id: 3, attributes: { name: 'Mona Khaled', avatar: { data: null } } } },
      category: { data: { id: 2, attributes: { name: 'Reading', slug: 'reading' } } },
      ...overrides,
    },
  };
}

export const readingStamina = post(14, 'Five ways to build reading stamina', {
  description: 'Practical ideas for Year 5–6 readers.',
  publishedAt: '2026-10-02T09:00:00.000Z',
});

/** No description: its excerpt comes from its content, which is longer than 150 characters. */
export const persuasiveWriting = post(13, 'Persuasive writing that persuades', {
  content: `<h2>Start with the reader</h2><p>${'Every persuasive text has a reader to win over. '.repeat(5)}</p>`,
  publishedAt: '2026-09-20T09:00:00.000Z',
  author: { data: { id: 4, attributes: { name: 'Omar Fathy' } } },
});

/** No category: it reads "Education". */
export const examDay = post(12, 'Getting ready for exam day', {
  description: 'What to pack, what to read and how to rest.',
  publishedAt: '2026-09-01T09:00:00.000Z',
  category: { data: null },
});

export const poetryCorner = post(11, 'Poetry corner: reading aloud', {
  description: 'Why poems belong in every lesson.',
  publishedAt: '2026-08-15T09:00:00.000Z',
});

export const recentPosts = [readingStamina, persuasiveWriting, examDay, poetryCorner];

export function postsPage(data: BlogPost[], total = data.length): BlogPostsResponse {
  return { data, meta: { pagination: { page: 1, pageSize: 4, pageCount: Math.ceil(total / 4), total } } };
}

/** `count` posts, newest first, numbered from `from` ("Post 1", "Post 2", ...). */
export function numberedPosts(count: number, from = 1): BlogPost[] {
  return Array.from({ length: count }, (_, index) => post(500 + from + index, `Post ${from + index}`));
}

/** A page of the list or category pages, 6 a page, as the server answers it. */
export function listPage(data: BlogPost[], { page = 1, total = data.length } = {}): BlogPostsResponse {
  return { data, meta: { pagination: { page, pageSize: 6, pageCount: Math.ceil(total / 6), total } } };
}
