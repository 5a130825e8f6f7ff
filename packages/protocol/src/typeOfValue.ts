/** What a value is, in the words zod's messages use (`received …`): `null`, `array`, `nan` or its `typeof`. */
export function typeOfValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan'
  return typeof value
}
