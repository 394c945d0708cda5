import { UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { t } from '../i18n';

/**
 * `/profile`: a coming-soon placeholder with no notify button (A§2, PH-05); it needs no sign-in
 * (PH-09). The privacy text's "account settings" will live here one day (AMB-53).
 */
export function ProfilePage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-600">
        <UserRound className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold text-slate-900">{t('profileComingSoon')}</h1>
      <p className="text-slate-600">{t('profileIntro')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.myMaterials.href()}>{t('myMaterials')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home.href()}>{t('backToHome')}</Link>
        </Button>
      </div>
    </section>
  );
}
