import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = {
  /** The small line above the title: who the page is for. */
  eyebrow?: { icon: LucideIcon; text: string };
  title: ReactNode;
  /** The introduction under the title. */
  intro?: ReactNode;
  /** Buttons under the introduction. */
  children?: ReactNode;
};

/** A landing page's dark band: who it is for, its h1 in the serif face, the introduction and the calls to action. */
export function PageHero({ eyebrow, title, intro, children }: Props) {
  const Icon = eyebrow?.icon;
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-4 pt-12 pb-14 text-white">
      <div className="mx-auto max-w-7xl">
        {eyebrow && Icon && (
          <p className="mb-3 flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-400 uppercase">
            <Icon className="size-5" aria-hidden="true" />
            {eyebrow.text}
          </p>
        )}
        <h1 className="max-w-3xl font-serif text-3xl leading-tight font-bold sm:text-5xl">{title}</h1>
        {intro && <p className="mt-4 max-w-2xl text-lg text-brand-100">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
