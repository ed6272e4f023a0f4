import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyNote } from '../../../../src/features/submit/confirmation';
import { offline } from '../../../../src/services/offline';
import { attachmentProblem } from '../../../../src/email/limits';
import { answersToSend } from '../../../../src/email/answers';
import { judgeAnswer, sendOnce } from '../../../../src/services/emailjs/send';
import { createEmailTransportDouble } from '../../../doubles/emailjs-double';
import { showLanguage } from '../../../../src/kernel/i18n/i18n';

const request = { serviceId: 's', templateId: 't', params: {}, files: [] };
const message = (result: { ok: boolean; message?: string } | undefined) => result?.message;

afterEach(async () => {
  vi.useRealTimers();
  await showLanguage('en');
});

describe('what went wrong with a send, in the language shown', () => {
  it('says a refusal, the size limits and the offline notice in French, sizes with a decimal comma', async () => {
    await showLanguage('fr');
    expect(message(judgeAnswer({ status: 202, text: 'Accepted' }))).toBe(
      'Le service d’e-mail n’a pas confirmé le message (réponse 202 : Accepted). Vos réponses sont conservées : renvoyez.',
    );
    expect(message(judgeAnswer({ status: 403, text: '' }))).toBe(
      'Le message a été refusé par EmailJS : erreur 403. Vos réponses sont conservées.',
    );
    expect(message(attachmentProblem(150 * 1024 + 512, 50 * 1024))).toBe(
      'Vos fichiers dépassent de 100,5 Ko la taille permise : 150,5 Ko pour une limite de 50,0 Ko. Retirez un fichier ou choisissez-en de plus petits, puis renvoyez. Rien n’a été envoyé ; vos réponses sont conservées.',
    );
    expect(
      message(answersToSend({ schema: { type: 'string' } }, 'x'.repeat(5001)).tooLong),
    ).toMatch(/^« Une réponse » compte 5\s001 caractères ; on peut en envoyer au plus 5\s000\./);
    expect(message(offline())).toMatch(/^Vous êtes hors ligne, rien n’a donc été envoyé\./);
  });

  it('counts the seconds waited in German and in Arabic plural forms', async () => {
    const { transport } = createEmailTransportDouble(['never', 'never', 'never']);
    vi.useFakeTimers();
    const unanswered = async (timeoutMs: number) => {
      const pending = sendOnce(transport, request, timeoutMs);
      await vi.advanceTimersByTimeAsync(timeoutMs);
      return message(await pending);
    };
    await showLanguage('de');
    expect(await unanswered(1000)).toMatch(
      /^Keine Antwort vom E-Mail-Dienst innerhalb von 1 Sekunde\./,
    );
    await showLanguage('ar');
    expect(await unanswered(1000)).toContain('خلال ثانية واحدة.');
    expect(await unanswered(3000)).toContain('خلال 3 ثوانٍ.');
  });

  it('says what became of the copy in Spanish', async () => {
    await showLanguage('es');
    expect(copyNote('ana@example.com', { ok: true }).message).toBe(
      'Se envió a ana@example.com un correo que confirma que sus respuestas llegaron.',
    );
    expect(copyNote('ana@example.com', offline()).message).toBe(
      'Sus respuestas llegaron. Solo la confirmación a ana@example.com no se pudo enviar: se perdió la conexión. No hace falta que vuelva a enviar sus respuestas.',
    );
  });
});
