import { IconButton, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useHydrated } from '#ui/islands/use-hydrated.ts';

export type PasswordFieldProps = {
  id: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  labels: { show: string; hide: string };
};

/**
 * A password input with a show/hide toggle. Without JavaScript it is a plain password input, so the
 * form still posts; the toggle only appears once hydrated.
 */
const PasswordField = ({ id, name, autoComplete, labels }: PasswordFieldProps) => {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <TextField.Root
      id={id}
      name={name}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      size="3"
    >
      {hydrated ? (
        <TextField.Slot side="right">
          <IconButton
            type="button"
            variant="ghost"
            size="1"
            aria-label={visible ? labels.hide : labels.show}
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
          >
            <EyeIcon open={!visible} />
          </IconButton>
        </TextField.Slot>
      ) : null}
    </TextField.Root>
  );
};

const EyeIcon = ({ open }: { open: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path
      d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
    />
    <circle cx="8" cy="8" r="2" fill="currentColor" />
    {open ? null : <path d="M2 14L14 2" stroke="currentColor" strokeWidth="1.4" />}
  </svg>
);

export default PasswordField;
