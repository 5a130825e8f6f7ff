import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { type ReactNode, Suspense } from 'react'

import ContextProvider from '@/context'

import './globals.css'

export const metadata: Metadata = {
  title: 'Gangway Next.js Wagmi',
  description: 'Gangway Next.js App Router Wagmi Example',
  icons: { icon: '/gangway.svg' },
}

// The wagmi connection restored from the request's cookie. Reading headers is request-time data, which
// Next 16's Cache Components (on in create-next-app's config) wants inside <Suspense>.
async function CookieContext({ children }: { children: ReactNode }) {
  const cookies = (await headers()).get('cookie')
  return <ContextProvider cookies={cookies}>{children}</ContextProvider>
}

export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        <Suspense>
          <CookieContext>{children}</CookieContext>
        </Suspense>
      </body>
    </html>
  )
}
