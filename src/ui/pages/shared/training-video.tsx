import { VisuallyHidden } from '@radix-ui/themes';
import { Flex, Link, Text } from '#ui/components/primitives.tsx';
import { IconCallout } from '#ui/components/icon-callout.tsx';
import type { Translate } from '#ui/i18n/translator.ts';

/** A training's video as a page plays it: our file, or a YouTube or Vimeo player. */
export type TrainingVideoView =
  | { kind: 'file'; url: string; contentType: 'video/mp4' | 'video/webm' }
  | {
      kind: 'link';
      url: string;
      site: 'youtube' | 'vimeo' | null;
      /** Null when the stored address is not one we can embed. */
      embedUrl: string | null;
    };

/** 16:9, the whole width of the column, black behind letterboxing. */
const frameStyle = {
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  border: 0,
  borderRadius: 'var(--radius-4)',
  background: '#000',
} as const;

/**
 * The video of a training. An uploaded file plays in the browser's own player (its address is the
 * API route that checks who may see it). A link plays in the site's privacy-enhanced player inside
 * a sandboxed frame: scripts run in the frame's own origin only, it cannot navigate this page, and
 * only the origins the content security policy names can be framed at all.
 */
export const TrainingVideo = ({
  t,
  name,
  video,
}: {
  t: Translate;
  name: string;
  video: TrainingVideoView;
}) => {
  if (video.kind === 'file') {
    return (
      <video controls preload="metadata" playsInline style={frameStyle} aria-label={name}>
        <source src={video.url} type={video.contentType} />
        <Text as="p">
          {t('trainings.detail.noVideoSupport')}{' '}
          <Link href={video.url}>{t('trainings.detail.download')}</Link>
        </Text>
      </video>
    );
  }
  if (!video.embedUrl) {
    return (
      <IconCallout color="amber" icon="alert" size="2">
        {t('trainings.detail.videoUnavailable')}
      </IconCallout>
    );
  }
  return (
    <Flex direction="column" gap="2">
      <iframe
        src={video.embedUrl}
        title={t('trainings.detail.videoTitle', { name })}
        style={frameStyle}
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      {video.site ? (
        <Text size="2">
          <Link href={video.url} target="_blank" rel="noopener noreferrer">
            {t('trainings.detail.openOnSite', { site: t(`trainings.sites.${video.site}`) })}
            <VisuallyHidden> {t('trainings.detail.newTab')}</VisuallyHidden>
          </Link>
        </Text>
      ) : null}
    </Flex>
  );
};
