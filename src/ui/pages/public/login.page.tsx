import {
  Button,
  Callout,
  Card,
  Container,
  Flex,
  Heading,
  Link,
  Text,
  TextField,
} from '@radix-ui/themes';
import type { PageRender } from '#ui/document.tsx';
import { PublicLayout } from '#ui/layouts/public-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { PublicIsland } from './public.islands.ts';

export type LoginState = {
  email?: string;
  error?: string;
  callbackUrl?: string;
  /** Good news from the page before (a password was just reset). */
  notice?: string;
};

/** The sign-in form posts without JavaScript; a failed attempt renders it again with the reason. */
export const loginPage = (context: PageContext, state: LoginState = {}): PageRender => {
  const { t } = context;
  return {
    title: t('login.title'),
    family: 'public',
    body: (
      <PublicLayout context={context}>
        <Container size="1" px="4" py="9">
          <Card size="4" className="narrow-card">
            <form method="post" action="/api/auth/callback/credentials">
              <input type="hidden" name="csrfToken" value={context.csrfToken} />
              {state.callbackUrl ? (
                <input type="hidden" name="callbackUrl" value={state.callbackUrl} />
              ) : null}
              <Flex direction="column" gap="4">
                <Heading as="h1" size="7">
                  {t('login.heading')}
                </Heading>
                <Text as="p" color="gray">
                  {t('login.lead')}
                </Text>
                {state.notice ? (
                  <Callout.Root color="green" role="status">
                    <Callout.Text>{state.notice}</Callout.Text>
                  </Callout.Root>
                ) : null}
                {state.error ? (
                  <Callout.Root color="red" role="alert" id="login-error">
                    <Callout.Text>{state.error}</Callout.Text>
                  </Callout.Root>
                ) : null}
                <Flex direction="column" gap="1">
                  <Text as="label" htmlFor="email" weight="medium">
                    {t('login.email')}
                  </Text>
                  <TextField.Root
                    id="email"
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    size="3"
                    defaultValue={state.email}
                    aria-describedby={state.error ? 'login-error' : undefined}
                  />
                </Flex>
                <Flex direction="column" gap="1">
                  <Text as="label" htmlFor="password" weight="medium">
                    {t('login.password')}
                  </Text>
                  <PublicIsland
                    name="password-field"
                    props={{
                      id: 'password',
                      name: 'password',
                      autoComplete: 'current-password',
                      labels: { show: t('login.showPassword'), hide: t('login.hidePassword') },
                    }}
                  />
                </Flex>
                <Button type="submit" size="3">
                  {t('login.submit')}
                </Button>
                <Link href="/auth/forgot-password" size="2">
                  {t('login.forgotPassword')}
                </Link>
              </Flex>
            </form>
          </Card>
        </Container>
      </PublicLayout>
    ),
  };
};
