import { Callout } from '@radix-ui/themes';
import { Flex, Text } from '#ui/components/primitives.tsx';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { toLanguage } from '#domain/locale/language.ts';
import { errors } from '#ui/i18n/messages/errors.ts';
import { reportToServer } from '#ui/islands/report.ts';
import { Icon } from './icons.tsx';

type Props = { island: string; children: ReactNode };

/**
 * Catches a crash inside one island so the rest of the page keeps working: the island's place
 * shows the 500 screen's words and the error goes to POST /api/logging (docs/spec/product-spec.md section 8).
 * It runs only in the browser, where there is no translator: it reads the page's `lang` and the
 * errors catalogue alone, so the other catalogues stay out of the island bundles.
 */
export class IslandErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportToServer('error', 'Island crashed', {
      island: this.props.island,
      error: String(error),
      componentStack: info.componentStack ?? undefined,
    });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const text = errors[toLanguage(document.documentElement.lang)].server;
    return (
      <Callout.Root color="red" role="alert" className="island-error">
        <Callout.Icon>
          <Icon name="alert" />
        </Callout.Icon>
        <Flex direction="column" gap="1">
          <Text as="p" weight="bold">
            {text.heading}
          </Text>
          <Text as="p" size="2">
            {text.text} {text.hint}
          </Text>
        </Flex>
      </Callout.Root>
    );
  }
}
