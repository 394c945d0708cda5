import { z } from 'zod';
import { searchString, strictQuery } from './common';

/** Public lists the spec hard-codes and we serve from the database (ARCHITECTURE decisions). */

export const searchQuerySchema = strictQuery({ search: searchString.optional() });

export const distributorLocationSchema = z.object({
  area: z.string(),
  address: z.string(),
  phones: z.array(z.string()),
  mapUrl: z.string().nullable(),
});

export const distributorSchema = z.object({
  id: z.int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  description: z.string(),
  tags: z.array(z.string()),
  locations: z.array(distributorLocationSchema),
});
export type Distributor = z.infer<typeof distributorSchema>;
