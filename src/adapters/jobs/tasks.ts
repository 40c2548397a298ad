import type { Task, TaskList } from 'graphile-worker';
import { z } from 'zod';
import type { JobName, JobPayloads } from '../../application/ports/job-queue.port.ts';

type Handlers = { [N in JobName]: (payload: JobPayloads[N]) => Promise<unknown> };

const payloadSchemas: { [N in JobName]: z.ZodType<JobPayloads[N]> } = {
  'purge-expired-sessions': z.object({}).strict() as z.ZodType<Record<string, never>>,
};

/**
 * Turns use cases into graphile-worker tasks. Each task validates its payload first: a malformed
 * job fails loudly instead of doing half its work. Tasks must be idempotent (jobs can run twice).
 */
export const buildTaskList = (handlers: Handlers): TaskList =>
  Object.fromEntries(
    (Object.keys(handlers) as JobName[]).map((name): [JobName, Task] => [
      name,
      async (payload) => {
        const parsed = payloadSchemas[name].parse(payload ?? {});
        await (handlers[name] as (payload: unknown) => Promise<unknown>)(parsed);
      },
    ]),
  );
