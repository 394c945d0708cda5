import type { BlogPost } from '@the-gate/contract/blog';
import { ArrowRight, Newspaper } from 'lucide-react';
import { CarouselSection } from '@/components/item-carousel';
import { ProductCard } from '@/components/product-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useRecentPosts } from '../api/get-recent-posts';
import { t } from '../i18n';
import { postCategory, postExcerpt } from '../lib/post-fields';
import { PostByline, postImage } from './post-card';
import { BLOG_ERROR_TITLE } from './posts-listing';

export const POPULAR_POSTS_TITLE = t('popularPosts');

/** One post: cover, category, title, excerpt, date and author, and 'Read More'. It fades in 300 ms after it is seen (STU-05). */
function PostSlide({ post }: { post: BlogPost }) {
  const { title, slug } = post.attributes;
  return (
    <ProductCard
      fadeIn
      title={title}
      headingLevel="h3"
      image={postImage(post)}
      badges={[
        <Badge key="category" variant="secondary">
          {postCategory(post)}
        </Badge>,
      ]}
      description={postExcerpt(post)}
      footer={<PostByline post={post} />}
      actions={
        <Button asChild variant="outline" className="flex-none self-start">
          <Link to={paths.blogPost.href(slug)} aria-label={t('readMoreAbout', { title })}>
            {t('readMore')}
            <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </Button>
      }
    />
  );
}

/**
 * 'Popular Blog Posts' on the student resources landing (B§2, STU-03..STU-05): the 4 newest posts
 * (page 1, size 4). The spec's call gives an empty list on failure, so a failed or empty call leaves
 * the section out rather than showing sample posts.
 */
export function PopularPostsCarousel() {
  return (
    <CarouselSection
      title={POPULAR_POSTS_TITLE}
      icon={Newspaper}
      link={{ to: paths.blog.href(), label: t('viewAllPosts') }}
      query={useRecentPosts()}
      hideWhenEmpty
      loadingLabel={t('loadingPosts')}
      slideClassName="h-96"
      errorTitle={BLOG_ERROR_TITLE}
      emptyText={t('noPostsYet')}
    >
      {(post) => <PostSlide post={post} />}
    </CarouselSection>
  );
}
