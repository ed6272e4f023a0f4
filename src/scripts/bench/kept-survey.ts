/**
 * The responses page's bench: a 20-question survey that keeps its answers
 * (every kind the page sums up), and its responses written straight into
 * the Firestore emulator, as many as asked, with answers spread the way a
 * real survey's are (not all the same, not all different).
 */
export const KEPT_SURVEY_SLUG = 'bench-kept-survey';

const level = {
  type: 'string',
  oneOf: [
    { const: 'poor', title: 'Poor' },
    { const: 'fair', title: 'Fair' },
    { const: 'good', title: 'Good' },
    { const: 'great', title: 'Great' },
  ],
};

/** The screen file: 20 questions, kept for `owners`, drop-off recorded. */
export function keptSurveyScreen(owners: string[]) {
  return {
    title: 'Customer survey',
    hidden: true,
    responses: { owners, dropOff: true },
    schema: {
      type: 'object',
      definitions: { level },
      properties: {
        name: { type: 'string', title: 'Your name', maxLength: 100 },
        email: { type: 'string', title: 'Email', format: 'email', maxLength: 200 },
        member: { type: 'boolean', title: 'Are you a member?' },
        plan: {
          type: 'string',
          title: 'Which plan are you on?',
          oneOf: [
            { const: 'free', title: 'Free' },
            { const: 'team', title: 'Team' },
            { const: 'business', title: 'Business' },
            { const: 'enterprise', title: 'Enterprise' },
          ],
        },
        uses: {
          type: 'array',
          title: 'What do you use it for?',
          uniqueItems: true,
          items: {
            type: 'string',
            oneOf: [
              { const: 'surveys', title: 'Surveys' },
              { const: 'quizzes', title: 'Quizzes' },
              { const: 'orders', title: 'Orders' },
              { const: 'events', title: 'Event sign-ups' },
              { const: 'support', title: 'Support requests' },
            ],
          },
        },
        stars: { type: 'integer', title: 'How do you rate us?', minimum: 1, maximum: 5 },
        recommend: {
          type: 'integer',
          title: 'How likely are you to recommend us?',
          minimum: 0,
          maximum: 10,
        },
        ease: { type: 'integer', title: 'How easy is it to use?', minimum: 1, maximum: 7 },
        service: {
          type: 'object',
          title: 'How was each part?',
          properties: {
            speed: { $ref: '#/definitions/level', title: 'Speed' },
            support: { $ref: '#/definitions/level', title: 'Support' },
            price: { $ref: '#/definitions/level', title: 'Price' },
          },
        },
        priorities: {
          type: 'array',
          title: 'What matters most?',
          uniqueItems: true,
          minItems: 4,
          items: {
            type: 'string',
            oneOf: [
              { const: 'price', title: 'Price' },
              { const: 'speed', title: 'Speed' },
              { const: 'design', title: 'Design' },
              { const: 'support', title: 'Support' },
            ],
          },
        },
        age: { type: 'integer', title: 'Your age', minimum: 16, maximum: 120 },
        seats: { type: 'number', title: 'How many seats?', minimum: 1, maximum: 10000 },
        since: { type: 'string', title: 'Customer since', format: 'date' },
        call: { type: 'string', title: 'Best time to call', format: 'time' },
        heard: {
          type: 'string',
          title: 'How did you hear of us?',
          choices: ['A friend', 'A search', 'An advert'],
          other: 'Other',
        },
        country: {
          type: 'string',
          title: 'Country',
          enum: ['France', 'Germany', 'Spain', 'Italy', 'Egypt', 'Morocco', 'Other'],
        },
        renew: { type: 'boolean', title: 'Will you renew?' },
        liked: { type: 'string', title: 'What did you like?', maxLength: 2000 },
        improve: { type: 'string', title: 'What should we improve?', maxLength: 2000 },
        agree: { type: 'boolean', title: 'I agree to be contacted', const: true },
      },
    },
    uiSchema: {
      uses: { 'ui:widget': 'checkboxes' },
      stars: { 'ui:widget': 'rating' },
      recommend: { 'ui:widget': 'nps' },
      ease: { 'ui:widget': 'opinion', 'ui:options': { low: 'Very hard', high: 'Very easy' } },
      service: { 'ui:widget': 'grid' },
      priorities: { 'ui:widget': 'ranking' },
      liked: { 'ui:widget': 'textarea' },
      improve: { 'ui:widget': 'textarea' },
    },
    steps: [
      { title: 'About you', fields: ['name', 'email', 'member', 'plan', 'uses'] },
      { title: 'Ratings', fields: ['stars', 'recommend', 'ease', 'service', 'priorities'] },
      { title: 'Details', fields: ['age', 'seats', 'since', 'call', 'heard', 'country', 'renew'] },
      { title: 'Last words', fields: ['liked', 'improve', 'agree'] },
    ],
  };
}

/** A small deterministic generator: the same run writes the same responses. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x1_0000_0000;
  };
}

const WORDS = [
  'quick',
  'clear',
  'friendly',
  'price',
  'support',
  'design',
  'export',
  'mobile',
  'charts',
  'slow',
  'simple',
  'reports',
  'team',
  'emails',
  'languages',
  'Arabic',
  'forms',
  'helpful',
];

/** The answers of response number `n`, skewed like real ones (more 4s and 5s than 1s). */
export function keptSurveyAnswers(n: number): Record<string, unknown> {
  const next = random(n * 7919 + 17);
  const pick = <T>(items: readonly T[], weights?: readonly number[]): T => {
    const w = weights ?? items.map(() => 1);
    let r = next() * w.reduce((a, b) => a + b, 0);
    for (let i = 0; i < items.length; i++) {
      r -= w[i]!;
      if (r < 0) return items[i]!;
    }
    return items.at(-1)!;
  };
  const sentence = (length: number) =>
    Array.from({ length }, () => pick(WORDS)).join(' ') + (next() < 0.5 ? '.' : '!');
  const levels = ['poor', 'fair', 'good', 'great'];
  const priorities = ['price', 'speed', 'design', 'support'].sort(() => next() - 0.5);
  const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(next() * 6 * 365) * 86_400_000);
  const answers: Record<string, unknown> = {
    name: `Person ${n}`,
    email: `person${n}@example.org`,
    member: next() < 0.6,
    plan: pick(['free', 'team', 'business', 'enterprise'], [5, 3, 2, 1]),
    uses: ['surveys', 'quizzes', 'orders', 'events', 'support'].filter(() => next() < 0.4),
    stars: pick([1, 2, 3, 4, 5], [1, 1, 3, 6, 5]),
    recommend: pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 1, 1, 1, 1, 2, 3, 5, 7, 6, 5]),
    ease: pick([1, 2, 3, 4, 5, 6, 7], [1, 1, 2, 3, 5, 6, 3]),
    service: {
      speed: pick(levels, [1, 2, 4, 3]),
      support: pick(levels),
      price: pick(levels, [3, 3, 2, 1]),
    },
    priorities,
    age: 18 + Math.floor(next() * 60),
    seats: Math.ceil(next() ** 3 * 500),
    since: day.toISOString().slice(0, 10),
    call: `${String(8 + Math.floor(next() * 10)).padStart(2, '0')}:${next() < 0.5 ? '00' : '30'}:00`,
    heard: next() < 0.85 ? pick(['A friend', 'A search', 'An advert']) : `Other: ${sentence(2)}`,
    country: pick(['France', 'Germany', 'Spain', 'Italy', 'Egypt', 'Morocco', 'Other']),
    renew: next() < 0.7,
    liked: sentence(4 + Math.floor(next() * 12)),
    improve: next() < 0.6 ? sentence(3 + Math.floor(next() * 10)) : '',
    agree: true,
  };
  // Some questions left unanswered, as people do.
  for (const key of ['age', 'seats', 'call', 'since']) if (next() < 0.15) delete answers[key];
  if (answers.improve === '') delete answers.improve;
  return answers;
}

/** A JavaScript value as the Firestore REST API's typed JSON. */
function firestoreValue(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(firestoreValue) } };
  return {
    mapValue: {
      fields: Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, firestoreValue(v)]),
      ),
    },
  };
}

/** A document's fields in the REST API's typed JSON. */
const fieldsOf = (value: Record<string, unknown>) =>
  (firestoreValue(value).mapValue as { fields: unknown }).fields;

/** The most writes one batchWrite request takes. */
const BATCH = 500;

/**
 * Writes `count` responses of the survey into the emulator at `host`, with the emulator's
 * own "owner" credential (rules do not apply to it), a response and a visit a write, spread over the last
 * 90 days; visits for drop-off too. Returns how long it took (ms).
 */
export async function writeKeptSurvey(
  host: string,
  project: string,
  count: number,
  version = 'bench',
): Promise<number> {
  const start = performance.now();
  const base = `http://${host}/v1/projects/${project}/databases/(default)/documents`;
  const now = Date.now();
  const send = async (writes: unknown[]) => {
    const response = await fetch(`${base}:batchWrite`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`the emulator refused: ${await response.text()}`);
  };
  for (let first = 0; first < count; first += BATCH / 2) {
    const writes = [];
    for (let n = first; n < Math.min(count, first + BATCH / 2); n++) {
      const at = new Date(now - Math.floor((n / count) * 90 * 86_400_000) - (n % 977) * 1000);
      writes.push({
        update: {
          name: `projects/${project}/databases/(default)/documents/screens/${KEPT_SURVEY_SLUG}/responses/bench-${n}`,
          fields: fieldsOf({
            answers: keptSurveyAnswers(n),
            submittedAt: at,
            language: n % 10 === 0 ? 'ar' : 'en',
            version,
          }),
        },
      });
      // One visit of three does not finish: each step loses a few; the others are sent.
      writes.push({
        update: {
          name: `projects/${project}/databases/(default)/documents/screens/${KEPT_SURVEY_SLUG}/visits/visit-${n}`,
          fields: fieldsOf(n % 3 === 0 ? { reached: n % 4, at } : { reached: 3, at, sent: true }),
        },
      });
    }
    await send(writes);
  }
  return performance.now() - start;
}
