import { readFileSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

/** The baseline of `bench:server`: a bare Hono handler on Node answering a small JSON body (and, on /page, a fixed large one). */
const app = new Hono()
app.get('/', (c) => c.json({ ok: true }))
// the same bytes as a /getWallets page (BODY_FILE): what the answer's size alone costs
const page = process.env.BODY_FILE ? readFileSync(process.env.BODY_FILE, 'utf8') : '{}'
app.get('/page', (c) => c.body(page, 200, { 'content-type': 'application/json' }))
app.post('/', (c) => c.json({ jsonrpc: '2.0', id: 1, result: '0x7a69' }))
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('ready'))
