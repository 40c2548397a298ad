import { Grid } from '@radix-ui/themes';
import { Button, Card, Flex, Link } from '#ui/components/primitives.tsx';
import { FormMessage, FormTitle, PostForm } from '#ui/components/card-form.tsx';
import { FormErrors, fieldErrorItems } from '#ui/components/form-errors.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PhoneInput } from '#ui/components/phone.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from '#ui/pages/seller/home.page.tsx';

export const MEMBER_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'language',
  'role',
] as const;
export type MemberField = (typeof MEMBER_FIELDS)[number];

export type MemberFormView = {
  /** Adding a member (with an email) or editing one (`memberId`). */
  mode: { kind: 'add' } | { kind: 'edit'; memberId: string };
  values: Record<MemberField, string>;
  errors: Partial<Record<MemberField, string>>;
  /** A refusal of the whole form (every licence in use). */
  refusal?: string;
  /** The roles the caller may give; none: the form has no role (a bpm account). */
  roles: readonly string[];
  /** The list the form belongs to (default /admin/members): it posts to `add` or `{id}/edit`. */
  base?: string;
  /** The titles of another kind of account than a member (a bpm), already translated. */
  copy?: {
    addTitle: string;
    addLead: string;
    editTitle: string;
    submitAdd: string;
    languageDefault: string;
  };
};

/**
 * Add a member (/admin/members/add: the invitation email, the role and so the licence) or edit one
 * (/admin/members/{id}/edit): a plain form that posts and comes back with its errors.
 */
export const memberFormPage = (
  context: PageContext,
  frame: StaffFrame,
  view: MemberFormView,
): PageRender => {
  const { t } = context;
  const memberId = view.mode.kind === 'edit' ? view.mode.memberId : null;
  const adding = memberId === null;
  const { values, errors } = view;
  const labels: Record<MemberField, string> = {
    email: t('members.form.email'),
    firstName: t('members.form.firstName'),
    lastName: t('members.form.lastName'),
    phone: t('members.form.phone'),
    language: t('members.form.language'),
    role: t('members.form.role'),
  };
  const base = view.base ?? '/admin/members';
  const action = adding ? `${base}/add` : `${base}/${memberId}/edit`;
  const back = adding ? base : `${base}/${memberId}`;
  const copy = view.copy ?? {
    addTitle: t('members.form.addTitle'),
    addLead: t('members.form.addLead'),
    editTitle: t('members.form.editTitle'),
    submitAdd: t('members.form.submitAdd'),
    languageDefault: t('members.form.languageDefault'),
  };
  const title = adding ? copy.addTitle : copy.editTitle;
  return {
    title,
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="2" gap="5">
          <Card size="4">
            <PostForm action={action} csrfToken={context.csrfToken} noValidate gap="5">
              <FormTitle heading={title} lead={adding ? copy.addLead : undefined} />
              <FormErrors t={t} errors={fieldErrorItems(labels, errors)} />
              <FormMessage tone="error">{view.refusal}</FormMessage>
              {adding ? (
                <FormField
                  name="email"
                  type="email"
                  label={labels.email}
                  autoComplete="off"
                  defaultValue={values.email}
                  error={errors.email}
                  required
                />
              ) : null}
              <Grid columns={{ initial: '1', sm: '2' }} gap="4">
                <FormField
                  name="firstName"
                  label={labels.firstName}
                  defaultValue={values.firstName}
                  error={errors.firstName}
                  required
                />
                <FormField
                  name="lastName"
                  label={labels.lastName}
                  defaultValue={values.lastName}
                  error={errors.lastName}
                  required
                />
                <PhoneInput
                  t={t}
                  name="phone"
                  label={labels.phone}
                  defaultValue={values.phone}
                  error={errors.phone}
                />
                <FormField
                  as="select"
                  name="language"
                  label={labels.language}
                  defaultValue={values.language}
                  error={errors.language}
                  options={[
                    ...(adding ? [{ value: '', label: copy.languageDefault }] : []),
                    { value: 'fr', label: t('language.fr') },
                    { value: 'en', label: t('language.en') },
                  ]}
                />
              </Grid>
              {view.roles.length === 0 ? null : (
                <FormField
                  as="select"
                  name="role"
                  label={labels.role}
                  hint={t('members.form.roleHint')}
                  defaultValue={values.role}
                  error={errors.role}
                  required
                  options={view.roles.map((role) => ({
                    value: role,
                    label: t(`navigation.roles.${role as 'seller'}`),
                  }))}
                />
              )}
              <Flex gap="3" align="center" wrap="wrap">
                <Button type="submit" size="3">
                  {adding ? copy.submitAdd : t('members.form.submitEdit')}
                </Button>
                <Link href={back}>{t('members.form.cancel')}</Link>
              </Flex>
            </PostForm>
          </Card>
        </PageColumn>
      </AppLayout>
    ),
  };
};
