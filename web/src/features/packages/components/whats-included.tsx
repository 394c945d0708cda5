import type { Material } from '@the-gate/contract/catalogue';
import { TAG_KEYS } from '@the-gate/contract/catalogue-rules';
import { ChevronDown, FileText } from 'lucide-react';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { sectionLabel, skillLabel, t } from '../i18n';
import { includesBySkill, itemCount } from '../lib/package-fields';

const sectionOf = (material: Material) =>
  material.tags.find((tag) => tag.key === TAG_KEYS.materialPackageType)?.value ?? null;

/**
 * "What's Included" (B§2, PD-03): the counted items grouped by skill, one accordion item per skill,
 * several open at once, the first open to begin with. Each title links to its material page.
 *
 * The accordion is the browser's own (`<details>`): it opens and closes before the app's script
 * has loaded on a page the server rendered, announces itself as expanded or collapsed, and costs
 * nothing when the page hydrates (a scripted accordion measured its panels and drew itself again
 * in the middle of hydration, the longest task of the package page's start on a phone).
 */
export function WhatsIncluded({ materials }: { materials: Material[] | undefined }) {
  const skills = includesBySkill(materials);
  if (skills.length === 0) return <p className="text-slate-600">{t('noItemsListed')}</p>;
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4">
      {skills.map(({ skill, materials: items }, index) => (
        <details key={skill} open={index === 0} className="group border-b border-slate-200 last:border-b-0">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded py-4 text-start font-medium text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4">
              <span className="break-words">{skillLabel(skill)}</span>
              <span className="text-sm font-normal text-slate-500">{itemCount(items.length)}</span>
            </span>
            <ChevronDown
              className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <ul className="flex flex-col gap-2 pb-4 text-sm">
            {items.map((material) => (
              <li key={material.id} className="flex items-start gap-2">
                <FileText className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="flex min-w-0 flex-col">
                  <Link to={paths.material.href(material.id)} className="break-words text-brand-700 hover:underline">
                    {material.title}
                  </Link>
                  {sectionOf(material) && (
                    <span className="text-xs text-slate-500">{sectionLabel(sectionOf(material) ?? '')}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
