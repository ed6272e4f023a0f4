import type { FormatDefinition } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats';

/**
 * `"format": "time"` as the time box gives it, `14:30:00`: ajv-formats' own
 * `time` asks for a zone (`14:30:00Z`), which no time box writes, so a
 * screen's precompiled validator refused every time answered.
 */
export const isTimeAnswer = (
  fullFormats['iso-time'] as FormatDefinition<string> & {
    validate: (value: string) => boolean;
  }
).validate;

/**
 * The formats a screen's precompiled validator calls (ajv's `code.formats`,
 * see src/build/validator-code.ts): ajv-formats' own, with the app's `time`.
 */
export const formats = { ...fullFormats, time: isTimeAnswer };
