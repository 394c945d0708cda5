import type { Distributor } from '@the-gate/contract/content';
import { ExternalLink, MapPin, Phone } from 'lucide-react';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Message } from '@/lib/i18n/message';
import { t } from '../i18n/distributors';
import { telHref } from '../lib/distributors-filter';

type Location = Distributor['locations'][number];

function LocationItem({ location }: { location: Location }) {
  return (
    <li className="flex flex-col gap-1.5 rounded-lg bg-slate-50 p-4 text-sm">
      <h4 className="flex items-center gap-1.5 font-semibold text-slate-900">
        <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
        {location.area}
      </h4>
      <p className="text-slate-700">{location.address}</p>
      {location.phones.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t('phoneNumbers', { area: location.area })}>
          {location.phones.map((phone) => (
            <li key={phone}>
              <a
                href={telHref(phone)}
                dir="ltr"
                className="inline-flex items-center gap-1 text-brand-700 hover:underline"
              >
                <Phone className="size-3.5" aria-hidden="true" />
                {phone}
              </a>
            </li>
          ))}
        </ul>
      )}
      {location.mapUrl && (
        <a
          href={location.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 self-start font-medium text-brand-700 hover:underline"
        >
          <Message
            t={t}
            id="viewOnMap"
            values={{ area: location.area }}
            components={{ 0: <span className="sr-only" /> }}
          />
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      )}
    </li>
  );
}

/** One distributor (DIS-03): image, name, description, and each location's area, address, phones and map link. */
export function DistributorCard({ distributor }: { distributor: Distributor }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <FallbackImage
        src={distributor.imageUrl}
        alt=""
        width={640}
        height={360}
        sizes={IMAGE_SIZES.card}
        className="aspect-video w-full bg-slate-100 object-contain"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h2 className="text-xl font-semibold text-slate-900">{distributor.name}</h2>
        <p className="text-slate-600">{distributor.description}</p>
        {distributor.tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t('stocks')}>
            {distributor.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <h3 className="mt-2 text-sm font-semibold text-slate-900">
          {t('locations', { count: distributor.locations.length })}
        </h3>
        <ul className="flex flex-col gap-3">
          {distributor.locations.map((location) => (
            <LocationItem key={`${location.area}-${location.address}`} location={location} />
          ))}
        </ul>
      </div>
    </article>
  );
}

export function DistributorCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      <Skeleton rounded="rounded-none" className="aspect-video w-full" />
      <div className="flex flex-col gap-3 p-6">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}
