import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  server: { port: Number(process.env.DEMO_PORT ?? 5173), strictPort: true },
  build: { target: 'es2022' },
})
