import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Badge, Box, Button, Card, Container, Flex, Heading, Link, Text } from './primitives.tsx';

// A file of its own: React's development build warns once per process and prop.
describe('the primitives with computed classes (decisions 112 and 126)', () => {
  it('hand the DOM no prop it does not know, as React’s development build checks', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderToStaticMarkup(
        <Container size="2">
          <Flex gap="2">
            <Box>
              <Text size="2">t</Text>
              <Heading>h</Heading>
              <Badge>b</Badge>
              <Card>c</Card>
              <Button>go</Button>
              <Link href="/x">x</Link>
            </Box>
          </Flex>
        </Container>,
      );
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
