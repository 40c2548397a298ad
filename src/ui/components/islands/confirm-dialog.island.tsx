import { AlertDialog } from '@radix-ui/themes';
import { Button, Card, Flex, Text } from '#ui/components/primitives.tsx';
import { useId, type ReactNode } from 'react';
import { useHydrated } from '#ui/islands/use-hydrated.ts';

export type ConfirmTone = 'danger' | 'neutral';

export type ConfirmDialogIslandProps = {
  triggerLabel: string;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Where the confirmed form posts. */
  action: string;
  /** Hidden fields posted with the confirmation, the anti-forgery token among them. */
  fields: Record<string, string>;
  tone: ConfirmTone;
};

/**
 * Asks before a create, an edit or a delete goes through. Without JavaScript it is a disclosure:
 * the button opens a confirmation panel with the real form, and while it is open the same button
 * reads "Cancel" and closes it. Once hydrated it becomes a modal Radix AlertDialog (focus kept
 * inside, Escape cancels). Both post the same form, so the server sees no difference.
 */
const ConfirmDialogIsland = (props: ConfirmDialogIslandProps) => {
  const hydrated = useHydrated();
  const titleId = useId();
  const color = props.tone === 'danger' ? 'red' : undefined;
  const form = (actions: ReactNode) => (
    <form method="post" action={props.action}>
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Flex gap="3" justify="end" mt="4" wrap="wrap">
        {actions}
        {/* White on Radix's red 9 misses AA contrast; the high-contrast red passes. */}
        <Button type="submit" size="3" color={color} highContrast={props.tone === 'danger'}>
          {props.confirmLabel}
        </Button>
      </Flex>
    </form>
  );

  if (!hydrated) {
    return (
      <details className="confirm-disclosure">
        <Button asChild size="3" variant="soft" color={color}>
          <summary>
            <span className="when-closed">{props.triggerLabel}</span>
            <span className="when-open">{props.cancelLabel}</span>
          </summary>
        </Button>
        <Card size="3" className="confirm-panel" role="group" aria-labelledby={titleId}>
          <Text as="p" id={titleId} size="4" weight="bold">
            {props.title}
          </Text>
          <Text as="p" color="gray" mt="2">
            {props.description}
          </Text>
          {form(null)}
        </Card>
      </details>
    );
  }

  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button size="3" variant="soft" color={color}>
          {props.triggerLabel}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="30rem" className="confirm-dialog">
        <AlertDialog.Title>{props.title}</AlertDialog.Title>
        <AlertDialog.Description color="gray">{props.description}</AlertDialog.Description>
        {form(
          <AlertDialog.Cancel>
            <Button type="button" size="3" variant="soft" color="gray">
              {props.cancelLabel}
            </Button>
          </AlertDialog.Cancel>,
        )}
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
};

export default ConfirmDialogIsland;
