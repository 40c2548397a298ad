/** "Marie-Ève Tremblay" -> "MT": the first letters of the first and last words. */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return [first, last]
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
};

/**
 * The user's picture, or their initials when there is none. A plain `<img>` rather than Radix
 * Avatar, whose image appears only after a script has watched it load. Decorative: the name is
 * always written next to it.
 */
export const Avatar = ({ name, pictureUrl }: { name: string; pictureUrl?: string | undefined }) => (
  <span className="avatar" aria-hidden="true">
    {pictureUrl ? <img src={pictureUrl} alt="" /> : initialsOf(name)}
  </span>
);
