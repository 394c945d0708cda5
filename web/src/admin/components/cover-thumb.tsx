import { FileText } from 'lucide-react';

/** A list row's small cover, or an empty frame when it has none (the picture is decoration: the name says what it is). */
export function CoverThumb({ src }: { src: string | null }) {
  return src ? (
    <img src={src} alt="" loading="lazy" className="h-12 w-9 rounded border border-slate-200 object-cover" />
  ) : (
    <span className="grid h-12 w-9 place-items-center rounded border border-dashed border-slate-300 text-slate-400">
      <FileText className="size-4" aria-hidden="true" />
    </span>
  );
}
