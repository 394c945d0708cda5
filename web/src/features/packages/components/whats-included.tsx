import type { Material } from '@the-gate/contract/catalogue';
import { TAG_KEYS } from '@the-gate/contract/catalogue-rules';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { paths } from '@/config/paths';
import { includesBySkill, itemCount } from '../lib/package-fields';

const sectionOf = (material: Material) =>
  material.tags.find((tag) => tag.key === TAG_KEYS.materialPackageType)?.value ?? null;

/**
 * "What's Included" (B§2, PD-03): the counted items grouped by skill, one accordion item per skill,
 * several open at once, the first open to begin with. Each title links to its material page.
 */
export function WhatsIncluded({ materials }: { materials: Material[] | undefined }) {
  const skills = includesBySkill(materials);
  if (skills.length === 0) return <p className="text-slate-600">This package has no items listed yet.</p>;
  return (
    <Accordion
      type="multiple"
      defaultValue={[skills[0]?.skill ?? '']}
      className="rounded-xl border border-slate-200 bg-white px-4"
    >
      {skills.map(({ skill, materials: items }) => (
        <AccordionItem key={skill} value={skill}>
          <AccordionTrigger>
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4">
              <span className="break-words">{skill}</span>
              <span className="text-sm font-normal text-slate-500">{itemCount(items.length)}</span>
            </span>
          </AccordionTrigger>
          <AccordionContent>
            <ul className="flex flex-col gap-2">
              {items.map((material) => (
                <li key={material.id} className="flex items-start gap-2">
                  <FileText className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                  <span className="flex min-w-0 flex-col">
                    <Link to={paths.material.href(material.id)} className="break-words text-brand-700 hover:underline">
                      {material.title}
                    </Link>
                    {sectionOf(material) && <span className="text-xs text-slate-500">{sectionOf(material)}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
