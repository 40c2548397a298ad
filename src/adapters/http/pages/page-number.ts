import { z } from 'zod';

/** A list page's `?page=N`: anything else than a whole number from 1 is the first page. */
export const PageQuery = z.coerce.number().int().min(1).max(100_000).catch(1);
