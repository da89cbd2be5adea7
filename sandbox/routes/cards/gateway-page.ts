import { escapeHtml } from '../../http/html-escape';

// Inline only: the page must work with no dist/ and under the app's CSP (no external resources).
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#1c2333;padding:16px}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:28px 20px;
box-shadow:0 4px 24px rgba(28,35,51,.08)}
h1{margin:0 0 4px;font-size:22px;color:#2446d8}
.amount{margin:8px 0 20px;font-size:30px;font-weight:800;font-variant-numeric:tabular-nums}
form{margin:0 0 12px}
button{width:100%;text-align:left;border:1px solid #d5dbea;border-radius:12px;background:#fff;
padding:14px 16px;font:inherit;color:inherit;cursor:pointer}
button:hover,button:focus-visible{border-color:#2446d8;background:#f0f3ff}
button:focus-visible{outline:3px solid #2446d8;outline-offset:2px}
.name{display:block;font-weight:600}
.desc{display:block;font-size:14px;color:#5b6478}
.foot{margin:16px 0 0;font-size:13px;color:#5b6478}
`;

const OUTCOMES = [
  { value: 'success', name: 'Pay successfully', desc: 'The bank confirms at once.' },
  { value: 'failure', name: 'Fail the payment', desc: 'The bank declines; no money moves.' },
  { value: 'pending', name: 'Leave it pending', desc: 'The bank confirms about 10 seconds later.' },
] as const;

export const GATEWAY_OUTCOMES = OUTCOMES.map((o) => o.value);

/**
 * The sandbox's stand-in for the payment gateway, like its stand-in login page: what is being
 * paid, and one button per outcome. Never shows a card or account number.
 */
export function renderGatewayPage(input: { action: string; payee: string; amountText: string }): string {
  const forms = OUTCOMES.map(
    (o) => `<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="outcome" value="${o.value}">
<button type="submit"><span class="name">${escapeHtml(o.name)}</span>
<span class="desc">${escapeHtml(o.desc)}</span></button>
</form>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payment gateway</title><style>${STYLE}</style></head>
<body><main>
<h1>Sandbox payment gateway</h1>
<p>Paying ${escapeHtml(input.payee)}</p>
<p class="amount">${escapeHtml(input.amountText)}</p>
${forms}
<p class="foot">A stand-in for the real gateway: pick what the bank should answer.</p>
</main></body></html>`;
}
