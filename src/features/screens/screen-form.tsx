import { Alert } from '@mui/material';
import Form from '@rjsf/mui';
import type { ValidatorType } from '@rjsf/utils';
import { useState } from 'react';
import type { ScreenFile } from '../../shared/screen-files/types';
import { FastBaseInputTemplate } from './fast-templates';

// Field-level state for typed inputs: see fast-templates.tsx.
const templates = { BaseInputTemplate: FastBaseInputTemplate };

type ScreenFormProps = {
  slug: string;
  screen: ScreenFile;
  /** The screen's validator, precompiled at build time: the browser never compiles a schema. */
  validator: ValidatorType;
};

export function ScreenForm({ screen, validator }: ScreenFormProps) {
  const [formData, setFormData] = useState<unknown>(undefined);
  const [notice, setNotice] = useState<string>();
  return (
    <>
      <Form
        schema={screen.schema}
        uiSchema={screen.uiSchema}
        validator={validator}
        templates={templates}
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
