/** Deterministic gradient avatar from an address (or the profile image when there is one). */
export function Avatar({ address, image, size = 64 }: { address: string; image?: string | null; size?: number }) {
  if (image) return <img className="avatar" src={image} alt="" width={size} height={size} />
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const hue = hash % 360
  const background = `radial-gradient(circle at 30% 30%, hsl(${hue} 85% 70%), hsl(${(hue + 120) % 360} 70% 45%))`
  return <span className="avatar" style={{ width: size, height: size, background }} aria-hidden="true" />
}
