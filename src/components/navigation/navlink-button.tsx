import Button, { type ButtonProps } from '@mui/material/Button';
import type { MouseEvent } from 'react';

import { useFollowNavlink } from './use-follow-navlink';

type NavlinkButtonProps = Omit<ButtonProps<'a'>, 'href' | 'onClick' | 'component'> & {
  /** The backend (or backend-shaped) navlink: an app path or an allow-listed https URL. */
  navlink: string;
  /** A lending action: `decideLendingNavlink` (merged query, native redirect for https). */
  lending?: boolean;
  /** Runs before the link is followed (telemetry, marking read). */
  onFollow?: () => void;
};

/**
 * A link-styled button that follows a navlink through the one executor (every navigation rule),
 * while staying a real link for assistive technology: its role is `link` and its `href` is the
 * navlink itself. A modified click (new tab, new window) is left to the browser.
 */
export function NavlinkButton({ navlink, lending, onFollow, children, ...button }: NavlinkButtonProps) {
  const follow = useFollowNavlink();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onFollow?.();
    follow(navlink, lending === true ? { lending: true } : {});
  };
  return (
    <Button component="a" href={navlink} onClick={onClick} {...button}>
      {children}
    </Button>
  );
}
