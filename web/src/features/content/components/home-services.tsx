import { ArrowRight, BookOpen, GraduationCap, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from '@/components/ui/carousel';
import { paths } from '@/config/paths';

export const OUR_SERVICES_TITLE = 'Our Services';

/** Exactly these two cards (B§2, HOME-03). */
const SERVICES = [
  {
    title: 'For Teachers',
    to: paths.forTeachers.href(),
    icon: GraduationCap,
    text: "The Teachers' Hub: teaching resources, presentations and professional-development courses for Checkpoint English.",
  },
  {
    title: 'For Students',
    to: paths.studentServices.href(),
    icon: BookOpen,
    text: 'Textbooks and notes, practice materials, exams and presentations for Years 5 to 8, picked by year.',
  },
] as const;

function ServiceCard({ title, to, icon: Icon, text }: (typeof SERVICES)[number]) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
        <Icon className="size-6 text-brand-600" aria-hidden="true" />
      </span>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {/* The link covers the whole card. */}
        <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
          {title}
        </Link>
      </h3>
      <p className="text-sm text-slate-600">{text}</p>
      <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-brand-700">
        Explore
        <ArrowRight className="size-4" />
      </span>
    </article>
  );
}

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
              <ServiceCard {...service} />
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselControls />
      </Carousel>
    </div>
  );
}
