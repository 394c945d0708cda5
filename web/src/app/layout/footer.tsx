import { Mail, MapPin, Phone } from 'lucide-react';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { t } from './i18n';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

/** Social addresses are not in the spec (AMB-29); these are the product's own pages. */
const SOCIAL = [
  { label: 'facebook', href: 'https://www.facebook.com/thegate.eg' },
  { label: 'linkedin', href: 'https://www.linkedin.com/company/thegate-eg' },
  { label: 'whatsapp', href: 'https://wa.me/201001234567' },
] as const;

/** A§2 footer: blurb, contact details, social links, legal links and the current year (FTR-01..FTR-06). */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p className="text-slate-600">{t('footerBlurb')}</p>
        </div>
        <address className="space-y-2 text-sm text-slate-700 not-italic">
          <h2 className="mb-2 text-sm font-semibold text-slate-900">{t('contactUs')}</h2>
          <p className="flex items-center gap-2">
            <Phone className="size-4 text-brand-600" aria-hidden="true" />
            {/* A phone number reads left to right inside Arabic text too (issue 26 §3). */}
            <a href="tel:+20225550123" dir="ltr" className="hover:underline">
              +20 2 2555 0123
            </a>
          </p>
          <p className="flex items-center gap-2">
            <Mail className="size-4 text-brand-600" aria-hidden="true" />
            <a href="mailto:hello@thegate.example" className="hover:underline">
              hello@thegate.example
            </a>
          </p>
          <p className="flex items-center gap-2">
            <MapPin className="size-4 text-brand-600" aria-hidden="true" />
            {t('address')}
          </p>
        </address>
        <div className="space-y-2 text-sm">
          <h2 className="mb-2 font-semibold text-slate-900">{t('followUs')}</h2>
          <ul className="flex gap-4">
            {SOCIAL.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 capitalize hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('copyright', { year })}</p>
          <ul className="flex gap-4">
            <li>
              <Link to={paths.terms.href()} className="hover:underline">
                {t('terms')}
              </Link>
            </li>
            <li>
              <Link to={paths.privacy.href()} className="hover:underline">
                {t('privacy')}
              </Link>
            </li>
            <li>
              <LanguageSwitch place="footer" />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
