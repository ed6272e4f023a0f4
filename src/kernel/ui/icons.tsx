/**
 * Material icons as plain SVG for the shell, which is rendered without MUI: the
 * path data is @mui/icons-material's (LockOutlined, AccountCircle) and
 * @mui/material's Alert icon (ErrorOutline). With a title, an icon is an image
 * that says it; without, screen readers skip it, as with MUI's SvgIcon.
 */
function Icon({ d, title }: { d: string; title?: string }) {
  return (
    <svg
      className="icon"
      focusable="false"
      viewBox="0 0 24 24"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
    >
      <path d={d} />
      {title && <title>{title}</title>}
    </svg>
  );
}

export function LockIcon({ title }: { title: string }) {
  return (
    <Icon
      title={title}
      d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2"
    />
  );
}

export function AccountIcon() {
  return (
    <Icon d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 4c1.93 0 3.5 1.57 3.5 3.5S13.93 13 12 13s-3.5-1.57-3.5-3.5S10.07 6 12 6m0 14c-2.03 0-4.43-.82-6.14-2.88C7.55 15.8 9.68 15 12 15s4.45.8 6.14 2.12C16.43 19.18 14.03 20 12 20" />
  );
}

export function ErrorIcon() {
  return (
    <Icon d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
  );
}
