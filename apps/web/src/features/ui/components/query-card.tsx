import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

/**
 * A card that shows what a query loaded: a skeleton of the card's height while it loads, the
 * error as an alert if it failed, then the card itself.
 */
export function QueryCard<T>(props: {
  query: UseQueryResult<T>;
  /** The skeleton's height class, close to the loaded card's (e.g. `h-72`). */
  skeletonClassName: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <Skeleton className={props.skeletonClassName} />;
  if (query.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
        {query.error.message}
      </p>
    );
  return props.children(query.data);
}
