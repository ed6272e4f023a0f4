import type { ComponentType } from 'react';
import type { Change } from '../panels/questions/change';
import type { QuestionKind } from './kind-table';
import { otherOf } from './choice/other-edits';
import { OtherSettings } from './choice/other-settings';
import { consentOf } from './consent/consent-edits';
import { ConsentSettings } from './consent/consent-settings';
import { fileSettingsOf } from './file/file-edits';
import { FileQuestionSettings } from './file/file-settings';
import { gridOf } from './grid/grid-edits';
import { GridSettings } from './grid/grid-settings';
import { itemListOf } from './list/list-edits';
import { ListSettings } from './list/list-settings';
import { endsOf, starsOf } from './scale/scale-edits';
import { NpsSettings, OpinionSettings, RatingSettings } from './scale/scale-settings';
import { readSection, SectionSettings } from './section/section-settings';
import { SignatureSettings } from './signature/signature-settings';

/** What a kind's own settings are given: the question, what they show, and the edit to make. */
export type KindSettingsProps<D> = { name: string; title: string; data: D; change: Change };

/**
 * A kind's own part of the open question's card: `read` takes what it shows
 * from the file's text (compared by value, so a key typed elsewhere leaves it
 * as it was), `Settings` renders it.
 */
type KindSettings<D> = {
  read: (text: string, name: string) => D | undefined;
  Settings: ComponentType<KindSettingsProps<D>>;
};

const settings = <D>(entry: KindSettings<D>) => entry as unknown as KindSettings<unknown>;

const grid = settings({ read: gridOf, Settings: GridSettings });

/**
 * The kinds whose card has a part of its own, from their rooms: the table
 * beside kind-table.ts for what the cards render (the kinds' recognition stays
 * free of React, for the edits and the checker's tests).
 */
export const KIND_SETTINGS: Partial<Record<QuestionKind, KindSettings<unknown>>> = {
  'other-choice': settings({ read: otherOf, Settings: OtherSettings }),
  consent: settings({ read: consentOf, Settings: ConsentSettings }),
  rating: settings({ read: starsOf, Settings: RatingSettings }),
  opinion: settings({ read: endsOf, Settings: OpinionSettings }),
  nps: settings({ read: endsOf, Settings: NpsSettings }),
  grid,
  'checkbox-grid': grid,
  signature: settings({ read: fileSettingsOf, Settings: SignatureSettings }),
  file: settings({ read: fileSettingsOf, Settings: FileQuestionSettings }),
  'list-of-items': settings({ read: itemListOf, Settings: ListSettings }),
  section: settings({ read: readSection, Settings: SectionSettings }),
};
