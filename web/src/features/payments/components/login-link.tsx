import { paths } from '@/config/paths';
import { Link, useLocation } from '@/lib/router';
import { t } from '../i18n';

type Props = { hash?: string; onClick?: () => void };

/**
 * 'Log in', coming back here afterwards (AMB-19 reading 2): the current path and query, plus
 * `hash` (`#cart` reopens the cart drawer).
 */
export function LoginLink({ hash = '', onClick }: Props) {
  const { pathname, search } = useLocation();
  return (
    <Link
      to={paths.login.href(`${pathname}${search}${hash}`)}
      onClick={onClick}
      className="mt-1 inline-block font-medium text-brand-700 underline underline-offset-4"
    >
      {t('logIn')}
    </Link>
  );
}
