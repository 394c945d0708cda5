import { BookOpen, GraduationCap, Sparkles } from 'lucide-react';
import { type IconLink, IconLinkCard } from '@/components/icon-link-card';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from '@/components/ui/carousel';
import { paths } from '@/config/paths';
import { t } from '../i18n/home';

export const OUR_SERVICES_TITLE = t('ourServices');

/** Exactly these two cards (B§2, HOME-03). */
const SERVICES: readonly IconLink[] = [
  {
    title: t('forTeachers'),
    to: paths.forTeachers.href(),
    icon: GraduationCap,
    text: t('forTeachersText'),
  },
  {
    title: t('forStudents'),
    to: paths.studentServices.href(),
    icon: BookOpen,
    text: t('forStudentsText'),
  },
];

/** The home page's 'Our Services' carousel with its two cards (B§2, HOME-03..HOME-05). */
export function HomeServices() {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Sparkles className="size-5 text-brand-600" aria-hidden="true" />
        {OUR_SERVICES_TITLE}
      </h2>
      <Carousel label={OUR_SERVICES_TITLE}>
        <CarouselContent>
          {SERVICES.map((service) => (
            <CarouselItem key={service.title}>
              <IconLinkCard {...service} cta={t('explore')} />
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselControls />
      </Carousel>
    </div>
  );
}
