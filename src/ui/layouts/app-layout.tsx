import { Box, Button, Container, Flex, Link, Text } from '#ui/components/primitives.tsx';
import type { ReactNode } from 'react';
import { homeOf } from '#domain/access/roles.ts';
import { Avatar } from '#ui/components/avatar.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { Icon } from '#ui/components/icons.tsx';
import { Logo } from '#ui/components/logo.tsx';
import { Snackbar, type Flash } from '#ui/components/snackbar.tsx';
import { Kept } from '#ui/kept-markup.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { NavEntry } from './navigation.ts';
import type { Viewer } from './viewer.ts';

export type AppLayoutProps = {
  context: PageContext;
  viewer: Viewer;
  /** The role's menu for this page (menuFor). */
  navigation: readonly NavEntry[];
  flash?: Flash;
  children: ReactNode;
};

/** `nested`: a group's pages are listed under it (the phone's menu). */
const NavLinks = ({
  entries,
  className,
  nested = false,
}: {
  entries: readonly NavEntry[];
  className: string;
  nested?: boolean;
}) => {
  const reason = entries.find((entry) => entry.disabledReason)?.disabledReason;
  return (
    <>
      <ul className={className}>
        {entries.map((entry) => (
          <li key={entry.href}>
            {entry.disabledReason ? (
              // Not a link while it cannot be opened; the reason is said once, under the menu.
              <span className="nav-link" aria-disabled="true">
                {entry.label}
              </span>
            ) : (
              <a
                href={entry.href}
                className="nav-link"
                aria-current={entry.current ? 'page' : undefined}
              >
                {entry.label}
              </a>
            )}
            {nested && entry.children ? (
              <NavLinks
                entries={entry.children}
                className="nav-list nav-list-stacked nav-sublist"
              />
            ) : null}
          </li>
        ))}
      </ul>
      {reason ? (
        <Text as="p" size="1" color="gray" className="nav-note">
          {reason}
        </Text>
      ) : null}
    </>
  );
};

/** The user's face and name, with their role under it. */
const Identity = ({ context, viewer }: { context: PageContext; viewer: Viewer }) => (
  <Flex align="center" gap="2" className="identity">
    <Avatar name={viewer.name} pictureUrl={viewer.pictureUrl} />
    <Flex direction="column">
      <Text size="2" weight="medium" className="identity-name">
        {viewer.name}
      </Text>
      <Text size="1" color="gray">
        {context.t(`navigation.roles.${viewer.role}`)}
      </Text>
    </Flex>
  </Flex>
);

/** Sign-out changes state, so it is a POST with the anti-forgery token, never a link. */
const SignOut = ({ context }: { context: PageContext }) => (
  <form method="post" action="/api/auth/signout">
    <CsrfField token={context.csrfToken} />
    <Button type="submit" variant="soft" color="gray" size="2">
      <Icon name="signOut" size={16} />
      {context.t('components.layout.signOut')}
    </Button>
  </form>
);

/**
 * The other language, saved on the account (a signed-in person's language is their account's,
 * spec section 1): a form post back to this page, so it works without JavaScript.
 */
export const LANGUAGE_PATH = '/account/language';

/** The page to come back to, without a `?lang=` that would speak over the choice just made. */
const withoutLanguageLink = (path: string) => {
  const url = new URL(path, 'http://local');
  url.searchParams.delete('lang');
  return `${url.pathname}${url.search}`;
};

const LanguageSwitch = ({ context }: { context: PageContext }) => {
  const other = context.language === 'fr' ? 'en' : 'fr';
  return (
    <form method="post" action={LANGUAGE_PATH}>
      <CsrfField token={context.csrfToken} />
      <input type="hidden" name="language" value={other} />
      <input type="hidden" name="next" value={withoutLanguageLink(context.path)} />
      <Button type="submit" variant="ghost" size="2" lang={other} className="language-switch">
        {context.t('language.switchTo')}
      </Button>
    </form>
  );
};

/**
 * The staff pages' frame (PR admin, BPM, owner, admin, advisor). From tablet width up, a top bar
 * (logo, language, user, sign-out) over a row of menu links; on a phone, one "Menu" button that
 * opens everything. The menu is a `<details>`, so it opens without JavaScript. A group's pages
 * (the PR admin's settings) are a second row while one of them is open, and nested on a phone.
 * The header is made from the request's language, path and token, the viewer and the menu alone:
 * its markup is kept (docs/decisions/141).
 */
export const AppLayout = ({ context, viewer, navigation, flash, children }: AppLayoutProps) => {
  const { t } = context;
  // The open group's pages get a second row under the menu (wide screens).
  const group = navigation.find((entry) => entry.current && entry.children);
  return (
    <Flex direction="column" className="page app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {flash ? <Snackbar t={t} flash={flash} /> : null}
      <Kept
        name="app-header"
        data={{
          language: context.language,
          path: context.path,
          csrfToken: context.csrfToken,
          viewer,
          navigation,
        }}
      >
        {() => (
          <header className="app-header">
            <Container size="4" px={{ initial: '4', md: '6' }}>
              <Flex align="center" justify="between" gap="4" className="app-topbar">
                <Link
                  href={homeOf(viewer.role)}
                  underline="none"
                  highContrast
                  aria-label={t('app.name')}
                >
                  <Logo label={t('app.name')} />
                </Link>
                <Flex align="center" gap="5" className="wide-only">
                  <LanguageSwitch context={context} />
                  <Identity context={context} viewer={viewer} />
                  <SignOut context={context} />
                </Flex>
                <details className="app-menu narrow-only">
                  <summary className="app-menu-button">
                    <Icon name="menu" />
                    {t('components.layout.menu')}
                  </summary>
                  <div className="app-menu-panel">
                    {navigation.length > 0 ? (
                      <nav aria-label={t('components.layout.mainNavigation')}>
                        <NavLinks
                          entries={navigation}
                          className="nav-list nav-list-stacked"
                          nested
                        />
                      </nav>
                    ) : null}
                    <Flex direction="column" gap="4" className="app-menu-account">
                      <Identity context={context} viewer={viewer} />
                      <Flex align="center" justify="between" gap="3">
                        <LanguageSwitch context={context} />
                        <SignOut context={context} />
                      </Flex>
                    </Flex>
                  </div>
                </details>
              </Flex>
              {navigation.length > 0 ? (
                <nav
                  aria-label={t('components.layout.mainNavigation')}
                  className="app-nav wide-only"
                >
                  <NavLinks entries={navigation} className="nav-list nav-list-row" />
                </nav>
              ) : null}
              {group?.children ? (
                <nav aria-label={group.label} className="app-subnav wide-only">
                  <NavLinks entries={group.children} className="nav-list nav-list-row" />
                </nav>
              ) : null}
            </Container>
          </header>
        )}
      </Kept>
      <Box asChild flexGrow="1" className="app-main">
        <main id="main">{children}</main>
      </Box>
    </Flex>
  );
};
