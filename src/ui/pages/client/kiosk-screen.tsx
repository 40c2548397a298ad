import type { ReactNode } from 'react';
import { PageColumn } from '#ui/components/page-column.tsx';
import { KioskLayout } from '#ui/layouts/kiosk-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { KioskFrame } from './kiosk-view.ts';

/** A kiosk screen after the questionnaire: the kiosk frame, one centred column. */
export const KioskScreen = ({
  context,
  frame,
  children,
  size = '3',
  error,
  languageSwitch,
}: {
  context: PageContext;
  frame: KioskFrame;
  children: ReactNode;
  size?: '2' | '3' | '4';
  /** A refusal to show over the screen (the chosen advisor just left). */
  error?: string;
  /** False on a screen that holds its own language choice (KioskLayout). */
  languageSwitch?: boolean;
}) => (
  <KioskLayout
    context={context}
    {...frame}
    languageSwitch={languageSwitch}
    flash={error ? { tone: 'error', message: error } : undefined}
  >
    <PageColumn size={size} px="5" py="7" gap="6">
      {children}
    </PageColumn>
  </KioskLayout>
);
