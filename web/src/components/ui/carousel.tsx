import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type TouchEvent,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { t } from '@/components/i18n';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DIRECTION } from '@/lib/i18n';
import { type Edges, emblaEdges, prefersReducedMotion, slideAtScroll, trackEdges, whenStill } from './carousel-track';

type CarouselContextValue = {
  trackRef: RefObject<HTMLDivElement | null>;
  /** Embla has the slides (after the first touch); before, the track scrolls by itself. */
  enhanced: boolean;
  edges: Edges;
  onTrackScroll: () => void;
  scrollPrev: () => void;
  scrollNext: () => void;
};

const CarouselContext = createContext<CarouselContextValue | null>(null);

function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error('Carousel parts must be used inside <Carousel>.');
  return context;
}

/**
 * Before anything is measured (the server's render, and the first render that hydrates it): at the
 * start with more to come, so the page is sent with its arrows and they never push the page down.
 */
const UNMEASURED: Edges = { prev: false, next: true };

type CarouselProps = {
  /** Names the carousel for screen readers, e.g. "Checkpoint Books". */
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * A looping carousel (B§2, HOME-04) in the shadcn idiom: `Carousel` > `CarouselContent` >
 * `CarouselItem`, with `CarouselControls` under them. The arrow keys move it when focus is inside.
 *
 * Embla is not on the page until the carousel is used (issue 23 §5): until then the slides are a
 * native scroll track with scroll snapping (a swipe, a trackpad, the arrows a page at a time, each
 * disabled at its end). The first pointer, touch, wheel or focus on the carousel loads embla, which
 * takes the slides over where they stand once they are still, and adds the looping. With fewer
 * slides than fit, the arrows hide (keeping their place, so nothing moves).
 */
export function Carousel({ label, children, className }: CarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const apiRef = useRef<EmblaCarouselType | null>(null);
  const loading = useRef(false);
  const touches = useRef(0);
  const [enhanced, setEnhanced] = useState(false);
  const [edges, setEdges] = useState(UNMEASURED);

  const showEdges = useCallback((next: Edges) => {
    setEdges((current) => (current.prev === next.prev && current.next === next.next ? current : next));
  }, []);

  const onTrackScroll = useCallback(() => {
    const track = trackRef.current;
    if (track && !apiRef.current) showEdges(trackEdges(track));
  }, [showEdges]);

  // The track's edges after every render (the slides may have changed) and on every resize.
  useEffect(onTrackScroll);
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const observer = new ResizeObserver(onTrackScroll);
    observer.observe(track);
    return () => observer.disconnect();
  }, [onTrackScroll]);
  useEffect(
    () => () => {
      apiRef.current?.destroy();
      apiRef.current = null;
    },
    [],
  );

  const takeOver = useCallback(
    async (EmblaCarousel: typeof import('embla-carousel').default) => {
      const track = trackRef.current;
      if (!track) return;
      await whenStill(track, () => touches.current > 0);
      if (trackRef.current !== track) return;
      // One task, so one paint: the track stops scrolling natively and embla shows the same slide.
      const startIndex = slideAtScroll(track);
      flushSync(() => setEnhanced(true));
      track.scrollLeft = 0;
      const api = EmblaCarousel(track, { loop: true, align: 'start', startIndex, direction: DIRECTION });
      apiRef.current = api;
      const update = () => showEdges(emblaEdges(api));
      update();
      api.on('reInit', update).on('select', update);
    },
    [showEdges],
  );

  const enhance = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('embla-carousel').then(
      ({ default: EmblaCarousel }) => takeOver(EmblaCarousel),
      () => {
        // Offline, say: the track keeps working, and the next touch tries again.
        loading.current = false;
      },
    );
  }, [takeOver]);

  const scroll = useCallback((direction: 1 | -1) => {
    const jump = prefersReducedMotion();
    const api = apiRef.current;
    if (api) {
      if (direction > 0) api.scrollNext(jump);
      else api.scrollPrev(jump);
      return;
    }
    const track = trackRef.current;
    // Right to left, the next page is further left (issue 26 §3).
    const onward = DIRECTION === 'rtl' ? -direction : direction;
    // direction-ok: scrollBy's left is a scroll offset, not a style
    track?.scrollBy({ left: onward * track.clientWidth, behavior: jump ? 'auto' : 'smooth' });
  }, []);
  const scrollPrev = useCallback(() => scroll(-1), [scroll]);
  const scrollNext = useCallback(() => scroll(1), [scroll]);

  // The arrow key towards where the slides come from goes back: left in English, right in Arabic.
  const [backKey, onKey] = DIRECTION === 'rtl' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === backKey) {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === onKey) {
      event.preventDefault();
      scrollNext();
    }
  };

  const countTouches = (event: TouchEvent<HTMLElement>) => {
    touches.current = event.touches.length;
  };

  return (
    <CarouselContext.Provider value={{ trackRef, enhanced, edges, onTrackScroll, scrollPrev, scrollNext }}>
      <section
        aria-roledescription={t('carousel')}
        aria-label={label}
        onKeyDownCapture={onKeyDown}
        onPointerEnter={enhance}
        onPointerDown={enhance}
        onTouchStart={(event) => {
          countTouches(event);
          enhance();
        }}
        onTouchEnd={countTouches}
        onTouchCancel={countTouches}
        onFocus={enhance}
        onWheel={enhance}
        className={cn('relative', className)}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

/**
 * The slides' track. Until embla takes it, it scrolls sideways by itself with no scrollbar, snapping
 * a slide's content (not its left gutter, hence the negative scroll margin: a snap area wider than
 * the track would let it rest anywhere in the gutter) to the track's start; then it is embla's viewport.
 */
export function CarouselContent({ className, ...props }: ComponentProps<'div'>) {
  const { trackRef, enhanced, onTrackScroll } = useCarousel();
  return (
    <div
      ref={trackRef}
      onScroll={onTrackScroll}
      className={cn(
        enhanced
          ? 'overflow-hidden'
          : 'snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
      )}
    >
      <div className={cn('-ms-4 flex', enhanced && 'touch-pan-y', className)} {...props} />
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
      aria-roledescription={t('slide')}
      className={cn(
        'min-w-0 shrink-0 grow-0 snap-start -scroll-ms-4 basis-full ps-4 md:basis-1/2 lg:basis-1/3 xl:basis-1/4',
        className,
      )}
      {...props}
    />
  );
}

function ArrowButton({ direction, className }: { direction: 'previous' | 'next'; className?: string }) {
  const { scrollPrev, scrollNext, edges } = useCarousel();
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <Button
      type="button"
      variant="floating"
      size="icon"
      shape="round"
      className={className}
      disabled={!(direction === 'previous' ? edges.prev : edges.next)}
      onClick={direction === 'previous' ? scrollPrev : scrollNext}
      aria-label={direction === 'previous' ? t('previousSlide') : t('nextSlide')}
    >
      <Icon className="rtl:-scale-x-100" aria-hidden="true" />
    </Button>
  );
}

/**
 * The previous/next pair, placed under the slides so they never cover a card on a phone. When every
 * slide fits they are hidden but keep their place, so measuring the track never moves the page.
 */
export function CarouselControls({ className }: { className?: string }) {
  const { edges } = useCarousel();
  const fits = !edges.prev && !edges.next;
  return (
    <div aria-hidden={fits || undefined} className={cn('mt-4 flex justify-end gap-2', fits && 'invisible', className)}>
      <ArrowButton direction="previous" />
      <ArrowButton direction="next" />
    </div>
  );
}
