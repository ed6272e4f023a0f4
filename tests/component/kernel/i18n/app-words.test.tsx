// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenCrashBoundary } from '../../../../src/features/screen/screen-crash';
import { ScreenForm } from '../../../../src/features/screen/screen-form';
import { SuccessScreen } from '../../../../src/features/submit/success-screen';
import { loadScreen } from '../../load-screen';
import { showLanguage } from '../../../../src/kernel/i18n/i18n';

afterEach(async () => {
  vi.restoreAllMocks();
  await showLanguage('en');
});

describe("the app's own words around a screen", () => {
  it('thanks in Spanish on the success page when the author wrote no texts of their own', async () => {
    await showLanguage('es');
    render(
      <MemoryRouter>
        <SuccessScreen onAnother={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();
    expect(screen.getByText('Sus respuestas se enviaron.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar otra respuesta' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver todos los formularios' })).toBeVisible();
  });

  it('says a crashed screen in Arabic, with its ways on', async () => {
    await showLanguage('ar');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('a bug in a screen');
    }
    render(
      <MemoryRouter>
        <ScreenCrashBoundary>
          <Broken />
        </ScreenCrashBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'حدث خطأ في هذه الشاشة' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('إجاباتك المحفوظة باقية في هذا المتصفح');
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'عرض كل النماذج' })).toBeVisible();
  });

  it('says drafts are off in French when the browser keeps nothing', async () => {
    await showLanguage('fr');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<ScreenForm slug="contact" user={null} {...await loadScreen('contact')} />);
    expect(await screen.findByText(/^Brouillons désactivés : ce navigateur/)).toBeVisible();
  });
});
