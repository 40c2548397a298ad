import type { Readiness } from '#application/system/check-readiness.ts';
import { apiError } from '#adapters/http/api/errors.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { HealthSchema, ReadinessSchema } from './system.schemas.ts';

const system = apiRoutes('System');

const healthRoute = system.get('/healthz', 'public', {
  summary: 'Liveness: the process answers',
  success: { description: 'The process is alive', schema: HealthSchema },
});

const readyRoute = system.get('/readyz', 'public', {
  summary: 'Readiness: the database answers',
  success: { description: 'Ready to serve requests', schema: ReadinessSchema },
  errors: [503],
});

export const makeSystemRoutes = (useCases: { checkReadiness: () => Promise<Readiness> }) =>
  createApiRouter()
    .openapi(healthRoute, (c) => c.json({ data: { status: 'ok' as const } }, 200))
    .openapi(readyRoute, async (c) => {
      const readiness = await useCases.checkReadiness();
      if (!readiness.ready) {
        return apiError(c, 503, 'NOT_READY', 'api.notReady');
      }
      return c.json({ data: readiness }, 200);
    });
