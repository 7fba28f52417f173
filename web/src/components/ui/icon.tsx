import { useId } from 'react';
import { ICONS, type IconArt, type IconName } from './icons';

export interface IconProps {
  name: IconName;
  /** CSS length; a number means pixels. Default 1em (follows the text size). */
  size?: number | string;
  /** Gives the icon an accessible name; without it the icon is decorative (hidden from assistive tech). */
  title?: string;
  className?: string;
}

export function Icon({ name, size = '1em', title, className }: IconProps) {
  const titleId = useId();
  const art: IconArt = ICONS[name];
  const length = typeof size === 'number' ? `${size}px` : size;
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={length}
      height={length}
      viewBox="0 0 24 24"
      fill={art.fill ? 'currentColor' : 'none'}
      stroke={art.fill ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      <path d={art.d} />
    </svg>
  );
}
