import { z } from 'zod/mini'

const link = z.nullable(z.string())

/** A wallet of the registry as `/getWallets` answers it (the seed's fields plus its image id and rank). */
export const RegistryWalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  homepage: z.nullable(z.string()),
  image_id: z.string(),
  order: z.number(),
  rdns: z.nullable(z.string()),
  chains: z.array(z.string()),
  namespaces: z.array(z.string()),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  app_store: link,
  play_store: link,
  chrome_store: link,
  badge_type: z.enum(['none', 'certified']),
})
export type RegistryWallet = z.infer<typeof RegistryWalletSchema>
