import { Heart } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useSetFavorite } from '../api/set-favorite';
import { t } from '../i18n';

type Props = { id: number; title: string; isFavorite: boolean; className?: string };

/** A favourite switch on each card (issue 9 §2): pressed while the item is a favourite. */
export function FavoriteToggle({ id, title, isFavorite, className }: Props) {
  const setFavorite = useSetFavorite();
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={isFavorite ? t('removeFavorite', { title }) : t('addFavorite', { title })}
      onClick={() => setFavorite.mutate({ id, isFavorite: !isFavorite })}
      className={cn(
        'grid size-10 place-items-center rounded-full bg-white/95 shadow-sm ring-1 ring-slate-200 transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        isFavorite ? 'text-rose-600' : 'text-slate-500 hover:text-rose-600',
        className,
      )}
    >
      <Heart className={cn('size-5', isFavorite && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
