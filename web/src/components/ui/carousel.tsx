import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type CarouselContextValue = {
  viewportRef: ReturnType<typeof useEmblaCarousel>[0];
  scrollPrev: () => void;
  scrollNext: () => void;
  canScroll: boolean;
};

const CarouselContext = createContext<CarouselContextValue | null>(null);

function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error('Carousel parts must be used inside <Carousel>.');
  return context;
}

type CarouselProps = {
  /** Names the carousel for screen readers, e.g. "Checkpoint Books". */
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * A looping carousel (B§2, HOME-04) on embla, in the shadcn idiom: `Carousel` > `CarouselContent` >
 * `CarouselItem`, with `CarouselPrevious`/`CarouselNext`. The arrow keys move it when focus is inside.
 * With fewer slides than fit, embla turns looping off by itself and the arrows hide.
 */
export function Carousel({ label, children, className }: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' });
  const [canScroll, setCanScroll] = useState(false);

  useEffect(() => {
    if (!api) return;
    const update = () => setCanScroll(api.canScrollNext() || api.canScrollPrev());
    update();
    api.on('reInit', update).on('select', update);
    return () => {
      api.off('reInit', update).off('select', update);
    };
  }, [api]);

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  };

  return (
    <CarouselContext.Provider value={{ viewportRef, scrollPrev, scrollNext, canScroll }}>
      <section
        aria-roledescription="carousel"
        aria-label={label}
        onKeyDownCapture={onKeyDown}
        className={cn('relative', className)}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

export function CarouselContent({ className, ...props }: ComponentProps<'div'>) {
  const { viewportRef } = useCarousel();
  return (
    <div ref={viewportRef} className="overflow-hidden">
      <div className={cn('-ml-4 flex touch-pan-y', className)} {...props} />
    </div>
  );
}

/**
 * One slide. The default widths are the spec's: one per row on a phone, 2 on medium screens, 3 on
 * large and 4 on extra large (HOME-05).
 */
export function CarouselItem({ className, ...props }: ComponentProps<'div'>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern names each slide as a group
    <div
      role="group"
      aria-roledescription="slide"
      className={cn('min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3 xl:basis-1/4', className)}
      {...props}
    />
  );
}

function ArrowButton({ direction, className }: { direction: 'previous' | 'next'; className?: string }) {
  const { scrollPrev, scrollNext, canScroll } = useCarousel();
  if (!canScroll) return null;
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <Button
      type="button"
      variant="floating"
      size="icon"
      shape="round"
      className={className}
      onClick={direction === 'previous' ? scrollPrev : scrollNext}
      aria-label={direction === 'previous' ? 'Previous slide' : 'Next slide'}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

/** The previous/next pair, placed under the slides so they never cover a card on a phone. */
export function CarouselControls({ className }: { className?: string }) {
  return (
    <div className={cn('mt-4 flex justify-end gap-2', className)}>
      <ArrowButton direction="previous" />
      <ArrowButton direction="next" />
    </div>
  );
}
