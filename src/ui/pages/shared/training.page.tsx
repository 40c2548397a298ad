import { Badge, Button, Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import { formatDate } from '#domain/locale/format.ts';
import { PageColumn } from '#ui/components/page-column.tsx';
import { ConfirmDialog } from '#ui/components/confirm-dialog.tsx';
import { Icon } from '#ui/components/icons.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from './comments.page.tsx';
import { TrainingVideo, type TrainingVideoView } from './training-video.tsx';
import { sourceLabel, type TrainingPagesBase, type TrainingSource } from './trainings.page.tsx';

export type TrainingDetailView = TrainingPagesBase & {
  training: {
    id: string;
    name: string;
    description: string;
    source: TrainingSource;
    updatedAt: Date;
    video: TrainingVideoView;
  };
  /** Edit and delete are offered only when the policy lets this user change this training. */
  canWrite: boolean;
};

/** The description as written: one paragraph per blank-line-separated block, line breaks kept. */
const Description = ({ context, text }: { context: PageContext; text: string }) => {
  const blocks = text.split(/\n\s*\n/).filter((block) => block.trim() !== '');
  if (blocks.length === 0) {
    return (
      <Text as="p" color="gray">
        {context.t('trainings.detail.noDescription')}
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="3" className="measure">
      {blocks.map((block, index) => (
        <Text as="p" size="3" key={index} style={{ whiteSpace: 'pre-line' }}>
          {block.trim()}
        </Text>
      ))}
    </Flex>
  );
};

/** /{role}/training/{id}: the video, the description, and for its editors edit and delete. */
export const trainingPage = (
  context: PageContext,
  frame: StaffFrame,
  view: TrainingDetailView,
): PageRender => {
  const { t } = context;
  const { training } = view;
  const base = `${view.prefix}/training/${training.id}`;
  return {
    title: training.name,
    family: view.family,
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="3" px={{ initial: '4', md: '6' }} gap="5">
          <Link href={`${view.prefix}/training`} size="2">
            <Flex align="center" gap="1" asChild>
              <span>
                <Icon name="chevronLeft" size={16} />
                {t('trainings.detail.back')}
              </span>
            </Flex>
          </Link>
          <Flex direction="column" gap="2">
            <Heading as="h1" size="7">
              {training.name}
            </Heading>
            <Flex gap="3" align="center" wrap="wrap">
              <Badge variant="soft" size="2" highContrast>
                {sourceLabel(context, training.source)}
              </Badge>
              <Text size="2" color="gray">
                {t('trainings.detail.updatedAt', { date: formatDate(training.updatedAt) })}
              </Text>
            </Flex>
          </Flex>
          <TrainingVideo t={t} name={training.name} video={training.video} />
          <Description context={context} text={training.description} />
          {view.canWrite ? (
            <Flex gap="3" wrap="wrap" align="start" data-training-actions="">
              <Button asChild size="3" variant="outline">
                <a href={`${base}/edit`}>{t('trainings.detail.edit')}</a>
              </Button>
              <ConfirmDialog
                t={t}
                csrfToken={context.csrfToken}
                triggerLabel={t('trainings.delete.trigger')}
                title={t('trainings.delete.title')}
                description={t('trainings.delete.text')}
                confirmLabel={t('trainings.delete.confirm')}
                action={`${base}/delete`}
                tone="danger"
              />
            </Flex>
          ) : null}
        </PageColumn>
      </AppLayout>
    ),
  };
};
