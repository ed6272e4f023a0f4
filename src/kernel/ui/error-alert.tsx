import type { ReactNode } from 'react';
import { ErrorIcon } from './icons';

/** MUI's `<Alert severity="error">` (with an optional AlertTitle) as plain elements, for the shell. */
export function ErrorAlert({
  title,
  className,
  children,
}: {
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={className ? `alert ${className}` : 'alert'}>
      <div className="alert-icon">
        <ErrorIcon />
      </div>
      <div className="alert-message">
        {title && <div className="alert-title">{title}</div>}
        {children}
      </div>
    </div>
  );
}
