import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state';

type Props<T> = {
  query: UseQueryResult<T>;
  /** What shows until the first answer: skeletons or a spinner. */
  loading: ReactNode;
  errorTitle: string;
  /** The error box's words; the error's own message when left out. */
  errorMessage?: string;
  children: (data: T) => ReactNode;
};

/**
 * The states every list and block that asks the server goes through: `loading` until the answer
 * (and again while 'Try again' asks, rather than leaving the old error up), the error with 'Try
 * again', then `children` with the data. Nothing invented stands in for a failed call (AMB-12,
 * ARCHITECTURE "Web").
 */
export function QueryView<T>({ query, loading, errorTitle, errorMessage, children }: Props<T>) {
  if (query.isPending || (query.isError && query.isFetching)) return loading;
  if (query.isError) {
    return (
      <ErrorState title={errorTitle} message={errorMessage ?? query.error.message} onRetry={() => query.refetch()} />
    );
  }
  return children(query.data);
}
