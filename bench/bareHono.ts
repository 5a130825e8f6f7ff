import { serve } from '@hono/node-server'
import { Hono } from 'hono'

/** The baseline of `bench:server`: a bare Hono handler on Node answering a small JSON body. */
const app = new Hono()
app.get('/', (c) => c.json({ ok: true }))
app.post('/', (c) => c.json({ jsonrpc: '2.0', id: 1, result: '0x7a69' }))
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('ready'))
