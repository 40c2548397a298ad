import { createApiClient } from '#src/api-client/index.ts';
import type { Behaviour } from '#ui/islands/behaviour.ts';
import {
  draftAnswersOf,
  personalityKeysOf,
  personalityOf,
  readerOfFormData,
} from '#ui/pages/client/questionnaire-form.ts';

export type QuestionnaireDraftIslandProps = {
  /** The visit whose draft is kept (`PUT /api/clients/{id}/questionnaire` with `draft: true`). */
  clientId: string;
  csrfToken: string;
  /** The part the form holds (1 to 4). */
  part: 1 | 2 | 3 | 4;
  /** The answers of the part the form's step holds (decision 099). */
  fields: readonly string[];
  /** The id of the part's form. */
  formId: string;
  /** Quiet time after the last change before the draft is sent. */
  delayMs: number;
};

/**
 * Sends the part's answers as a draft a moment after the buyer stops changing them, and once more
 * when the page is left with a change not sent yet; never after the part is posted (the post saves
 * it all). A failed send is simply retried with the next change.
 */
export const behaviour: Behaviour = (_element, props) => {
  const { clientId, csrfToken, part, fields, formId, delayMs } =
    props as QuestionnaireDraftIslandProps;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return;
  let timer: number | undefined;
  let pending = false;
  let submitted = false;

  const send = (keepalive: boolean) => {
    window.clearTimeout(timer);
    if (!pending || submitted) return;
    pending = false;
    const data = new FormData(form);
    const reader = readerOfFormData(data);
    const keys = personalityKeysOf(
      [...form.elements].flatMap((field) =>
        'name' in field && typeof field.name === 'string' ? [field.name] : [],
      ),
    );
    const personality = personalityOf(reader, keys);
    void createApiClient({ csrfToken })
      .PUT('/api/clients/{id}/questionnaire', {
        params: { path: { id: clientId } },
        keepalive,
        body: {
          questionnaire: draftAnswersOf(part, fields, reader),
          personality: Object.keys(personality).length > 0 ? personality : undefined,
          draft: true,
        },
      })
      .then(({ error }) => {
        if (error) pending = true;
      })
      .catch(() => {
        pending = true;
      });
  };

  const changed = () => {
    if (submitted) return;
    pending = true;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => send(false), delayMs);
  };
  form.addEventListener('input', changed);
  form.addEventListener('change', changed);
  form.addEventListener('submit', () => {
    submitted = true;
    window.clearTimeout(timer);
  });
  window.addEventListener('pagehide', () => send(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send(true);
  });
};
