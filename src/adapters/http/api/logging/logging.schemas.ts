import { z } from '@hono/zod-openapi';
import { text } from '#adapters/http/validation/text.ts';

export const LogEntrySchema = z
  .object({
    level: z.enum(['debug', 'info', 'warn', 'error']),
    msg: text({ min: 1, max: 2000, trim: false }),
    data: z.unknown().optional(),
  })
  .openapi('ClientLogEntry');
