import { Box, Button, Flex, Text } from '#ui/components/primitives.tsx';
import type { ReactNode } from 'react';
import { ComponentIsland } from '#ui/components/component-islands.ts';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { Logo } from '#ui/components/logo.tsx';
import { Snackbar, type Flash } from '#ui/components/snackbar.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { languageSwitchHref } from './public-layout.tsx';
import type { Viewer } from './viewer.ts';

export type KioskLayoutProps = {
  context: PageContext;
  /** The kiosk account (`client` or `service`); its name is the dealership's, which buyers read. */
  viewer: Viewer;
  /** The dealership's logo (settings), beside its name. */
  logoUrl?: string;
  /** Where the tablet starts over after `idleSeconds` without a touch. */
  resetUrl: string;
  idleSeconds: number;
  /** Posted instead when the tablet goes idle: the server ends the visit left behind. */
  idleForm?: { action: string; clientId: string | undefined };
  flash?: Flash;
  /** False where the page holds its own language choice (the kiosk's home): one switch per screen. */
  languageSwitch?: boolean;
  children: ReactNode;
};

const IDLE_FORM_ID = 'kiosk-idle';

/**
 * The tablet pages (customer kiosk, service survey): full screen, large touch targets (48 px and
 * more), no way to navigate elsewhere, only the language switch. A walk-in customer who leaves
 * midway must not leave their answers to the next one, hence the idle reset.
 */
export const KioskLayout = ({
  context,
  viewer,
  logoUrl,
  resetUrl,
  idleSeconds,
  idleForm,
  flash,
  languageSwitch = true,
  children,
}: KioskLayoutProps) => {
  const { t } = context;
  return (
    <Flex direction="column" className="page kiosk">
      {flash ? <Snackbar t={t} flash={flash} /> : null}
      <header className="kiosk-header">
        <Flex align="center" justify="between" gap="4" px={{ initial: '4', sm: '6' }} py="3">
          <Flex align="center" gap="4">
            {/* Not a link: the kiosk has nowhere else to go. */}
            <Logo label={t('app.name')} />
            <Flex align="center" gap="3">
              {logoUrl ? (
                <img
                  src={logoUrl}
                  alt={t('kiosk.logoAlt', { name: viewer.name })}
                  className="kiosk-logo"
                />
              ) : null}
              <Text size="2" color="gray" className="kiosk-account">
                {viewer.name}
              </Text>
            </Flex>
          </Flex>
          {languageSwitch ? (
            <Button asChild size="4" variant="soft" className="kiosk-language">
              <a href={languageSwitchHref(context)} lang={context.language === 'fr' ? 'en' : 'fr'}>
                {t('language.switchTo')}
              </a>
            </Button>
          ) : null}
        </Flex>
      </header>
      <Box asChild flexGrow="1" className="kiosk-main">
        <main id="main">{children}</main>
      </Box>
      {idleForm ? (
        <form method="post" action={idleForm.action} id={IDLE_FORM_ID} hidden>
          <CsrfField token={context.csrfToken} />
          {idleForm.clientId ? (
            <input type="hidden" name="clientId" value={idleForm.clientId} />
          ) : null}
        </form>
      ) : null}
      <ComponentIsland
        name="idle-reset"
        props={{ seconds: idleSeconds, resetUrl, formId: idleForm ? IDLE_FORM_ID : undefined }}
      />
    </Flex>
  );
};
