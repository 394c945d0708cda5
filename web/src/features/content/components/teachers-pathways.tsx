import { ArrowRight, BookMarked, type LucideIcon, Newspaper, School } from 'lucide-react';
import { useId } from 'react';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { t } from '../i18n/teachers';

type Pathway = { icon: LucideIcon; title: string; text: string; href: string; linkLabel: string };

/** Where the hub leads besides the courses: the catalogue's teacher resources, the blog, school services. */
export const TEACHER_PATHWAYS: readonly Pathway[] = [
  {
    icon: BookMarked,
    title: t('resourcesTitle'),
    text: t('resourcesText'),
    href: paths.materials.href(),
    linkLabel: t('browseResources'),
  },
  {
    icon: Newspaper,
    title: t('blogTitle'),
    text: t('blogText'),
    href: paths.blog.href(),
    linkLabel: t('blogLink'),
  },
  {
    icon: School,
    title: t('schoolsTitle'),
    text: t('schoolsText'),
    href: paths.forSchools.href(),
    linkLabel: t('schoolsLink'),
  },
];

/** "More for your classroom": one card per pathway, each with a link that names where it goes. */
export function TeachersPathways() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="max-w-3xl">
        <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
          {t('moreTitle')}
        </h2>
        <p className="mt-2 text-slate-600">{t('moreIntro')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {TEACHER_PATHWAYS.map(({ icon: Icon, title, text, href, linkLabel }) => (
          <li
            key={href}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-200 hover:shadow-md"
          >
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
            <p className="flex-1 text-slate-600">{text}</p>
            <Link
              to={href}
              className="inline-flex items-center gap-1 self-start rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {linkLabel}
              <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
