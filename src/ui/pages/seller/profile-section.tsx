/** What the profile page's form cards share: the card the page links to and its form. */
import { Box, Button, Card } from '#ui/components/primitives.tsx';
import type { ReactNode } from 'react';
import { PostForm, type PostFormProps } from '#ui/components/card-form.tsx';
import type { PageContext } from '#ui/page-context.ts';
import {
  SECTION_STYLE,
  profileFormAction,
  sectionId,
  type ProfileFormName,
  type ProfilePath,
  type ProfileView,
} from './profile-view.ts';

/** What each card of the page is drawn from. */
export type ProfileCardProps = { context: PageContext; view: ProfileView };

/**
 * One form's card: its id is the fragment its post comes back to (unless `fragment` is false), the
 * form posts to the page with the form's name.
 */
export const ProfileSection = ({
  context,
  path,
  form,
  fragment,
  ...formProps
}: Omit<PostFormProps, 'action' | 'csrfToken'> & {
  context: PageContext;
  path: ProfilePath;
  form: ProfileFormName;
  fragment?: boolean;
}) => (
  <Card size="3" id={sectionId(form)} style={SECTION_STYLE}>
    <PostForm
      action={profileFormAction(path, form, fragment)}
      csrfToken={context.csrfToken}
      {...formProps}
    />
  </Card>
);

/** A card's submit button, on its own line at its own width. */
export const SectionSubmit = ({ variant, children }: { variant?: 'soft'; children: ReactNode }) => (
  <Box>
    <Button type="submit" size="3" variant={variant}>
      {children}
    </Button>
  </Box>
);
