import type { FailureMode, ReceivedEmail } from './sink-server';

/** Every text on the page goes through here: what was "sent" is hostile until shown as text. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Each way of answering, in an author's words; the status EmailJS would send, for developers, after it. */
const MODES: { mode: FailureMode; label: string }[] = [
  { mode: 'ok', label: 'Received, as normal (200 OK)' },
  { mode: '500', label: 'A fault at EmailJS (500)' },
  { mode: '429', label: 'Too many emails in a short time (429)' },
  { mode: '400', label: 'Refused by EmailJS (400)' },
  { mode: '202', label: 'Taken but not confirmed (202)' },
  { mode: 'never', label: 'No answer at all' },
  { mode: 'drop', label: 'The connection cut off' },
];

function emailCard(email: ReceivedEmail): string {
  const rows = Object.entries(email.template_params)
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td><pre>${escapeHtml(v)}</pre></td></tr>`)
    .join('');
  const files = email.attachments
    .map(
      (a) =>
        `<li>${escapeHtml(a.field)}: ${escapeHtml(a.name)} (${a.size} bytes, ${escapeHtml(a.type)})</li>`,
    )
    .join('');
  // What a developer checks (the call EmailJS would get) stays, below what an author reads.
  return `<article>
  <h2>${escapeHtml(email.template_params.subject ?? email.template_id)}</h2>
  <p>Template ${escapeHtml(email.template_id)} · ${escapeHtml(new Date(email.receivedAt).toLocaleString('en-GB'))}</p>
  <table>${rows}</table>
  ${files ? `<h3>Attachments</h3><ul>${files}</ul>` : ''}
  <p class="call">Call: ${escapeHtml(email.path)} · service ${escapeHtml(email.service_id)} · key ${escapeHtml(email.user_id)} · answered ${escapeHtml(email.answeredWith)}${
    email['g-recaptcha-response'] ? ' · captcha token present' : ''
  }</p>
</article>`;
}

/**
 * The sink's page, read by authors trying their form under `npm start`: each "sent email",
 * newest first, then (folded away) the switch that makes sends fail, for trying failures.
 */
export function renderSinkPage(emails: readonly ReceivedEmail[], mode: FailureMode): string {
  const options = MODES.map(
    (m) =>
      `<label><input type="radio" name="mode" value="${m.mode}"${m.mode === mode ? ' checked' : ''}> ${escapeHtml(m.label)}</label>`,
  ).join(' ');
  const list = [...emails].reverse().map(emailCard).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Test mailbox: ${emails.length} sent</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
article { border: 1px solid #ccc; border-radius: 6px; padding: 0 1rem 1rem; margin: 1rem 0; }
th { text-align: left; vertical-align: top; padding-right: 1rem; white-space: nowrap; }
pre { margin: 0; white-space: pre-wrap; font: inherit; }
fieldset { border: 1px solid #ccc; border-radius: 6px; }
details { margin: 2rem 0; }
.call { color: #555; font-size: 13px; margin: 0.75rem 0 0; }
</style>
</head>
<body>
<h1>Test mailbox</h1>
<p>While the app runs on this computer, forms send their emails here instead of to EmailJS:
nothing leaves this computer. Each email lists the template's blanks (left) and what filled them (right).</p>
<h2>${emails.length === 0 ? 'Nothing sent yet' : `${emails.length} sent, newest first`}</h2>
${list}
<form method="post" action="/emails/clear"><button type="submit">Clear the list</button></form>
<details${mode === 'ok' ? '' : ' open'}><summary>For trying failures: how this mailbox answers sends</summary>
<form method="post" action="/mode"><fieldset><legend>Every send from now on is answered as</legend>${options}
<button type="submit">Set</button></fieldset></form>
</details>
</body>
</html>`;
}
