import { useContext } from 'react';
import { filledIcons, strokeIcons, type IconName } from './icon-paths.ts';
import { IconSpriteContext } from './icon-sprite-context.ts';

export interface IconProps {
  name: IconName;
  /** Rendered size in CSS pixels. */
  size?: number;
  className?: string;
}

/**
 * An SVG icon: its path inline, or a `<use>` of the sprite's symbol where an
 * IconSpriteContext gives one. Decorative: the control that holds it carries the name.
 */
export function Icon({ name, size = 20, className }: IconProps) {
  const sprite = useContext(IconSpriteContext);
  const classes = `site-icon${className ? ` ${className}` : ''}`;
  const shape = (d: string) => (sprite ? <use href={`${sprite}#${name}`} /> : <path d={d} />);
  if (name in filledIcons) {
    return (
      <svg
        className={classes}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="currentColor"
      >
        {shape(filledIcons[name as keyof typeof filledIcons])}
      </svg>
    );
  }
  return (
    <svg
      className={classes}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shape(strokeIcons[name as keyof typeof strokeIcons])}
    </svg>
  );
}
