import contact from './gallery/contact.json?raw';
import eventSurvey from './gallery/event-survey.json?raw';
import feedback from './gallery/feedback.json?raw';
import jobApplication from './gallery/job-application.json?raw';
import membersOnly from './gallery/members-only.json?raw';
import order from './gallery/order.json?raw';
import quiz from './gallery/quiz.json?raw';
import rsvp from './gallery/rsvp.json?raw';
import { answerNamesOf } from '../../edits/screen-settings-edits';

/** A ready screen a new one can start from: what the card says, and the file as written. */
export type GalleryScreen = { id: string; title: string; line: string; text: string };

/**
 * The gallery of ready screens. Each is a whole screen file, imported as its
 * text so a new screen is the file byte for byte; they live beside the studio,
 * not in schemas/, so none is ever a live screen (tests/unit/features/studio/panels/screens/gallery.test.ts
 * checks each with the checker).
 */
export const GALLERY: readonly GalleryScreen[] = [
  { id: 'contact', title: 'Contact', line: 'Name, email and a message', text: contact },
  {
    id: 'rsvp',
    title: 'RSVP',
    line: 'Coming or not, guests and dietary needs, in two steps',
    text: rsvp,
  },
  {
    id: 'feedback',
    title: 'Feedback with NPS',
    line: 'How likely to recommend us, 0 to 10, and why',
    text: feedback,
  },
  {
    id: 'job-application',
    title: 'Job application',
    line: 'Details, the job and a CV file attached to the email',
    text: jobApplication,
  },
  {
    id: 'order',
    title: 'Order with a total',
    line: 'Quantities and a total worked out as people type',
    text: order,
  },
  {
    id: 'quiz',
    title: 'Quiz',
    line: 'Points per answer, a score and a result page',
    text: quiz,
  },
  {
    id: 'event-survey',
    title: 'Event survey with steps',
    line: 'Three steps, one shown only to those who came',
    text: eventSurvey,
  },
  {
    id: 'members-only',
    title: 'Members-only form',
    line: 'Signed-in people only, their email filled in',
    text: membersOnly,
  },
];

/** How many questions a screen asks, those shown on a condition included. */
export const questionCount = (text: string) => answerNamesOf(text).length;
