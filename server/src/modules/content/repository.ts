import { asc, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { likePattern } from '../../lib/like-pattern';
import { distributorLocations, distributors } from './schema';

export function selectDistributors(db: Database, search?: string) {
  const term = search?.trim();
  return db
    .select()
    .from(distributors)
    .where(
      term
        ? or(ilike(distributors.name, likePattern(term)), ilike(distributors.description, likePattern(term)))
        : undefined,
    )
    .orderBy(asc(distributors.sortOrder), asc(distributors.id));
}

export function selectLocations(db: Database, distributorIds: number[]) {
  if (distributorIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(distributorLocations)
    .where(inArray(distributorLocations.distributorId, distributorIds))
    .orderBy(asc(distributorLocations.sortOrder), asc(distributorLocations.id));
}
