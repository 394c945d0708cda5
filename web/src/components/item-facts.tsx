import type { Tag } from '@the-gate/contract/catalogue';
import { t } from '@/components/i18n';
import { Badge } from '@/components/ui/badge';

/** One labelled fact of a detail page (author, pages, ...); nothing at all when the value is missing. */
export function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
}

/** An item's tags as badges under a "Tags" heading (MD-05, BD-05); nothing when there are none. */
export function TagList({ tags }: { tags: Tag[] }) {
  if (tags.length === 0) return null;
  return (
    <div>
      <h2 className="text-sm font-medium text-slate-500">{t('tags')}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.id}>
            <Badge variant="outline">{tag.value}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
