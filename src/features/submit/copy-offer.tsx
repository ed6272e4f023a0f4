import '../../kernel/i18n/load-later-catalogue';
import { Box, Typography } from '@mui/material';
import { config } from '../../kernel/config/env';
import { useWords } from '../../kernel/i18n/i18n';
import { Captcha } from './captcha';

/**
 * The copy to the person, offered on the success page with a captcha of its
 * own: its token is what the copy template's reCAPTCHA check in EmailJS asks
 * for. Its own chunk, as only screens with a copy show it.
 */
export default function CopyOffer({
  address,
  onToken,
}: {
  address: string;
  onToken: (token: string) => void;
}) {
  const t = useWords();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography>{t('copy.offer', { address })}</Typography>
      <Captcha siteKey={config.recaptchaSiteKey} onToken={(token) => token && onToken(token)} />
    </Box>
  );
}
