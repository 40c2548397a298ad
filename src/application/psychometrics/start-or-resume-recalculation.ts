import type { RecalculationStore } from '#application/ports/psychometrics.port.ts';
import type { StartRecalculation } from './start-recalculation.ts';

/** The running run, or a new one: what `npm run cli -- recalc` works on. */
export const makeStartOrResumeRecalculation =
  (deps: { start: StartRecalculation; recalculations: Pick<RecalculationStore, 'running'> }) =>
  async (input: { startedBy: string | null }): Promise<{ id: string; resumed: boolean }> => {
    const running = await deps.recalculations.running();
    if (running) return { id: running.id, resumed: true };
    const started = await deps.start(input);
    if (started.ok) return { id: started.value.id, resumed: false };
    // Another process started one between the two reads: join it.
    const other = await deps.recalculations.running();
    if (!other) throw new Error('A recalculation was reported running but none is');
    return { id: other.id, resumed: true };
  };
