/**
 * `npm run iyzico:standin`: the local stand-in of iyzico's sandbox alone, on IYZICO_STANDIN_PORT
 * (default 8787), with the keys `standin-api-key` / `standin-secret-key`. A production
 * `npm start` given IYZICO_BASE_URL=http://127.0.0.1:8787 and those keys uses it as it would
 * use iyzico. Test equipment: see docs/payments.md for what it does and does not prove.
 */
import { STANDIN_KEYS, startIyzicoStandIn } from './iyzicoStandin/standin'

async function main() {
  const port = Number(process.env.IYZICO_STANDIN_PORT) || 8787
  const standIn = await startIyzicoStandIn(port)
  console.log(
    `iyzico stand-in on ${standIn.url} (keys ${STANDIN_KEYS.apiKey} / ${STANDIN_KEYS.secretKey})`,
  )
  const stop = () => void standIn.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
