import { FileText, type LucideIcon } from 'lucide-react';

/**
 * A list row's small cover, or an empty frame when it has none (the picture is decoration: the name
 * says what it is); `wide` for a course's landscape picture, `icon` for the empty frame.
 */
export function CoverThumb({
  src,
  wide = false,
  icon: Icon = FileText,
}: {
  src: string | null;
  wide?: boolean;
  icon?: LucideIcon;
}) {
  const size = wide ? 'h-9 w-14' : 'h-12 w-9';
  return src ? (
    <img src={src} alt="" loading="lazy" className={`${size} rounded border border-slate-200 object-cover`} />
  ) : (
    <span className={`grid ${size} place-items-center rounded border border-dashed border-slate-300 text-slate-400`}>
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}
