import { z } from '@hono/zod-openapi';

export const HealthSchema = z.object({ status: z.literal('ok') }).openapi('Health');
export const ReadinessSchema = z
  .object({
    ready: z.boolean(),
    checks: z.object({ database: z.enum(['ok', 'failed']) }),
  })
  .openapi('Readiness');
