import { Button, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { Icon, type IconName } from './icons.tsx';

export type EmptyStateProps = {
  title: string;
  text?: string;
  /** What the user can do about it, when there is something ("Add a member"). */
  action?: { href: string; label: string };
  icon?: IconName;
  /** The heading level that fits the page's outline. */
  level?: 2 | 3;
};

/** What a list says when it has nothing to show, instead of an empty table. */
export const EmptyState = ({ title, text, action, icon = 'inbox', level = 3 }: EmptyStateProps) => (
  <Flex direction="column" align="center" gap="2" className="empty-state">
    <span className="empty-state-icon">
      <Icon name={icon} size={28} />
    </span>
    <Heading as={level === 2 ? 'h2' : 'h3'} size="4" align="center">
      {title}
    </Heading>
    {text ? (
      <Text as="p" color="gray" align="center" className="empty-state-text">
        {text}
      </Text>
    ) : null}
    {action ? (
      <Button asChild size="3" mt="2">
        <a href={action.href}>{action.label}</a>
      </Button>
    ) : null}
  </Flex>
);
