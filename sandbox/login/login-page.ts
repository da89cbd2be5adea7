import { SANDBOX_STATIC_OTP } from '@/config/constants';

import { escapeHtml } from '../http/html-escape';
import type { Persona } from '../personas';

// Inline only: the page must work with no dist/ and under the app's CSP (no external resources).
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#1c2333;padding:16px}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:28px 20px;
box-shadow:0 4px 24px rgba(28,35,51,.08)}
h1{margin:0;font-size:28px;letter-spacing:.5px;color:#2446d8}
.sub{margin:4px 0 20px;font-size:18px;font-weight:600}
form{margin:0 0 12px}
button{width:100%;text-align:left;border:1px solid #d5dbea;border-radius:12px;background:#fff;
padding:14px 16px;font:inherit;color:inherit;cursor:pointer}
button:hover,button:focus-visible{border-color:#2446d8;outline:none;background:#f0f3ff}
.name{display:block;font-weight:600}
.desc{display:block;font-size:14px;color:#5b6478}
.foot{margin:16px 0 0;font-size:13px;color:#5b6478}
`;

/** One persona's form: posting it signs in as that persona and returns to `returnTo`. */
function personaForm(persona: Persona, returnTo: string): string {
  return `<form method="post" action="/login">
<input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">
<input type="hidden" name="persona" value="${escapeHtml(persona.token)}">
<button type="submit"><span class="name">${escapeHtml(persona.user.name)}</span>
<span class="desc">${escapeHtml(persona.description)}</span></button>
</form>`;
}

/**
 * The sandbox's stand-in for the provider's login page: one button per persona. `returnTo`
 * must already be a safe path; it is still escaped, like every value echoed into the page.
 */
export function renderLoginPage(personas: readonly Persona[], returnTo: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign in · Kosh sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Kosh</h1>
<p class="sub">Sign in to the sandbox</p>
${personas.map((persona) => personaForm(persona, returnTo)).join('\n')}
<p class="foot">This page stands in for the provider’s login. Sandbox OTP: ${escapeHtml(SANDBOX_STATIC_OTP)}</p>
</main>
</body>
</html>
`;
}
