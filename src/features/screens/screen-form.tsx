import { Alert, Box, Button } from '@mui/material';
import Form from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import { useRef, useState } from 'react';
import { config } from '../../shared/config/env';
import type { ScreenFile } from '../../shared/screen-files/types';
import { useDraft } from '../drafts/use-draft';
import { Captcha } from '../submit/captcha';
import { Honeypot } from '../submit/honeypot';
import { SuccessScreen } from '../submit/success-screen';
import { useSubmit } from '../submit/use-submit';

export function ScreenForm({ slug, screen }: { slug: string; screen: ScreenFile }) {
  const sends = screen.submit !== 'none';
  const draft = useDraft(slug, sends && screen.draft !== false);
  const [formData, setFormData] = useState<unknown>(draft.initial);
  const { state, failure, submit } = useSubmit({ slug, screen, user: null });
  const honeypot = useRef<HTMLInputElement>(null);
  const [captchaToken, setCaptchaToken] = useState<string>();
  const [tries, setTries] = useState(0);

  if (state === 'sent') return <SuccessScreen success={screen.success} />;

  const captchaBlocks = screen.captcha === true && !captchaToken;
  const buttonText = screen.uiSchema?.['ui:submitButtonOptions']?.submitText ?? 'Submit';
  return (
    <>
      {draft.off && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Drafts are off: this browser does not let the page keep your answers, so they are lost if
          you leave before sending.
        </Alert>
      )}
      <Form
        schema={screen.schema}
        uiSchema={screen.uiSchema}
        validator={validator}
        formData={formData}
        onChange={(e) => {
          setFormData(e.formData);
          draft.save(e.formData);
        }}
        onSubmit={async (e) => {
          if (!sends) return;
          const sent = await submit(e.formData, {
            honeypot: honeypot.current?.value,
            captchaToken,
          });
          if (sent) draft.forget();
          else if (screen.captcha) {
            setCaptchaToken(undefined);
            setTries((n) => n + 1);
          }
        }}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
      >
        <Honeypot ref={honeypot} />
        {sends && screen.captcha && (
          <Captcha key={tries} siteKey={config.recaptchaSiteKey} onToken={setCaptchaToken} />
        )}
        {sends && (
          <Box sx={{ mt: 2 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={state === 'sending' || captchaBlocks}
            >
              {state === 'sending' ? 'Sending…' : buttonText}
            </Button>
          </Box>
        )}
      </Form>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </>
  );
}
