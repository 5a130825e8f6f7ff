import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { APIRequestContext, Page } from '@playwright/test'
import { approveDevice, deviceLink, loginCode } from './devInbox.ts'

export const FRAME_ORIGIN = 'http://localhost:4001'

/** A bare page of our own, on an origin the `local` project allows, with nothing else on it. */
const BARE_PAGE = `<!doctype html><html><head><title>Allowed page</title></head>
<body style="margin:0;font-family:sans-serif">
<button id="claim" style="position:absolute;font-size:20px;padding:12px 24px">Claim your reward</button>
<script>
  const answers = []
  let ready
  window.frameReady = new Promise((r) => { ready = r })
  window.addEventListener('message', (e) => {
    if (e.origin !== '${FRAME_ORIGIN}') return
    if (e.data && e.data.type === '@w3m-frame/READY') ready()
    else answers.push(e.data)
  })
  window.frameAnswers = answers
  const frame = document.createElement('iframe')
  frame.src = '${FRAME_ORIGIN}/?projectId=local&chainId=31337'
  frame.style.cssText = 'position:fixed;left:0;top:0;width:360px;height:520px;border:0;opacity:0;z-index:10'
  document.body.append(frame)
  window.frameElement_ = frame
  /** Posts a request to the frame; answers its _SUCCESS / _ERROR message. */
  window.send = (name, payload, timeoutMs = 60000) => {
    const id = Math.random().toString(36).slice(2)
    frame.contentWindow.postMessage({ type: '@w3m-app/' + name, payload, id }, '${FRAME_ORIGIN}')
    return new Promise((resolve, reject) => {
      const started = Date.now()
      const poll = () => {
        const answer = answers.find((a) => a.id === id)
        if (answer) return resolve(answer)
        if (Date.now() - started > timeoutMs) return reject(new Error('no answer to ' + name))
        setTimeout(poll, 20)
      }
      poll()
    })
  }
  /** Posts a request and does not wait (approvals). */
  window.post = (name, payload) => {
    const id = Math.random().toString(36).slice(2)
    frame.contentWindow.postMessage({ type: '@w3m-app/' + name, payload, id }, '${FRAME_ORIGIN}')
    return id
  }
</script></body></html>`

type Answer = { type: string; payload?: unknown; id?: string }

/**
 * Serves the bare page from a loopback server of this test (`http://localhost:<free port>`, allowed by the
 * `local` project; a page Playwright fulfilled itself would count as a public page, and Chromium's private
 * network rules would keep it from loading the frame) and opens it, with the secure frame in it, hidden.
 */
export async function openFramePage(page: Page) {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end(BARE_PAGE)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  page.once('close', () => server.close())
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`
  await page.goto(`${origin}/`)
  await page.evaluate(() => (window as unknown as { frameReady: Promise<void> }).frameReady)
  const frame = page.frameLocator('iframe')
  return {
    page,
    origin,
    frame,
    send: (name: string, payload?: unknown) =>
      page.evaluate(
        ([n, p]) => (window as unknown as { send(n: string, p: unknown): Promise<Answer> }).send(n as string, p),
        [name, payload] as const,
      ),
    post: (name: string, payload?: unknown) =>
      page.evaluate(([n, p]) => (window as unknown as { post(n: string, p: unknown): string }).post(n as string, p), [
        name,
        payload,
      ] as const),
    answer: (id: string) =>
      page.evaluate((i) => (window as unknown as { frameAnswers: Answer[] }).frameAnswers.find((a) => a.id === i), id),
    /** Sets the iframe's style as the page likes (the page owns it). */
    style: (css: Record<string, string>) =>
      page.evaluate((c) => {
        Object.assign((window as unknown as { frameElement_: HTMLIFrameElement }).frameElement_.style, c)
      }, css),
  }
}
export type FramePage = Awaited<ReturnType<typeof openFramePage>>

/** Logs `email` in through the frame's messages: device link and code from the dev inbox. */
export async function loginInFrame(f: FramePage, request: APIRequestContext, email: string): Promise<void> {
  const started = (await f.send('CONNECT_EMAIL', { email })) as Answer
  if ((started.payload as { action?: string }).action === 'VERIFY_DEVICE') {
    const device = f.send('CONNECT_DEVICE')
    const link = await deviceLink(request, email)
    await approveDevice(f.page.context(), link)
    await device
  }
  const otp = (await f.send('CONNECT_OTP', { otp: await loginCode(request, email) })) as Answer
  if (otp.type !== '@w3m-frame/CONNECT_OTP_SUCCESS') throw new Error(`login failed: ${JSON.stringify(otp)}`)
}
