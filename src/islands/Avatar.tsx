import { useState, type ReactNode } from 'react';
import { safeUrl } from '../live/sanitize/safe-url.ts';
import { Icon } from './icons/Icon.tsx';
import type { Translate } from './translate.ts';

/** The user as an avatar shows them (spec §3: profileUrl and avatarUrl). */
export interface AvatarUser {
  id: string;
  displayName: string;
  /** Where a linked avatar goes; defaults to /profiles/{id}. Relative or http(s), else the default. */
  profileUrl?: string | undefined;
  /** The picture; defaults to /avatars/users/{id}/{size}. Relative or http(s), else the default. */
  avatarUrl?: string | undefined;
}

export interface AvatarProps {
  /** No user: a neutral placeholder. */
  user?: AvatarUser | null | undefined;
  /** Edge length in CSS pixels, also the size asked of the image route (default 96). */
  size?: number;
  /** Wraps the picture in a link to the user's profile. */
  linked?: boolean;
  /** true or false shows the presence dot with its text; undefined shows none. */
  online?: boolean | undefined;
  t: Translate;
  className?: string;
}

export const defaultAvatarSize = 96;

/** The image route of spec §2: /avatars/users/{userID}/{size}. */
export function avatarSrc(userId: string, size: number = defaultAvatarSize): string {
  return `/avatars/users/${encodeURIComponent(userId)}/${size}`;
}

export function Avatar({
  user,
  size = defaultAvatarSize,
  linked = false,
  online,
  t,
  className,
}: AvatarProps) {
  const classes = `site-avatar site-avatar--${sizeClass(size)}${className ? ` ${className}` : ''}`;
  if (!user) {
    return (
      <span
        className={`${classes} site-avatar--placeholder`}
        role="img"
        aria-label={t('avatar.noUser')}
      >
        <Icon name="user" size={Math.round(size * 0.6)} />
      </span>
    );
  }
  const alt = linked
    ? t('avatar.profileLink', { name: user.displayName })
    : t('avatar.alt', { name: user.displayName });
  const picture = (
    <>
      <AvatarImage
        className="site-avatar__image"
        src={safeUrl(user.avatarUrl) ?? avatarSrc(user.id, size)}
        size={size}
        alt={alt}
        lazy
        fallback={
          // The picture did not load: a silhouette that keeps the name.
          <span className="site-avatar__fallback" role="img" aria-label={alt}>
            <Icon name="user" size={Math.round(size * 0.6)} />
          </span>
        }
      />
      {online !== undefined && (
        <span
          className={`site-avatar__status site-avatar__status--${online ? 'online' : 'offline'}`}
        >
          <span className="site-visually-hidden">
            {t(online ? 'avatar.online' : 'avatar.offline')}
          </span>
        </span>
      )}
    </>
  );
  if (linked) {
    return (
      <a
        className={classes}
        href={safeUrl(user.profileUrl) ?? `/profiles/${encodeURIComponent(user.id)}`}
      >
        {picture}
      </a>
    );
  }
  return <span className={classes}>{picture}</span>;
}

export interface AvatarImageProps {
  className: string;
  src: string;
  /** Edge length in CSS pixels. */
  size: number;
  alt: string;
  /** Loads the picture when it nears the viewport. */
  lazy?: boolean;
  /** Shown instead when the picture fails to load, never a broken-image icon. */
  fallback: ReactNode;
}

/** A user's picture, replaced by `fallback` if it fails to load (the avatar, the account button). */
export function AvatarImage({
  className,
  src,
  size,
  alt,
  lazy = false,
  fallback,
}: AvatarImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return fallback;
  return (
    <img
      className={className}
      src={src}
      width={size}
      height={size}
      alt={alt}
      {...(lazy && ({ loading: 'lazy', decoding: 'async' } as const))}
      onError={() => setFailed(true)}
    />
  );
}

/** Sizes bucket into a few CSS classes (no inline styles under a strict CSP). */
function sizeClass(size: number): 'small' | 'medium' | 'large' {
  if (size <= 40) return 'small';
  if (size <= 64) return 'medium';
  return 'large';
}
