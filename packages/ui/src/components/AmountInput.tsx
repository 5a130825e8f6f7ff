/**
 * A decimal amount field (Send, Swap, Buy): the numeric keyboard, no autofill, "0" as placeholder, and a typed
 * comma read as the decimal point.
 */
export function AmountInput(props: {
  id: string
  value: string
  onChange: (value: string) => void
  testId?: string
  className?: string
}) {
  return (
    <input
      id={props.id}
      className={props.className ?? 'search'}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      data-testid={props.testId}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value.replace(',', '.'))}
    />
  )
}
