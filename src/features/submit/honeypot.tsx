import type { Ref } from 'react';

export const HONEYPOT_NAME = 'website_url';

/**
 * A field people never see or reach: off screen, out of the tab order, hidden
 * from assistive technology, never autofilled. Bots filling every input fill it.
 */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div
      aria-hidden="true"
      // Clipped where it stands, not moved off screen: a page read right to left scrolls
      // sideways to whatever sits far to its left.
      style={{
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
      }}
    >
      <label>
        Leave this empty
        <input
          ref={ref}
          type="text"
          name={HONEYPOT_NAME}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
