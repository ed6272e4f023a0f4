import { Alert } from '@mui/material';
import { formValidator as validator } from '../../shared/validation/form-validator';
import { useState } from 'react';
import type { ScreenFile } from '../../shared/screen-files/types';
import { FriendlyForm } from '../../shared/validation/friendly-form';
import { prefillFormData } from '../prefill/prefill';
import { StepsForm } from '../steps/steps-form';

export function ScreenForm({ screen }: { slug: string; screen: ScreenFile }) {
  const [formData, setFormData] = useState<unknown>(() =>
    prefillFormData(
      screen.schema,
      screen.prefill,
      // The signed-in person arrives with sign-in; until then only the link prefills.
      { query: new URLSearchParams(window.location.search), user: null },
      undefined,
    ),
  );
  const [notice, setNotice] = useState<string>();
  const formProps = {
    schema: screen.schema,
    uiSchema: screen.uiSchema,
    validator,
    formData,
    onChange: (e: { formData?: unknown }) => setFormData(e.formData),
    onSubmit: () => setNotice('Sending is not configured yet: your answers are kept.'),
  };
  return (
    <>
      {screen.steps ? (
        <StepsForm {...formProps} steps={screen.steps} />
      ) : (
        <FriendlyForm {...formProps} />
      )}
      {notice && (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          {notice}
        </Alert>
      )}
    </>
  );
}
