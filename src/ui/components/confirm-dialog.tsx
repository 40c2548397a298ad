import type { Translate } from '#ui/i18n/translator.ts';
import { ComponentIsland } from './component-islands.ts';
import { CSRF_FIELD } from './csrf-field.tsx';
import type { ConfirmTone } from './islands/confirm-dialog.island.tsx';

export type ConfirmDialogProps = {
  t: Translate;
  csrfToken: string;
  triggerLabel: string;
  title: string;
  description: string;
  confirmLabel: string;
  action: string;
  /** Other hidden fields to post, such as `intent` or the record's id. */
  fields?: Record<string, string>;
  tone?: ConfirmTone;
};

/** A confirmation before a create, edit or delete posts; see ConfirmDialogIsland for how. */
export const ConfirmDialog = ({
  t,
  csrfToken,
  fields,
  tone = 'neutral',
  ...text
}: ConfirmDialogProps) => (
  <ComponentIsland
    name="confirm-dialog"
    props={{
      ...text,
      tone,
      cancelLabel: t('components.confirm.cancel'),
      fields: { ...fields, [CSRF_FIELD]: csrfToken },
    }}
  />
);
