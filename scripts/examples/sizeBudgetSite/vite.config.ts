import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// a site's default Vite config, plus the build manifest the size-budget check reads
export default defineConfig({ plugins: [react()], build: { manifest: true } })
