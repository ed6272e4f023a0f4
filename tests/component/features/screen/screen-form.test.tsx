// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { draftKey } from '../../../../src/services/draft-storage';
import { ScreenForm } from '../../../../src/features/screen/screen-form';
import { loadScreen } from '../../load-screen';

describe('the contact screen', () => {
  it('renders its fields with labels and required marks', async () => {
    render(<ScreenForm slug="contact" user={null} {...await loadScreen('contact')} />);
    expect(screen.getByRole('textbox', { name: /Your name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Message/ })).toBeRequired();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it('shows a message under a field that breaks its rule', async () => {
    const user = userEvent.setup();
    render(<ScreenForm slug="contact" user={null} {...await loadScreen('contact')} />);
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'A');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText(/Use at least 2 characters/)).toBeVisible();
    expect(screen.getAllByText(/Please fill this in/)).toHaveLength(2);
  });
});

describe('a browser that keeps no drafts', () => {
  it("is told so above the form, MUI's alert loading after the form is rendered", async () => {
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      render(<ScreenForm slug="contact" user={null} {...await loadScreen('contact')} />);
      expect(screen.getByRole('textbox', { name: /Your name/ })).toBeInTheDocument();
      expect(await screen.findByText(/Drafts are off/)).toBeVisible();
      expect(screen.getByText(/Drafts are off/).closest('.MuiAlert-root')).not.toBeNull();
    } finally {
      full.mockRestore();
    }
  });
});

describe('a draft', () => {
  it('keeps what was typed a moment before the tab closes', async () => {
    localStorage.clear();
    render(<ScreenForm slug="contact" user={null} {...await loadScreen('contact')} />);
    const name = screen.getByRole('textbox', { name: /Your name/ });
    fireEvent.change(name, { target: { value: 'Ada' } });
    fireEvent.change(name, { target: { value: 'Ada L' } });
    window.dispatchEvent(new Event('pagehide'));
    // The draft as stored: the answers, with the moment they expire.
    const stored = JSON.parse(localStorage.getItem(draftKey('contact')) ?? 'null') as {
      answers?: unknown;
    } | null;
    expect(stored?.answers).toMatchObject({ name: 'Ada L' });
  });

  it('never keeps what was typed into a password field', async () => {
    localStorage.clear();
    const loaded = await loadScreen('contact');
    const secret = {
      ...loaded.screen,
      uiSchema: { ...loaded.screen.uiSchema, name: { 'ui:widget': 'password' } },
    };
    render(<ScreenForm slug="contact" user={null} {...loaded} screen={secret} />);
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'hunter2-secret' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), {
      target: { value: 'ada@example.com' },
    });
    window.dispatchEvent(new Event('pagehide'));
    const stored = localStorage.getItem(draftKey('contact')) ?? '';
    expect(stored).toContain('ada@example.com');
    expect(stored).not.toContain('hunter2-secret');
  });
});

describe('a signed-in screen', () => {
  it('fills its fields from the signed-in person', async () => {
    const person = { uid: 'u-1', email: 'ada@example.com', name: 'Ada Lovelace' };
    render(
      <ScreenForm slug="member-survey" user={person} {...await loadScreen('member-survey')} />,
    );
    expect(screen.getByDisplayValue('ada@example.com')).toBeInTheDocument();
  });
});

describe('a field with a common pattern (issue 32)', () => {
  it('says what is expected instead of "not written the expected way"', async () => {
    const user = userEvent.setup();
    render(<ScreenForm slug="registration" user={null} {...await loadScreen('registration')} />);
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), 'call me');
    await user.click(screen.getByRole('button', { name: /^Send/ }));
    expect(screen.getByText('Enter a phone number, like +44 20 7946 0958')).toBeVisible();
    expect(screen.queryByText(/not written the expected way/)).toBeNull();
  });
});
