/** MUI's indeterminate CircularProgress, centred, as plain elements for the shell. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="loading">
      <span className="spinner" role="progressbar" aria-label={label}>
        <svg viewBox="22 22 44 44">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
    </div>
  );
}
