const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The fake's consent screen: what Samsara shows an admin before it hands the portal a code. */
export function consentPage(input: { state: string; redirectUri: string; clientId: string; codeChallenge: string }): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const fields =
    hidden('state', input.state) +
    hidden('redirect_uri', input.redirectUri) +
    hidden('client_id', input.clientId) +
    hidden('code_challenge', input.codeChallenge) +
    hidden('code_challenge_method', 'S256');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Samsara (local fake): authorize Freight Portal</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;padding:32px 16px;color:#1b1f24}main{max-width:440px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px #0002}
h1{font-size:1.3rem;margin-top:0}ul{padding-left:1.2rem}.row{display:flex;gap:12px;margin-top:20px}button{font:inherit;padding:10px 18px;border-radius:6px;border:1px solid #0b5394;cursor:pointer}
.approve{background:#0b5394;color:#fff}.deny{background:#fff;color:#0b5394}.note{font-size:.85rem;color:#555}</style></head>
<body><main>
<h1>Authorize Freight Portal</h1>
<p>Freight Portal asks to connect to your Samsara organization <strong>Blue Ridge Freight (Samsara)</strong>. It will be able to:</p>
<ul><li>Read organization information</li><li>Read vehicles</li><li>Read vehicle statistics (GPS locations)</li></ul>
<p class="note">This is the portal's local stand-in for Samsara; no data leaves this machine.</p>
<div class="row">
<form method="post" action="authorize">${fields}<input type="hidden" name="decision" value="approve"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="authorize">${fields}<input type="hidden" name="decision" value="deny"><button class="deny" type="submit">Deny</button></form>
</div></main></body></html>`;
}
