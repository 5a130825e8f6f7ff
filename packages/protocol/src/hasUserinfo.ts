/**
 * Whether a URL carries userinfo (`https://victim@app.example/`, `https://a:b@…`, even an empty `https://@…`):
 * such a URI has the site's origin and host but names someone else, so no sign-in URI may have one. A URL
 * that does not parse answers false (the caller refuses it for that).
 */
export function hasUserinfo(uri: string): boolean {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return false
  }
  return url.username !== '' || url.password !== '' || /^[^/?#]*\/\/[^/?#]*@/.test(uri)
}
