import type { MouseEvent, ReactNode } from 'react';

export interface ButtonProps {
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  type?: 'button' | 'submit' | 'reset';
  look?: 'primary' | 'secondary' | 'ghost';
  disabled?: boolean;
  /** Shows a spinner and ignores clicks while true (spec §4). */
  saving?: boolean;
  /** Read to assistive technology while saving, e.g. "Saving…". */
  savingLabel: string;
  className?: string;
}

/**
 * A button that can be disabled or saving. Saving keeps the button focusable
 * (focus is not lost mid-action) but marks it busy and swallows clicks.
 */
export function Button({
  children,
  onClick,
  type = 'button',
  look = 'primary',
  disabled = false,
  saving = false,
  savingLabel,
  className,
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (saving) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const classes = [
    'site-button',
    `site-button--${look}`,
    saving ? 'site-button--saving' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={saving || undefined}
      aria-busy={saving || undefined}
      onClick={handleClick}
    >
      {saving && <span className="site-button__spinner" aria-hidden="true" />}
      <span className="site-button__label">{children}</span>
      {saving && (
        <span className="site-visually-hidden" role="status">
          {savingLabel}
        </span>
      )}
    </button>
  );
}
