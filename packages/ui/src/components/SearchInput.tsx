/** The search box above a list (wallets, tokens): labelled by its placeholder text, filtering as typed. */
export function SearchInput(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <input
      className="search"
      type="search"
      placeholder={props.label}
      aria-label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  )
}
