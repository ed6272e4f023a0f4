import { memo } from 'react';
import type { Change } from '../../panels/questions/change';
import { sameByValue } from '../../panels/same-by-value';
import type { FileSettings } from '../file/file-edits';
import { FileQuestionSettings } from '../file/file-settings';

/** A signature's largest picture (`ui:options.maxSize`): it is sent as a file. */
export const SignatureSettings = memo(function SignatureSettings(props: {
  name: string;
  title: string;
  data: FileSettings;
  change: Change;
}) {
  return <FileQuestionSettings {...props} signature />;
}, sameByValue);
