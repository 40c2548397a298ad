import { err, ok, type Result } from '#domain/shared/result.ts';

/** The video sites a training may link to (docs/spec/product-spec.md section 3: "a video-site URL"). */
export const VIDEO_SITES = ['youtube', 'vimeo'] as const;
export type VideoSite = (typeof VIDEO_SITES)[number];

/**
 * The privacy-enhanced players the pages embed: no tracking cookies until the viewer presses play
 * (YouTube's nocookie domain, Vimeo's `dnt=1`). The content security policy allows frames from
 * these origins and no other.
 */
export const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

/** Longer than any real video address; refuses pasted essays before parsing them. */
export const VIDEO_LINK_MAX = 2048;

export type VideoLink = {
  site: VideoSite;
  /** The site's id of the video. */
  videoId: string;
  /** The address stored and shown as the video's page on its site. */
  url: string;
  /** What the page's iframe loads. */
  embedUrl: string;
};

export type VideoLinkError = { code: 'TRAININGS.VIDEO_LINK_UNSUPPORTED' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;
/** The hash of an unlisted Vimeo video, needed to play it. */
const VIMEO_HASH = /^[0-9a-f]{6,40}$/i;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

const youtube = (videoId: string | null | undefined): VideoLink | null =>
  videoId && YOUTUBE_ID.test(videoId)
    ? {
        site: 'youtube',
        videoId,
        url: `https://www.youtube.com/watch?v=${videoId}`,
        embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}`,
      }
    : null;

const vimeo = (videoId: string | undefined, hash?: string | null): VideoLink | null => {
  if (!videoId || !VIMEO_ID.test(videoId)) return null;
  if (hash != null && !VIMEO_HASH.test(hash)) return null;
  return {
    site: 'vimeo',
    videoId,
    url: hash ? `https://vimeo.com/${videoId}/${hash}` : `https://vimeo.com/${videoId}`,
    embedUrl: hash
      ? `https://player.vimeo.com/video/${videoId}?h=${hash}&dnt=1`
      : `https://player.vimeo.com/video/${videoId}?dnt=1`,
  };
};

const fromUrl = (url: URL): VideoLink | null => {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') return youtube(url.searchParams.get('v'));
    if (segments.length === 2 && YOUTUBE_PATHS.has(segments[0] ?? '')) return youtube(segments[1]);
    return null;
  }
  if (host === 'youtu.be') return segments.length === 1 ? youtube(segments[0]) : null;
  if (host === 'www.youtube-nocookie.com' || host === 'youtube-nocookie.com') {
    return segments.length === 2 && segments[0] === 'embed' ? youtube(segments[1]) : null;
  }
  if (host === 'player.vimeo.com') {
    return segments.length === 2 && segments[0] === 'video'
      ? vimeo(segments[1], url.searchParams.get('h'))
      : null;
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com') {
    // vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/NAME/ID,
    // vimeo.com/groups/NAME/videos/ID.
    const [first, second, third, fourth] = segments;
    if (segments.length === 1) return vimeo(first);
    if (segments.length === 2 && first && VIMEO_ID.test(first)) return vimeo(first, second);
    if (segments.length === 3 && first === 'channels') return vimeo(third);
    if (segments.length === 4 && first === 'groups' && third === 'videos') return vimeo(fourth);
    return null;
  }
  return null;
};

/**
 * Reads a YouTube or Vimeo address as people paste it (watch page, short link, embed or share
 * link, with or without `https://`) and gives the canonical address and the privacy-enhanced embed
 * address. Anything else is refused: an iframe only ever loads one of VIDEO_EMBED_ORIGINS with an
 * id of the site's own shape, so a training cannot frame an arbitrary page. Addresses with a user
 * name, a password or a port are refused too: they are never how these sites are shared, and
 * `https://youtube.com@evil.example/` would otherwise read like YouTube to a person.
 */
export const parseVideoLink = (input: string): Result<VideoLink, VideoLinkError> => {
  const refused = err({ code: 'TRAININGS.VIDEO_LINK_UNSUPPORTED' as const });
  const text = input.trim();
  if (text === '' || text.length > VIDEO_LINK_MAX || /\s/.test(text)) return refused;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return refused;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refused;
  if (url.username !== '' || url.password !== '' || url.port !== '') return refused;
  const link = fromUrl(url);
  return link ? ok(link) : refused;
};
