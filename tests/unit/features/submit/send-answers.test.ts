import { expect, it } from 'vitest';
import { sendAnswers } from '../../../../src/features/submit/send-answers';
import type { ScreenFile } from '../../../../src/screen/types';
import { createStorageDouble } from '../../../doubles/storage-double';
import { createEmailTransportDouble } from '../../../doubles/emailjs-double';

/** `data` with every read of an answer counted, by its path. */
function counted(data: unknown, reads: Map<string, number>, at = ''): unknown {
  if (typeof data !== 'object' || data === null) return data;
  return new Proxy(data, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || typeof value === 'function' || key === 'length') return value;
      const path = `${at}/${key}`;
      reads.set(path, (reads.get(path) ?? 0) + 1);
      return counted(value, reads, path);
    },
  });
}

it('walks the answers once per send: each read once, and the email carries them', async () => {
  const screen = {
    title: 'Order',
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name' },
        items: {
          type: 'array',
          items: { type: 'object', properties: { note: { type: 'string' } } },
        },
      },
    },
    email: { template: 'template_order' },
  } as unknown as ScreenFile;
  const reads = new Map<string, number>();
  const { transport, requests } = createEmailTransportDouble();
  const result = await sendAnswers({
    slug: 'order',
    screen,
    fileFields: [],
    user: null,
    formData: counted({ name: 'Ana', items: [{ note: 'pens' }] }, reads),
    extras: {},
    transport,
    store: createStorageDouble().store,
    link: new URLSearchParams(),
  });
  expect(result).toEqual({ ok: true });
  expect(requests[0]?.params).toMatchObject({
    name: 'Ana',
    answers: expect.stringContaining('pens'),
  });
  expect(Object.fromEntries(reads)).toEqual({
    '/name': 1,
    '/items': 1,
    '/items/0': 1,
    '/items/0/note': 1,
  });
});
