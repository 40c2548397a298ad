import { TextField } from '@radix-ui/themes';
import { Flex, Text } from '#ui/components/primitives.tsx';
import { FormMessage, FormTitle, PostForm, SubmitAndLink } from '#ui/components/card-form.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { PublicCard } from './public-card.tsx';
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
      <PublicCard context={context}>
        <PostForm
          action="/api/auth/callback/credentials"
          csrfToken={context.csrfToken}
          hidden={
            state.callbackUrl ? (
              <input type="hidden" name="callbackUrl" value={state.callbackUrl} />
            ) : null
          }
        >
          <FormTitle heading={t('login.heading')} lead={t('login.lead')} size="7" />
          <FormMessage tone="notice">{state.notice}</FormMessage>
          <FormMessage tone="error" id="login-error">
            {state.error}
          </FormMessage>
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
          <SubmitAndLink
            submit={t('login.submit')}
            href="/auth/forgot-password"
            link={t('login.forgotPassword')}
          />
        </PostForm>
      </PublicCard>
    ),
  };
};
