import { describe, expect, it } from 'vitest';
import { parseVideoLink, VIDEO_EMBED_ORIGINS, VIDEO_LINK_MAX } from './video-link.ts';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoLink: YouTube', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s&list=PL123`,
    `https://m.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abcdef`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `  https://YOUTU.BE/${ID}  `,
  ])('reads %s', (input) => {
    expect(parseVideoLink(input)).toEqual({
      ok: true,
      value: {
        site: 'youtube',
        videoId: ID,
        url: `https://www.youtube.com/watch?v=${ID}`,
        embedUrl: `https://www.youtube-nocookie.com/embed/${ID}`,
      },
    });
  });
});

describe('parseVideoLink: Vimeo', () => {
  it.each([
    'https://vimeo.com/76979871',
    'https://www.vimeo.com/76979871',
    'vimeo.com/76979871',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://vimeo.com/groups/motion/videos/76979871',
    'https://player.vimeo.com/video/76979871',
  ])('reads %s', (input) => {
    expect(parseVideoLink(input)).toEqual({
      ok: true,
      value: {
        site: 'vimeo',
        videoId: '76979871',
        url: 'https://vimeo.com/76979871',
        embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
      },
    });
  });

  it('keeps the hash of an unlisted video, which the player needs', () => {
    const expected = {
      ok: true,
      value: {
        site: 'vimeo',
        videoId: '76979871',
        url: 'https://vimeo.com/76979871/a1b2c3d4e5',
        embedUrl: 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&dnt=1',
      },
    };
    expect(parseVideoLink('https://vimeo.com/76979871/a1b2c3d4e5')).toEqual(expected);
    expect(parseVideoLink('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5')).toEqual(
      expected,
    );
  });
});

describe('parseVideoLink: refused', () => {
  it.each([
    ['an empty text', ''],
    ['another site', 'https://www.dailymotion.com/video/x7tgad0'],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a host that ends like YouTube', `https://notyoutube.com/watch?v=${ID}`],
    ['credentials before the host', `https://youtube.com@evil.example/watch?v=${ID}`],
    ['a user name on the real host', `https://user@www.youtube.com/watch?v=${ID}`],
    ['a port', `https://www.youtube.com:8443/watch?v=${ID}`],
    ['another scheme', `javascript://www.youtube.com/watch?v=${ID}`],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a YouTube id of the wrong length', 'https://www.youtube.com/watch?v=abc'],
    ['a YouTube id with other characters', 'https://youtu.be/dQw4w9WgX<Q'],
    ['a watch page without a video', 'https://www.youtube.com/watch?list=PL123'],
    ['a channel page', 'https://www.youtube.com/@bestpairing'],
    ['a playlist page', 'https://www.youtube.com/playlist?list=PL123'],
    ['a Vimeo page that is not a video', 'https://vimeo.com/bestpairing'],
    ['a Vimeo hash that is not hexadecimal', 'https://vimeo.com/76979871/<script>'],
    ['an address with spaces', `https://youtu.be/${ID} extra`],
    ['text that is no address', 'not a link at all'],
    ['an address too long', `https://youtu.be/${ID}?x=${'a'.repeat(VIDEO_LINK_MAX)}`],
  ])('refuses %s', (_label, input) => {
    expect(parseVideoLink(input)).toEqual({
      ok: false,
      error: { code: 'TRAININGS.VIDEO_LINK_UNSUPPORTED' },
    });
  });
});

describe('embed addresses', () => {
  it('always load one of the allowed player origins', () => {
    for (const input of [`https://youtu.be/${ID}`, 'https://vimeo.com/1']) {
      const parsed = parseVideoLink(input);
      if (!parsed.ok) throw new Error(`${input} refused`);
      expect(VIDEO_EMBED_ORIGINS).toContain(new URL(parsed.value.embedUrl).origin);
    }
  });
});
