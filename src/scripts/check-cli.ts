import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatProblem, problemIn } from '../checker/format';
import { buildConfig, deploymentOf } from '../build/hosting-config';
import { checkSchemasDir, failureMessage, folderFrom } from '../build/schemas-dir';
import { PUBLIC_DIR, publicLinksMessage, publicLinksOut } from '../build/public-links';
import { inGitHubActions, printAnnotations } from './github-annotations';

// `npm run check [folder]`: the checker over schemas/, one line a problem, exit 1 on any; in a
// GitHub workflow each problem also as an annotation on its line of the pull request.
// npm runs the script in the project's folder and says in INIT_CWD where the author typed it:
// a folder given is found from there, and every file is named as the author opens it from there.
const typedIn = process.env.INIT_CWD ?? process.cwd();
const given = process.argv[2];
const dir = given === undefined ? path.resolve('schemas') : path.resolve(typedIn, given);
if (!existsSync(dir)) {
  console.error(`npm run check: there is no folder ${dir}: give the folder of the screen files`);
  process.exit(1);
}
// Checked against the configuration `npm run build` would use (.env files, the shell). With no
// EmailJS key, the screens are tried under `npm start`, whose local sink and captcha fake
// (src/scripts/start.ts) let a captcha screen send: checked for that.
const config = configOrExit();
const underStart = config.emailjs.publicKey === undefined;
const deployment = underStart ? { recaptchaSiteKey: true } : deploymentOf(config);
const result = checkSchemasDir(dir, { deployment });
const folder = folderFrom(typedIn, dir);
if (inGitHubActions()) printAnnotations(result, dir);
for (const w of result.warnings) console.warn(`${formatProblem(problemIn(w, folder))} (warning)`);
// The build copies public/ into the site: a link out of it would publish a file of this machine.
const publicLinks = publicLinksOut(PUBLIC_DIR);
if (result.problems.length > 0 || publicLinks.length > 0) {
  if (result.problems.length > 0) console.error(failureMessage(result, folder));
  if (publicLinks.length > 0) console.error(publicLinksMessage(publicLinks));
  process.exit(1);
}
const n = result.screens.length;
console.log(`${folder}/: ${n} screen${n === 1 ? '' : 's'}, no problems.`);
if (underStart && !config.recaptchaSiteKey && result.screens.some((s) => s.screen?.captcha)) {
  console.log(
    'Checked for `npm start` (no EmailJS key set): a captcha screen sends there through the local captcha fake; the site itself needs PUBLIC_RECAPTCHA_SITE_KEY (README.md, Configuration).',
  );
}

/** The build's configuration; a setting refused is one line saying what to write, then exit 1. */
function configOrExit(): ReturnType<typeof buildConfig> {
  try {
    return buildConfig();
  } catch (error) {
    console.error(`npm run check: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
