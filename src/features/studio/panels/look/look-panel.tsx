import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Slider,
  TextField,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { THEME_FILE_NAME } from '../../../../checker/theme-rules';
import {
  LANGUAGE_NAMES,
  SHIPPED_LANGUAGES,
  type Language,
} from '../../../../kernel/i18n/languages';
import { readableOn } from '../../../../kernel/theme/contrast';
import type { ThemeFile } from '../../../../kernel/theme/theme-file';
import { FileHandOff } from '../file-hand-off';
import { ConflictDialog, SaveStatus } from '../save-status';
import { inSite } from '../../document/studio-client';
import { FailureAlert } from '../failure-alert';
import {
  FONT_PRESETS,
  lookOf,
  setBorderRadius,
  setFont,
  setLanguages,
  setLogo,
  setMode,
  setPrimaryColor,
  setProductName,
} from '../../edits/theme-edits';
import { SettingsPart } from '../settings-part';
import type { Look } from './use-look';
import { shortcutProps } from '../../document/commands';

// The checker's messages as the preview page shows them, loaded with the preview.

const Mistakes = lazy(() => import('../../../preview').then((m) => ({ default: m.Mistakes })));

const CUSTOM_FONT = 'custom';

/**
 * The look of every screen, by pointing: name, logo, main colour (with the
 * checker's contrast message as it changes), light or dark, corners, font and
 * languages. Each change is a minimal edit of `_theme.json` (theme-edits.ts).
 */
export function LookPanel({ look }: { look: Look }) {
  const { doc, check, edit, undo, redo, save, saveState, resolve, absent, make } = look;
  const { openFailure, openAgain } = look;
  const [ownFont, setOwnFont] = useState(false);
  if (!doc) {
    return absent ? (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography>
          This site has no <code>schemas/{THEME_FILE_NAME}</code> yet: every screen has the
          app&apos;s own look.
        </Typography>
        <Button variant="contained" onClick={() => void make()}>
          Make the look&apos;s file
        </Button>
      </Box>
    ) : openFailure ? (
      <FailureAlert words={openFailure.words} detail={openFailure.detail} onRetry={openAgain} />
    ) : (
      <Typography>Opening the look…</Typography>
    );
  }
  const text = doc.text;
  const l = lookOf(text);
  const change = (next: (t: string) => string, typing = false) => edit(next(text), typing);
  const colourWarning = check?.warnings.find((w) => w.message.startsWith('"primaryColor"'));
  const otherWarnings = check?.warnings.filter((w) => w !== colourWarning) ?? [];
  const problems = check?.problems ?? [];
  const hex = /^#[0-9a-fA-F]{6}$/.test(l.primaryColor) ? l.primaryColor : undefined;
  const darker = hex && readableOn(hex, '#ffffff', '#000000');
  const preset = FONT_PRESETS.find((p) => p.font === l.font);
  const fontChoice = ownFont || !preset ? CUSTOM_FONT : preset.font;
  const offered = (lang: Language) => l.languages.offered.includes(lang);
  const toggleLanguage = (lang: Language, on: boolean) =>
    change((t) =>
      setLanguages(t, {
        default: l.languages.default,
        offered: SHIPPED_LANGUAGES.filter((x) => (x === lang ? on : offered(x))),
      }),
    );
  const changed = text !== doc.savedText;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h6" component="h3">
          The look
        </Typography>
        <Typography color="text.secondary">
          Applies to every screen of the site, not only this one: it is saved in{' '}
          <code>schemas/{THEME_FILE_NAME}</code>. The form beside shows it as you change it.
        </Typography>
      </Box>
      <Box
        role="toolbar"
        aria-label="The look's file"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button onClick={undo} disabled={doc.past.length === 0} {...shortcutProps('undo')}>
          Undo in the look
        </Button>
        <Button onClick={redo} disabled={doc.future.length === 0} {...shortcutProps('redo')}>
          Redo in the look
        </Button>
        {inSite ? (
          <FileHandOff name={doc.name} text={text} uploadUrl={inSite.uploadUrl} />
        ) : (
          <Button
            variant="contained"
            onClick={() => void save()}
            disabled={saveState.kind === 'saving'}
            {...shortcutProps('save')}
          >
            Save the look
          </Button>
        )}
      </Box>
      {!inSite && (
        <SaveStatus
          state={saveState}
          changed={changed}
          problems={problems.length}
          upToDate="Saved: every screen has the new look"
        />
      )}
      {saveState.kind === 'conflict' && (
        <ConflictDialog name={doc.name} removed={!saveState.current} onChoose={resolve} />
      )}
      {(problems.length > 0 || otherWarnings.length > 0) && (
        <Suspense fallback={null}>
          {problems.length > 0 && <Mistakes severity="error" problems={problems} />}
          {otherWarnings.length > 0 && <Mistakes severity="warning" problems={otherWarnings} />}
        </Suspense>
      )}

      <SettingsPart level={4} title="Name and logo">
        <TextField
          label="Product name"
          value={l.productName}
          onChange={(e) => change((t) => setProductName(t, e.target.value), true)}
          helperText="In the top bar and every browser tab's title; empty: “Forms”"
        />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <TextField
            label="Logo"
            value={l.logo ?? ''}
            onChange={(e) => change((t) => setLogo(t, e.target.value), true)}
            helperText="A picture in the public folder, written /logo.svg, or an https:// address; empty: none"
            sx={{ flex: 1 }}
          />
          {l.logo && !problems.some((p) => /"logo"/.test(p.message)) && (
            // The product name beside it says what it is: the picture itself needs no words.
            <Box component="img" src={l.logo} alt="" sx={{ height: 32, maxWidth: 120 }} />
          )}
        </Box>
      </SettingsPart>

      <SettingsPart level={4} title="Main colour">
        <Typography variant="body2" color="text.secondary">
          The top bar, buttons, links and the ring around the box being typed in.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            type="color"
            label="Colour picker"
            value={hex ?? '#000000'}
            onChange={(e) => change((t) => setPrimaryColor(t, e.target.value), true)}
            sx={{ width: 140 }}
            slotProps={{ htmlInput: { sx: { height: 32, p: 1, cursor: 'pointer' } } }}
          />
          <TextField
            label="Main colour as #rrggbb"
            value={l.primaryColor}
            onChange={(e) => change((t) => setPrimaryColor(t, e.target.value.trim()), true)}
            helperText="A # and six hex digits, like #2e7d32"
            sx={{ width: 220 }}
          />
        </Box>
        {colourWarning ? (
          <Alert
            severity="warning"
            action={
              darker && (
                <Button color="inherit" onClick={() => change((t) => setPrimaryColor(t, darker))}>
                  Use {darker}
                </Button>
              )
            }
          >
            {colourWarning.message}
          </Alert>
        ) : (
          hex && (
            <Typography variant="body2" role="status">
              White text on it reads well (WCAG AA).
            </Typography>
          )
        )}
      </SettingsPart>

      <SettingsPart level={4} title="Light or dark">
        <FormControl>
          <FormLabel id="look-mode">Pages are</FormLabel>
          <RadioGroup
            aria-labelledby="look-mode"
            value={l.mode}
            onChange={(e) => change((t) => setMode(t, e.target.value as ThemeFile['mode']))}
          >
            <FormControlLabel value="light" control={<Radio />} label="Always light" />
            <FormControlLabel value="dark" control={<Radio />} label="Always dark" />
            <FormControlLabel
              value="system"
              control={<Radio />}
              label="Light or dark as each person's device is set"
            />
          </RadioGroup>
        </FormControl>
      </SettingsPart>

      <SettingsPart level={4} title="Corners">
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', maxWidth: 420, px: 1 }}>
          <Slider
            min={0}
            max={24}
            step={1}
            value={l.borderRadius}
            onChange={(_e, v) => change((t) => setBorderRadius(t, v), true)}
            valueLabelDisplay="auto"
            getAriaValueText={(v) => `${String(v)} pixels`}
            slotProps={{ input: { 'aria-label': 'Corner roundness' } }}
          />
          <Typography sx={{ minWidth: 56 }} aria-hidden>
            {l.borderRadius} px
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          0 is square, 8 gently rounded, 24 pill-shaped buttons.
        </Typography>
      </SettingsPart>

      <SettingsPart level={4} title="Font">
        <TextField
          select
          label="Font"
          value={fontChoice}
          onChange={(e) => {
            const own = e.target.value === CUSTOM_FONT;
            setOwnFont(own);
            if (!own) change((t) => setFont(t, e.target.value));
          }}
          sx={{ maxWidth: 420 }}
        >
          {FONT_PRESETS.map((p) => (
            <MenuItem key={p.font} value={p.font} sx={{ fontFamily: p.font }}>
              {p.words}
            </MenuItem>
          ))}
          <MenuItem value={CUSTOM_FONT}>My own list of fonts…</MenuItem>
        </TextField>
        {fontChoice === CUSTOM_FONT && (
          <TextField
            label="Fonts, the first one people have is used"
            value={l.font}
            onChange={(e) => change((t) => setFont(t, e.target.value), true)}
            helperText="Names separated by commas, a name with spaces in quotes, ending with serif or sans-serif: 'Open Sans', Arial, sans-serif"
          />
        )}
      </SettingsPart>

      <SettingsPart level={4} title="Languages">
        <FormControl component="fieldset">
          <FormLabel component="legend">Languages people may choose</FormLabel>
          <FormGroup row>
            {SHIPPED_LANGUAGES.map((lang) => (
              <FormControlLabel
                key={lang}
                control={
                  <Checkbox
                    checked={offered(lang)}
                    disabled={lang === l.languages.default}
                    onChange={(e) => toggleLanguage(lang, e.target.checked)}
                  />
                }
                label={LANGUAGE_NAMES[lang]}
              />
            ))}
          </FormGroup>
        </FormControl>
        <TextField
          select
          label="Default language"
          value={l.languages.default}
          onChange={(e) =>
            change((t) =>
              setLanguages(t, {
                default: e.target.value as Language,
                offered: l.languages.offered,
              }),
            )
          }
          helperText="What people see unless their link or browser asks for another; always offered"
          sx={{ maxWidth: 420 }}
        >
          {[...new Set([l.languages.default, ...l.languages.offered])].map((lang) => (
            <MenuItem key={lang} value={lang}>
              {LANGUAGE_NAMES[lang] ?? lang}
            </MenuItem>
          ))}
        </TextField>
      </SettingsPart>
    </Box>
  );
}
