import { filledIcons, strokeIcons, type IconName } from './icon-paths.ts';

export interface IconProps {
  name: IconName;
  /** Rendered size in CSS pixels. */
  size?: number;
  className?: string;
}

/** An inline SVG icon. Decorative: the control that holds it carries the name. */
export function Icon({ name, size = 20, className }: IconProps) {
  const classes = `site-icon${className ? ` ${className}` : ''}`;
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
        <path d={filledIcons[name as keyof typeof filledIcons]} />
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
      <path d={strokeIcons[name as keyof typeof strokeIcons]} />
    </svg>
  );
}
