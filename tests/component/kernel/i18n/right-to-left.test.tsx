// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenForm } from '../../../../src/features/screen/screen-form';
import { loadScreen } from '../../load-screen';
import { showLanguage } from '../../../../src/kernel/i18n/i18n';

afterEach(() => showLanguage('en'));

describe('a right-to-left language', () => {
  it('turns the page right to left and puts a label on the right', async () => {
    await showLanguage('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    render(<ScreenForm slug="contact" user={null} {...await loadScreen('contact')} />);
    const field = await screen.findByRole('textbox', { name: /Your name/ });
    const label = document.querySelector<HTMLElement>(`label[for="${field.id}"]`);
    if (!label) throw new Error('the field has no label');
    // MUI anchors a field's label at the start of the line: the right in Arabic.
    await waitFor(() => expect(getComputedStyle(label).right).toBe('0px'));
    expect(getComputedStyle(label).transformOrigin).toBe('top right');
    expect(getComputedStyle(label).left).not.toBe('0px');
  });

  it('keeps English left to right', async () => {
    await showLanguage('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    render(<ScreenForm slug="contact" user={null} {...await loadScreen('contact')} />);
    const field = await screen.findByRole('textbox', { name: /Your name/ });
    const label = document.querySelector<HTMLElement>(`label[for="${field.id}"]`);
    if (!label) throw new Error('the field has no label');
    expect(getComputedStyle(label).left).toBe('0px');
    expect(getComputedStyle(label).transformOrigin).toBe('top left');
  });
});
