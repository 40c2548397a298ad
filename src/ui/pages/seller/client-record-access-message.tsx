/** The spec's access message of the client record (docs/spec/product-spec.md section 8). */
import { Callout } from '@radix-ui/themes';
import { Flex, Text } from '#ui/components/primitives.tsx';
import { Icon } from '#ui/components/icons.tsx';
import type { PageContext } from '#ui/page-context.ts';

/** The spec's access message (docs/spec/product-spec.md section 8), as an alert. */
export const AccessMessage = ({ context, heading }: { context: PageContext; heading?: string }) => (
  <Callout.Root color="red" highContrast size="3" role="alert" data-access-denied="">
    <Callout.Icon>
      <Icon name="alert" />
    </Callout.Icon>
    <Flex direction="column" gap="1">
      {heading ? (
        <Text as="p" weight="bold" size="4">
          {heading}
        </Text>
      ) : null}
      <Callout.Text>{context.t('seller.access.message')}</Callout.Text>
    </Flex>
  </Callout.Root>
);
