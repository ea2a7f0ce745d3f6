/** The stand-in's hosted pages: the card form, and the post-back to the shop's callback. */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const layout = (body: string) => `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>iyzico sandbox (stand-in)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2330}
main{max-width:420px;margin:24px auto;padding:24px;background:#fff;border-radius:12px}
label{display:block;margin:12px 0 4px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:12px;font-size:16px;border:1px solid #c5c9d3;border-radius:8px}
.row{display:flex;gap:8px}.row>div{flex:1}
button{margin-top:20px;width:100%;min-height:48px;font-size:16px;border:0;border-radius:8px;background:#1e64ff;color:#fff}
.note{font-size:13px;color:#5b6270}
</style></head><body><main>${body}</main></body></html>`

/** The card form for a checkout of `price` kuruş; its fields are named as on iyzico's form. */
export function checkoutPage(price: number): string {
  const amount = (price / 100).toLocaleString('tr-TR', { style: 'currency', currency: 'TRY' })
  return layout(`<h1>Ödeme / Payment</h1>
<p class="note">iyzico sandbox (local stand-in): no real card is charged.</p>
<p><strong>${escape(amount)}</strong></p>
<form method="post">
<label for="cardHolderName">Kart sahibi / Card holder</label>
<input id="cardHolderName" name="cardHolderName" autocomplete="cc-name" required>
<label for="cardNumber">Kart numarası / Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expireMonth">Ay / Month</label>
<input id="expireMonth" name="expireMonth" inputmode="numeric" placeholder="12" required></div>
<div><label for="expireYear">Yıl / Year</label>
<input id="expireYear" name="expireYear" inputmode="numeric" placeholder="2030" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" required></div></div>
<button type="submit">Öde / Pay</button>
</form>`)
}

/** As iyzico's page does after a payment attempt: a form posting `token` to the callback. */
export function postBackPage(callbackUrl: string, token: string): string {
  return layout(`<form id="back" method="post" action="${escape(callbackUrl)}">
<input type="hidden" name="token" value="${escape(token)}">
<noscript><button type="submit">Devam / Continue</button></noscript></form>
<script>document.getElementById('back').submit()</script>`)
}
