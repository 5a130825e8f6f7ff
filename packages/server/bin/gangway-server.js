#!/usr/bin/env node
// Runs the TypeScript entry with tsx (workspace packages ship sources, no build step).
import { register } from 'tsx/esm/api'

register()
await import('../src/main.ts')
