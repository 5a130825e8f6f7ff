export { createApp } from './createApp.ts'
export { type RunningServer, startServer } from './startServer.ts'
