import { hasFormat, type KindEntry } from '../kind-entry';

/** A date, a time of day, or both. */

export const date: KindEntry = {
  name: 'date',
  words: 'Date',
  is: hasFormat('date'),
  make: () => ({ field: { type: 'string', title: 'Date', format: 'date' } }),
};

export const time: KindEntry = {
  name: 'time',
  words: 'Time',
  is: hasFormat('time'),
  make: () => ({ field: { type: 'string', title: 'Time', format: 'time' } }),
};

export const dateTime: KindEntry = {
  name: 'when',
  words: 'Date and time',
  is: hasFormat('date-time'),
  make: () => ({ field: { type: 'string', title: 'Date and time', format: 'date-time' } }),
};
