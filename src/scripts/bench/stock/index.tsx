import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

// The baseline: react-jsonschema-form with the MUI theme used as its docs show,
// one bundle, the runtime ajv validator, the form's data held by the page.
function StockForm({ schema }: { schema: RJSFSchema }) {
  const [formData, setFormData] = useState<unknown>(undefined);
  return (
    <Form
      schema={schema}
      validator={validator}
      formData={formData}
      onChange={(e) => setFormData(e.formData)}
      noHtml5Validate
    />
  );
}

const shape = new URLSearchParams(location.search).get('shape') ?? 'flat';
const root = document.getElementById('root');
if (!root) throw new Error('no #root');
fetch(`/bench-schemas/${shape}.json`)
  .then((r) => r.json() as Promise<{ schema: RJSFSchema }>)
  .then(({ schema }) => createRoot(root).render(<StockForm schema={schema} />));
