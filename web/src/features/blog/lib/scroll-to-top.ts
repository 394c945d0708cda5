/**
 * A page change scrolls the window smoothly back to the top (B§2, BL-04), or at once for someone
 * who asked the system for reduced motion.
 */
export function scrollToTop() {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}
