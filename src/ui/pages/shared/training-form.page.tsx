import { Callout } from '@radix-ui/themes';
import { Button, Card, Flex, Heading } from '#ui/components/primitives.tsx';
import { MAX_VIDEO_BYTES } from '#domain/trainings/video-file.ts';
import { TRAINING_DESCRIPTION_MAX, TRAINING_NAME_MAX } from '#domain/trainings/training.ts';
import { PageColumn } from '#ui/components/page-column.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { fieldErrorItems, FormErrors } from '#ui/components/form-errors.tsx';
import { describedBy, FieldError, fieldIdOf, FormField } from '#ui/components/form-field.tsx';
import { Icon } from '#ui/components/icons.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from './comments.page.tsx';
import type { TrainingPagesBase } from './trainings.page.tsx';

export type TrainingFormField = 'name' | 'description' | 'videoSource' | 'videoUrl' | 'video';

export type TrainingFormView = TrainingPagesBase & {
  mode: 'add' | 'edit';
  action: string;
  cancelHref: string;
  /** Who will see the training: every dealership, or the writer's own. */
  audience: 'platform' | 'concession';
  values: { name: string; description: string; videoSource: 'link' | 'file'; videoUrl: string };
  /** Editing a training whose video is a file: an empty file input keeps it. */
  hasFile: boolean;
  errors: Partial<Record<TrainingFormField, string>>;
};

const MAX_VIDEO_MB = MAX_VIDEO_BYTES / (1024 * 1024);

/**
 * The video choice: two radios, each with its field. Both fields are always there (no script
 * needed); the server reads only the chosen one.
 */
const VideoFields = ({ context, view }: { context: PageContext; view: TrainingFormView }) => {
  const { t } = context;
  const id = fieldIdOf('videoSource');
  const described = describedBy(id, { error: view.errors.videoSource });
  const { errorId } = described;
  const aria = {
    'aria-describedby': described['aria-describedby'],
    'aria-invalid': described['aria-invalid'],
  };
  const radio = (value: 'link' | 'file', label: string) => (
    <label className="choice-option">
      <input
        type="radio"
        name="videoSource"
        value={value}
        defaultChecked={view.values.videoSource === value}
        id={value === 'link' ? id : undefined}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="choice-group" {...aria}>
      <legend className="choice-legend">{t('trainings.form.videoLegend')}</legend>
      <div className="choice-grid">
        {radio('link', t('trainings.form.sourceLink'))}
        {radio('file', t('trainings.form.sourceFile'))}
      </div>
      {view.errors.videoSource ? (
        <FieldError id={errorId}>{view.errors.videoSource}</FieldError>
      ) : null}
      <Flex direction="column" gap="4" mt="2">
        <FormField
          name="videoUrl"
          type="url"
          inputMode="url"
          label={t('trainings.form.videoUrl')}
          hint={t('trainings.form.videoUrlHint')}
          placeholder="https://www.youtube.com/watch?v=…"
          defaultValue={view.values.videoUrl}
          error={view.errors.videoUrl}
        />
        <FormField
          as="custom"
          name="video"
          label={t('trainings.form.videoFile')}
          hint={
            view.hasFile
              ? t('trainings.form.videoFileKeep', { max: MAX_VIDEO_MB })
              : t('trainings.form.videoFileHint', { max: MAX_VIDEO_MB })
          }
          error={view.errors.video}
        >
          {(control) => (
            <input {...control} type="file" accept="video/mp4,video/webm" className="file-input" />
          )}
        </FormField>
      </Flex>
    </fieldset>
  );
};

/** /{role}/training/add and /{role}/training/{id}/edit: one multipart form, no script needed. */
export const trainingFormPage = (
  context: PageContext,
  frame: StaffFrame,
  view: TrainingFormView,
): PageRender => {
  const { t } = context;
  const heading =
    view.mode === 'add' ? t('trainings.form.addHeading') : t('trainings.form.editHeading');
  const labels: Record<TrainingFormField, string> = {
    name: t('trainings.form.name'),
    description: t('trainings.form.description'),
    videoSource: t('trainings.form.videoLegend'),
    videoUrl: t('trainings.form.videoUrl'),
    video: t('trainings.form.videoFile'),
  };
  const summary = fieldErrorItems(labels, view.errors);
  return {
    title: heading,
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="2" px={{ initial: '4', md: '6' }} gap="5">
          <Flex direction="column" gap="2">
            <Heading as="h1" size="7">
              {heading}
            </Heading>
            <Callout.Root color="gray" variant="surface" size="1">
              <Callout.Icon>
                <Icon name="info" size={16} />
              </Callout.Icon>
              <Callout.Text>
                {view.audience === 'platform'
                  ? t('trainings.form.platformNote')
                  : t('trainings.form.concessionNote')}
              </Callout.Text>
            </Callout.Root>
          </Flex>
          <Card size="3" className="form-card">
            <form method="post" action={view.action} encType="multipart/form-data">
              <CsrfField token={context.csrfToken} />
              <Flex direction="column" gap="5">
                <FormErrors t={t} errors={summary} />
                <FormField
                  name="name"
                  label={labels.name}
                  hint={t('trainings.form.nameHint', { max: TRAINING_NAME_MAX })}
                  defaultValue={view.values.name}
                  error={view.errors.name}
                  required
                />
                <FormField
                  as="textarea"
                  name="description"
                  label={labels.description}
                  hint={t('trainings.form.descriptionHint', { max: TRAINING_DESCRIPTION_MAX })}
                  rows={6}
                  defaultValue={view.values.description}
                  error={view.errors.description}
                />
                <VideoFields context={context} view={view} />
                <Flex gap="3" justify="end" align="center" wrap="wrap">
                  <Button asChild size="3" variant="soft" color="gray">
                    <a href={view.cancelHref}>{t('trainings.form.cancel')}</a>
                  </Button>
                  <Button type="submit" size="3">
                    {view.mode === 'add' ? t('trainings.form.add') : t('trainings.form.save')}
                  </Button>
                </Flex>
              </Flex>
            </form>
          </Card>
        </PageColumn>
      </AppLayout>
    ),
  };
};
