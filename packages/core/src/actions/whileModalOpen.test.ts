import { describe, expect, it } from 'vitest'
import { createKit } from '../createKit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { kitWithFakeFrame } from '../test/kitWithFakeFrame.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { closeModal } from './closeModal.ts'
import { connect } from './connect.ts'
import { connectEmail } from './emailLogin.ts'
import { getAccount } from './getAccount.ts'
import { openModal } from './openModal.ts'
import { sendToken } from './sendToken.ts'
import { updateSend } from './updateSend.ts'

/** A wallet prompt the test answers later. */
function gate() {
  let open: () => void = () => undefined
  const promise = new Promise<void>((resolve) => {
    open = resolve
  })
  return { promise, open }
}

async function kitWithGate() {
  const test = createTestAdapter()
  test.state.chainId = 31337
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [test.adapter],
    storage: memoryStorage(),
  })
  await kit.ready
  return { kit, test }
}

const settle = () => new Promise((r) => setTimeout(r, 0))

describe("'Modal closed' (SPEC §8)", () => {
  it('a connect started from the dialog answers it when the dialog closes first; a later approval still connects', async () => {
    const { kit, test } = await kitWithGate()
    const prompt = gate()
    test.state.gate = prompt.promise
    openModal(kit)
    const events: string[] = []
    kit.events.subscribe((e) => events.push(e.data.event))
    const connecting = connect(kit, { connectorId: 'dev.gangway.wallet' })
    expect(getAccount(kit).status).toBe('connecting')
    closeModal(kit)
    await expect(connecting).rejects.toMatchObject({ code: 'MODAL_CLOSED', message: 'Modal closed' })
    expect(getAccount(kit).status).toBe('disconnected')
    prompt.open() // the visitor approves in the wallet after all
    await settle()
    expect(getAccount(kit)).toMatchObject({ isConnected: true, status: 'connected' })
    expect(events).toEqual(['SELECT_WALLET', 'MODAL_CLOSE', 'CONNECT_CANCELED', 'CONNECT_SUCCESS'])
  })

  it('a connect made without the dialog is not tied to it', async () => {
    const { kit } = await kitWithGate()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    expect(getAccount(kit).isConnected).toBe(true)
  })

  it('a send waiting on the wallet answers it when the dialog closes; a transaction sent after all is listed', async () => {
    const { kit, test } = await kitWithGate()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    const prompt = gate()
    test.state.gate = prompt.promise
    openModal(kit)
    updateSend(kit, {
      token: {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: 0,
        price: 0,
        quantity: { decimals: '18', numeric: '10' },
        iconUrl: '',
      },
      amount: '1',
      receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    const sending = sendToken(kit)
    closeModal(kit)
    await expect(sending).rejects.toMatchObject({ code: 'MODAL_CLOSED', message: 'Modal closed' })
    expect(kit.stores.send.get().status).toBe('idle')
    prompt.open()
    await settle()
    expect(kit.stores.portfolio.get().pending).toHaveLength(1)
  })

  it('an e-mail login step waiting on the frame answers it when the dialog closes', async () => {
    const { kit } = await kitWithFakeFrame()
    openModal(kit)
    const login = connectEmail(kit, 'visitor@example.com')
    await settle()
    closeModal(kit)
    await expect(login).rejects.toMatchObject({ code: 'MODAL_CLOSED', message: 'Modal closed' })
  })
})
