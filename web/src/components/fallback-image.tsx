import { type ComponentProps, useState } from 'react';

export const DEFAULT_IMAGE = '/images/default-material.svg';

/** Any thumbnail or cover that fails to load is replaced by the default image (A§8, GLB-13). */
export function FallbackImage({ src, alt, ...props }: ComponentProps<'img'>) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed || !src ? DEFAULT_IMAGE : src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      {...props}
    />
  );
}
