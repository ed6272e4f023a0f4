// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import { HomePage } from '../../../../src/features/home/home-page';
import type { ScreenSummary } from '../../../../src/screen/manifest';

const summary = (slug: string, opening?: ScreenSummary['opening']): ScreenSummary => ({
  slug,
  route: `/${slug}`,
  title: slug,
  hidden: false,
  access: 'public',
  problemCount: 0,
  load: () => Promise.reject(new Error('not loaded in this test')),
  ...(opening ? { opening } : {}),
});

it('lists a closed screen with its message, and an open one without', () => {
  render(
    <MemoryRouter>
      <HomePage
        problems={[]}
        screens={[
          summary('full', { closed: true, message: 'We are full: thank you.' }),
          summary('later', { closed: false, opensAt: Date.now() + 3_600_000, timeZone: 'UTC' }),
          summary('open', { closed: false, closesAt: Date.now() + 3_600_000 }),
        ]}
      />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: /full/ }).textContent).toBe(
    'fullWe are full: thank you.',
  );
  expect(screen.getByRole('link', { name: /later/ }).textContent).toMatch(
    /^laterThis form opens on \w+day \d+ \w+ \d{4} at \d\d:\d\d \(UTC time\)\.$/,
  );
  expect(screen.getByRole('link', { name: 'open' }).textContent).toBe('open');
});
