// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { PreviewPage } from '../../../../src/features/preview';

const fileScreen = {
  title: 'Apply',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Your name' },
      topic: {
        type: 'string',
        title: 'Topic',
        oneOf: [
          { const: 'idea', title: 'An idea' },
          { const: 'praise', title: 'Praise' },
        ],
      },
      cv: { type: 'string', title: 'CV', format: 'data-url' },
    },
  },
  email: {
    template: 'template_jobs',
    params: { subject: 'From {{name}}', kind: '{{topic}}', kindCode: '{{topic_code}}' },
  },
};

const sent = () => screen.getByRole('region', { name: 'What this answer would send' });

describe('the preview', () => {
  it('says in plain words that a file is ready, and where a mistake is', async () => {
    render(
      <MemoryRouter>
        <PreviewPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/No mistakes: this file is ready/)).toBeInTheDocument();
    expect(screen.queryByText(/npm run check/)).toBeNull();
    // The button the screen will have, not rjsf's "Submit".
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    const file = screen.getByRole('textbox', { name: 'Screen file (JSON)' });
    fireEvent.change(file, { target: { value: '{ "title": "T" }' } });
    expect(await screen.findByText(/mistake.* to fix before this form can be used/)).toBeVisible();
    expect(screen.getAllByText(/^Line \d+, column \d+: /).length).toBeGreaterThan(0);
  });

  it('shows what an answer would send as the lines of an email, files by name and size', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <PreviewPage />
      </MemoryRouter>,
    );
    const file = screen.getByRole('textbox', { name: 'Screen file (JSON)' });
    fireEvent.change(file, { target: { value: JSON.stringify(fileScreen) } });
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Ana');
    await user.click(screen.getByRole('radio', { name: 'An idea' }));
    const cv = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!cv) throw new Error('no file input');
    await user.upload(cv, new File(['x'.repeat(2048)], 'cv.pdf', { type: 'application/pdf' }));

    await waitFor(() => expect(within(sent()).getByText('cv.pdf (2 KB), as')).toBeVisible());
    // The line's own term: `{{answers}}` is also the example in the words above the lines.
    const line = (name: string) =>
      within(sent())
        .getAllByText(`{{${name}}}`)
        .map((text) => text.closest('dt'))
        .find((term) => term !== null)
        ?.closest('div')
        ?.querySelector('dd')?.textContent;
    expect(within(sent()).getByText('template_jobs')).toBeVisible();
    expect(line('subject')).toBe('From Ana');
    // A choice in the words the person chose, its code under a name of its own.
    expect(line('kind')).toBe('An idea');
    expect(line('kindCode')).toBe('idea');
    expect(line('answers')).toBe('Your name: Ana\nTopic: An idea\nCV: cv.pdf');
    expect(line('submission_id')).toMatch(/^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$/);
    // A readable email, not the request as JSON.
    expect(sent().textContent).not.toMatch(/"params"|"subject":/);
  });

  it('shows a screen without params each answer in words and a choice also as its code', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <PreviewPage />
      </MemoryRouter>,
    );
    const own = { ...fileScreen, email: { template: 'template_jobs' } };
    const file = screen.getByRole('textbox', { name: 'Screen file (JSON)' });
    fireEvent.change(file, { target: { value: JSON.stringify(own) } });
    await user.click(await screen.findByRole('radio', { name: 'Praise' }));
    const term = (name: string) => within(sent()).getByText(new RegExp(`^\\{\\{${name}\\}\\}`));
    await waitFor(() =>
      expect(term('topic').closest('div')?.querySelector('dd')).toHaveTextContent('Praise'),
    );
    expect(term('topic_code').closest('dt')).toHaveTextContent(
      '{{topic_code}}: the code of topic, as stored',
    );
    expect(term('topic_code').closest('div')?.querySelector('dd')).toHaveTextContent(/^praise$/);
  });
});
