import { Alert } from '@mui/material';
import Form from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import { useState } from 'react';
import type { ScreenFile } from '../../shared/screen-files/types';

export function ScreenForm({ screen }: { slug: string; screen: ScreenFile }) {
  const [formData, setFormData] = useState<unknown>(undefined);
  const [notice, setNotice] = useState<string>();
  return (
    <>
      <Form
        schema={screen.schema}
        uiSchema={screen.uiSchema}
        validator={validator}
        formData={formData}
        onChange={(e) => setFormData(e.formData)}
        onSubmit={() => setNotice('Sending is not configured yet: your answers are kept.')}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
      />
      {notice && (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          {notice}
        </Alert>
      )}
    </>
  );
}
