import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSearchParams } from '@/lib/router';
import { PageTitle } from '../components/page-title';
import { CategoriesSection } from '../taxonomies/categories-section';
import { MaterialTypesSection } from '../taxonomies/material-types-section';
import { TagsSection } from '../taxonomies/tags-section';

const SECTIONS = [
  { value: 'types', label: 'Material types' },
  { value: 'categories', label: 'Categories' },
  { value: 'tags', label: 'Tags' },
] as const;
type Section = (typeof SECTIONS)[number]['value'];

const sectionFrom = (value: string | null): Section =>
  SECTIONS.find((section) => section.value === value)?.value ?? 'types';

/**
 * The catalogue's taxonomies (issue 24 §2, §6): material types, categories and tags, one tab each.
 * The tab and the tags' key live in the address (`?section=tags&key=levels`), so Back and a shared
 * link open the same list, as the Materials list keeps its filters.
 */
export function TaxonomiesPage() {
  const [params, setParams] = useSearchParams();
  const section = sectionFrom(params.get('section'));
  const tagKey = params.get('key') ?? '';
  const go = (next: Record<string, string>) => setParams(next, { replace: true });

  return (
    <>
      <PageTitle title="Taxonomies" />
      <Tabs value={section} onValueChange={(value) => go(value === 'types' ? {} : { section: value })}>
        <TabsList aria-label="Taxonomies" className="max-w-full flex-wrap">
          {SECTIONS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="types" margin="mt-6">
          <MaterialTypesSection />
        </TabsContent>
        <TabsContent value="categories" margin="mt-6">
          <CategoriesSection />
        </TabsContent>
        <TabsContent value="tags" margin="mt-6">
          <TagsSection
            tagKey={tagKey}
            onKeyChange={(key) => go(key ? { section: 'tags', key } : { section: 'tags' })}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
