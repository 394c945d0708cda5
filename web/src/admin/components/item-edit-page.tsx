import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { ApiError } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { PageTitle } from './page-title';

type Props<T> = {
  /** The list the page belongs to, linked above the title. */
  back: { to: string; label: string };
  /** What the page edits, in its messages ("material", "exam"). */
  noun: string;
  queryKey: (id: string) => readonly unknown[];
  load: (id: string, signal?: AbortSignal) => Promise<T>;
  titleOf: (item: T) => string;
  /** The editor of the item once it has loaded; keyed by `keyOf` so another item starts afresh. */
  children: (item: T) => ReactNode;
  keyOf: (item: T) => string | number;
  /** The answers that mean "no such item" (a course's id the server refuses, 400, too). */
  notFoundOn?: readonly number[];
};

/** The link back to the list a page belongs to, above its title. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="mb-2 text-sm">
      <Link to={to} className="font-medium text-brand-700 underline underline-offset-2">
        {label}
      </Link>
    </p>
  );
}

/**
 * A new item's page (issue 24 §2): the link back to its list, the title, then its form.
 */
export function NewItemPage({
  back,
  title,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <BackLink {...back} />
      <PageTitle title={title} />
      <div className="max-w-3xl">{children}</div>
    </>
  );
}

/**
 * An item's edit page, the same frame for every kind (issue 24 §6): the link back to its list, its
 * name as the title, and a loading state, a "no such item" (404) or an error with a retry.
 */
export function ItemEditPage<T>({
  back,
  noun,
  queryKey,
  load,
  titleOf,
  children,
  keyOf,
  notFoundOn = [404],
}: Props<T>) {
  const { id = '' } = useParams<{ id: string }>();
  const item = useQuery({
    queryKey: queryKey(id),
    queryFn: ({ signal }) => load(id, signal),
    refetchOnWindowFocus: false,
  });
  const notFound = item.error instanceof ApiError && notFoundOn.includes(item.error.status);
  return (
    <>
      <BackLink {...back} />
      <PageTitle title={item.data ? titleOf(item.data) : `Edit ${noun}`} />
      {item.isPending ? (
        <LoadingState label={`Loading the ${noun}...`} layout="start" />
      ) : item.isError ? (
        <ErrorState
          title={notFound ? `There is no such ${noun}` : `The ${noun} could not load`}
          message={notFound ? 'It may have been removed. Go back to the list.' : 'Check your connection and try again.'}
          {...(!notFound && { onRetry: () => void item.refetch() })}
        />
      ) : (
        <Fragment key={keyOf(item.data)}>{children(item.data)}</Fragment>
      )}
    </>
  );
}

/**
 * Reads an item again after a change of ours (a save, a status, an upload) and marks its kind's
 * lists stale: the form's next save expects this version (issue 24 §2: `expectedUpdatedAt`).
 */
export function useReloadItem<T>(
  queryKey: readonly unknown[],
  load: (signal?: AbortSignal) => Promise<T>,
  lists: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return async () => {
    const fresh = await queryClient.fetchQuery({ queryKey, queryFn: ({ signal }) => load(signal), staleTime: 0 });
    void queryClient.invalidateQueries({ queryKey: lists });
    return fresh;
  };
}
