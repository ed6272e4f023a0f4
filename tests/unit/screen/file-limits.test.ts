import { describe, expect, it } from 'vitest';
import { acceptWords, formatSize, isAccepted, parseSize } from '../../../src/screen/file-limits';
import { readConfig } from '../../../src/kernel/config/read-config';
import { wordsIn } from '../kernel/i18n/words';

const en = wordsIn('en');

describe('the limits of a file field', () => {
  it('reads a size as an author writes it, and nothing else', () => {
    expect(parseSize('2 MB')).toBe(2 * 1024 * 1024);
    expect(parseSize('500kb')).toBe(500 * 1024);
    expect(parseSize('1.5 MB')).toBe(1.5 * 1024 * 1024);
    expect(parseSize('2 megs')).toBeUndefined();
    expect(parseSize('0 KB')).toBeUndefined();
    expect(parseSize(2048)).toBeUndefined();
  });

  it('says sizes in words', () => {
    expect(formatSize(16, en)).toBe('16 B');
    expect(formatSize(150 * 1024, en)).toBe('150 KB');
    expect(formatSize(2 * 1024 * 1024, en)).toBe('2 MB');
    expect(formatSize(1.5 * 1024 * 1024, en)).toBe('1.5 MB');
  });

  it('says sizes and the types taken in the language shown', () => {
    const fr = wordsIn('fr');
    expect(formatSize(1.5 * 1024 * 1024, fr)).toBe('1,5 Mo');
    expect(formatSize(150 * 1024, fr)).toBe('150 Ko');
    expect(formatSize(1.5 * 1024 * 1024, wordsIn('de'))).toBe('1,5 MB');
    expect(formatSize(2 * 1024 * 1024, wordsIn('ar'))).toBe('2 م.ب');
    expect(acceptWords('.pdf, .docx, .odt', fr)).toBe('PDF, Word ou .odt');
    expect(acceptWords('.pdf,.odt', wordsIn('es'))).toBe('PDF o .odt');
    // A type with a star by the kind's name, never "image/*".
    expect(acceptWords('image/*', wordsIn('en'))).toBe('image');
    expect(acceptWords('.pdf, image/*, video/*', fr)).toBe('PDF, image ou vidéo');
    expect(acceptWords('application/pdf,audio/*', wordsIn('de'))).toBe('PDF oder Audio');
    // The common files by their names, each once however many endings it has; text in words.
    expect(acceptWords('.doc,.docx,.xls,.xlsx,.ppt,.pptx', en)).toBe('Word, Excel or PowerPoint');
    expect(acceptWords('.txt, .csv, .zip', fr)).toBe('texte, CSV ou ZIP');
    expect(acceptWords('text/plain', wordsIn('ar'))).toBe('نصية');
    expect(acceptWords('text/*,.jpg,.jpeg,image/png', wordsIn('es'))).toBe('de texto, JPEG o PNG');
    expect(
      acceptWords(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        wordsIn('de'),
      ),
    ).toBe('Excel');
  });

  it('lets in the types accept names, by extension or by type', () => {
    const file = (name: string, type: string) => ({ name, type });
    expect(isAccepted('.pdf,.docx', file('CV.PDF', 'application/pdf'))).toBe(true);
    expect(isAccepted('.pdf,.docx', file('cv.exe', 'application/x-msdownload'))).toBe(false);
    expect(isAccepted('image/*', file('me.jpg', 'image/jpeg'))).toBe(true);
    expect(isAccepted(undefined, file('any.bin', ''))).toBe(true);
    expect(acceptWords('.pdf, .docx, .odt', en)).toBe('PDF, Word or .odt');
  });
});

describe('the attachment limit', () => {
  it('is its own setting, apart from the template variables', () => {
    const config = readConfig({ PUBLIC_EMAILJS_ATTACHMENT_MAX_BYTES: '2097152' });
    expect(config.emailjs.attachmentMaxBytes).toBe(2 * 1024 * 1024);
    expect(config.emailjs.maxBytes).toBe(51200);
    expect(readConfig({}).emailjs.attachmentMaxBytes).toBe(51200);
    expect(() => readConfig({ PUBLIC_EMAILJS_ATTACHMENT_MAX_BYTES: '2 MB' })).toThrow(
      /PUBLIC_EMAILJS_ATTACHMENT_MAX_BYTES must be a whole number of bytes/,
    );
  });
});
