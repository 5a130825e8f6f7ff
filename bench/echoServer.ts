import { WebSocketServer } from 'ws'

/** The baseline of `bench:relay`: a bare `ws` server that sends every message back. */
const wss = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1' }, () => console.log('ready'))
wss.on('connection', (ws) => ws.on('message', (data) => ws.send(data, { binary: false })))
