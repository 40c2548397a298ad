import { Callout } from '@radix-ui/themes';
import type { Translate } from '#ui/i18n/translator.ts';
import { Icon, type IconName } from './icons.tsx';

export type FlashTone = 'success' | 'error' | 'info';

/** A one-time message the server shows after a redirect ("Member saved."). */
export type Flash = { tone: FlashTone; message: string };

const TONES: Record<FlashTone, { color: 'green' | 'red' | 'brown'; icon: IconName }> = {
  success: { color: 'green', icon: 'check' },
  error: { color: 'red', icon: 'alert' },
  info: { color: 'brown', icon: 'info' },
};

/**
 * The server's flash message, pinned to the bottom of the screen above everything, modals included
 * (layer 1400 over the modal's 1300, docs/spec/product-spec.md section 9). It sits in a live region (an error
 * interrupts, other news waits its turn). The close button is the summary of an open `<details>`:
 * closing it hides the message without JavaScript.
 */
export const Snackbar = ({ t, flash }: { t: Translate; flash: Flash }) => {
  const tone = TONES[flash.tone];
  return (
    <div className="snackbar-region" role={flash.tone === 'error' ? 'alert' : 'status'}>
      <details open className="snackbar">
        <summary className="snackbar-dismiss" aria-label={t('components.snackbar.dismiss')}>
          <Icon name="close" size={16} />
        </summary>
        {/* High contrast: the tinted green text falls just short of AA on its tint. */}
        <Callout.Root
          color={tone.color}
          variant="surface"
          size="2"
          highContrast
          className="snackbar-body"
        >
          <Callout.Icon>
            <Icon name={tone.icon} />
          </Callout.Icon>
          <Callout.Text>{flash.message}</Callout.Text>
        </Callout.Root>
      </details>
    </div>
  );
};
